// The feature catalogue's names by category (contract 2.5): the 55 features a seller ticks, in the
// catalogue's order. The API's seed (apps/api/src/seed/features-data.ts) gives each its icon and
// description and checks that it lists exactly these; the web's Hindi (apps/web/src/lib/i18n/
// hi-features.ts) has each name and category. A name is also the value stored in a listing's
// `features`, so names never change once published. No zod here.
export const FEATURE_GROUPS = {
  Safety: [
    'ABS',
    'Airbags',
    'Side & Curtain Airbags',
    'ESP',
    'Hill Hold Assist',
    'Rear Parking Sensors',
    'Rear Camera',
    '360° Camera',
    'ISOFIX Child Seat Mounts',
    'Tyre Pressure Monitor',
    'ADAS',
    'Central Locking',
    'Engine Immobiliser',
  ],
  'Comfort & Convenience': [
    'Air Conditioning',
    'Automatic Climate Control',
    'Rear AC Vents',
    'Power Steering',
    'Power Windows',
    'Keyless Entry',
    'Push Button Start',
    'Cruise Control',
    'Electric Sunroof',
    'Panoramic Sunroof',
    'Ventilated Front Seats',
    'Power Adjustable Driver Seat',
    'Auto-dimming IRVM',
    'Cooled Glovebox',
  ],
  Infotainment: [
    'Touchscreen Infotainment',
    'Apple CarPlay',
    'Android Auto',
    'Bluetooth',
    'Steering Mounted Controls',
    'USB Charging Ports',
    'Wireless Phone Charger',
    'Connected Car Tech',
    'Digital Instrument Cluster',
    'Premium Sound System',
  ],
  Exterior: ['Alloy Wheels', 'LED Headlamps', 'LED DRLs', 'Projector Headlamps', 'Fog Lamps', 'Roof Rails', 'Rear Wiper & Defogger', 'Electrically Foldable ORVMs'],
  Interior: ['Leather Upholstery', 'Ambient Lighting', 'Rear Armrest', 'Height Adjustable Driver Seat', 'Tilt & Telescopic Steering'],
  'Driving & Performance': ['Paddle Shifters', 'Drive Modes', '4x4 / AWD', 'Idle Start-Stop', 'Turbocharged Engine'],
} as const satisfies Record<string, readonly string[]>;

export const FEATURE_CATEGORIES: string[] = Object.keys(FEATURE_GROUPS);
export const FEATURE_NAMES: string[] = Object.values(FEATURE_GROUPS).flat();
