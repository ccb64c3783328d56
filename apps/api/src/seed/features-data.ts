// The feature catalogue of the Sell wizard, grouped by category (contract 2.5): the names are the
// domain's (feature-names.ts, features-data.test.ts checks them). A feature's name is
// both its label and the value stored in a listing's `features`, so names never change once
// published. `tier` tells the seeders which cars plausibly have it (0 every car ... 3 premium
// cars) and `since` the first model year it appeared in Indian cars of that tier.

export interface FeatureData {
  category: string;
  name: string;
  icon: string;
  description: string;
  tier: 0 | 1 | 2 | 3;
  since?: number;
}

type Row = [name: string, icon: string, description: string, tier: FeatureData['tier'], since?: number];

const GROUPS: Record<string, Row[]> = {
  Safety: [
    ['ABS', '🛑', 'Anti-lock braking system with EBD', 0],
    ['Airbags', '🎈', 'Front airbags for the driver and co-passenger', 0],
    ['Side & Curtain Airbags', '🛡️', 'Six or more airbags including side and curtain airbags', 2],
    ['ESP', '🧭', 'Electronic stability program with traction control', 2],
    ['Hill Hold Assist', '⛰️', 'Holds the car on a slope while you move off', 2],
    ['Rear Parking Sensors', '📡', 'Beeps as you near obstacles while reversing', 1],
    ['Rear Camera', '📷', 'Reversing camera with guidelines', 1],
    ['360° Camera', '🎥', 'Surround view for tight parking', 3, 2019],
    ['ISOFIX Child Seat Mounts', '👶', 'Anchors for child seats on the rear bench', 1, 2017],
    ['Tyre Pressure Monitor', '🛞', 'Warns when a tyre loses pressure', 2, 2018],
    ['ADAS', '🛰️', 'Lane keep assist, adaptive cruise control and automatic emergency braking', 3, 2021],
    ['Central Locking', '🔒', 'Locks every door at once', 0],
    ['Engine Immobiliser', '🔐', 'Stops the engine starting without the key', 0],
  ],
  'Comfort & Convenience': [
    ['Air Conditioning', '❄️', 'Manual air conditioning', 0],
    ['Automatic Climate Control', '🌡️', 'Keeps the cabin at the temperature you set', 1],
    ['Rear AC Vents', '🌬️', 'Air-conditioning vents for rear passengers', 1],
    ['Power Steering', '🕹️', 'Electric power-assisted steering', 0],
    ['Power Windows', '🪟', 'Electric windows, front and rear', 0],
    ['Keyless Entry', '🔑', 'Unlock the car with the key in your pocket', 1],
    ['Push Button Start', '🔘', 'Start and stop the engine with a button', 1],
    ['Cruise Control', '⏱️', 'Holds a set speed on highways', 2],
    ['Electric Sunroof', '☀️', 'Single-pane electric sunroof', 2, 2016],
    ['Panoramic Sunroof', '🌅', 'Full-length glass roof that opens', 3, 2019],
    ['Ventilated Front Seats', '💨', 'Cooled front seats for Indian summers', 3, 2019],
    ['Power Adjustable Driver Seat', '💺', 'Electrically adjustable driver seat', 3],
    ['Auto-dimming IRVM', '🪞', 'Inside mirror that cuts headlight glare', 2],
    ['Cooled Glovebox', '🧊', 'Keeps drinks cool in the glovebox', 1],
  ],
  Infotainment: [
    ['Touchscreen Infotainment', '📱', 'Touchscreen music and navigation system', 1, 2015],
    ['Apple CarPlay', '🍎', 'Use your iPhone apps on the car screen', 1, 2016],
    ['Android Auto', '🤖', 'Use your Android phone apps on the car screen', 1, 2016],
    ['Bluetooth', '📶', 'Hands-free calls and music streaming', 0],
    ['Steering Mounted Controls', '🎚️', 'Audio and call buttons on the steering wheel', 1],
    ['USB Charging Ports', '🔌', 'USB ports for charging phones', 0],
    ['Wireless Phone Charger', '🔋', 'Charge a phone by placing it on the pad', 2, 2019],
    ['Connected Car Tech', '🌐', 'App-based remote lock, location and vehicle status', 2, 2019],
    ['Digital Instrument Cluster', '📟', 'Fully digital driver display', 2, 2019],
    ['Premium Sound System', '🔊', 'Branded speakers with a subwoofer', 3],
  ],
  Exterior: [
    ['Alloy Wheels', '⚙️', 'Lightweight alloy wheels', 1],
    ['LED Headlamps', '💡', 'Bright, efficient LED headlamps', 2, 2017],
    ['LED DRLs', '✨', 'LED daytime running lamps', 2, 2015],
    ['Projector Headlamps', '🔦', 'Projector lenses for a focused beam', 1],
    ['Fog Lamps', '🌫️', 'Front fog lamps for winter mornings', 1],
    ['Roof Rails', '🧳', 'Rails for a roof carrier', 1],
    ['Rear Wiper & Defogger', '🧽', 'Clear rear view in the monsoon', 1],
    ['Electrically Foldable ORVMs', '↔️', 'Outside mirrors that fold at the press of a button', 2],
  ],
  Interior: [
    ['Leather Upholstery', '🛋️', 'Leather or leatherette seats', 2],
    ['Ambient Lighting', '🌈', 'Mood lighting in the cabin', 3, 2019],
    ['Rear Armrest', '🪑', 'Fold-down rear centre armrest with cup holders', 1],
    ['Height Adjustable Driver Seat', '↕️', 'Driver seat height adjustment', 1],
    ['Tilt & Telescopic Steering', '🎡', 'Steering adjusts for rake and reach', 2],
  ],
  'Driving & Performance': [
    ['Paddle Shifters', '🏎️', 'Change gears from the steering wheel', 3],
    ['Drive Modes', '🎯', 'Eco, Normal and Sport driving modes', 2, 2019],
    ['4x4 / AWD', '🏔️', 'Four-wheel or all-wheel drive', 3],
    ['Idle Start-Stop', '♻️', 'Switches the engine off at signals to save fuel', 1],
    ['Turbocharged Engine', '🚀', 'Turbocharged engine for strong mid-range pull', 2],
  ],
};

export const FEATURES: FeatureData[] = Object.entries(GROUPS).flatMap(([category, rows]) =>
  rows.map(([name, icon, description, tier, since]) => ({ category, name, icon, description, tier, since })),
);
