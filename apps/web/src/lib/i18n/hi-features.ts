// The feature catalogue's Hindi (issue 25): the 55 features a seller ticks and their 6 categories
// (packages/domain/src/feature-names.ts), as Indian car ads and brochures say them: the letters
// (ABS, ESP, ADAS, ISOFIX, LED, DRL, AC, USB, IRVM, ORVM, AWD) kept in Latin script, the rest
// written as said (glossary: docs/hindi-glossary.md). Its own chunk, loaded on Hindi pages by the
// sell wizard, the seller's edit form and the comparison; the listing page may load it too.
export const messages: Record<string, string> = {
  // Categories, and the group of names the catalogue no longer knows (features/listing/group-features.ts).
  Other: 'अन्य',
  Safety: 'सुरक्षा',
  'Comfort & Convenience': 'आराम और सुविधा',
  Infotainment: 'इन्फ़ोटेनमेंट',
  Exterior: 'एक्सटीरियर',
  Interior: 'इंटीरियर',
  'Driving & Performance': 'ड्राइविंग और परफ़ॉर्मेंस',

  // Safety.
  ABS: 'ABS',
  Airbags: 'एयरबैग',
  'Side & Curtain Airbags': 'साइड और कर्टन एयरबैग',
  ESP: 'ESP',
  'Hill Hold Assist': 'हिल होल्ड असिस्ट',
  'Rear Parking Sensors': 'रियर पार्किंग सेंसर',
  'Rear Camera': 'रियर कैमरा',
  '360° Camera': '360° कैमरा',
  'ISOFIX Child Seat Mounts': 'ISOFIX चाइल्ड सीट माउंट',
  'Tyre Pressure Monitor': 'टायर प्रेशर मॉनिटर',
  ADAS: 'ADAS',
  'Central Locking': 'सेंट्रल लॉकिंग',
  'Engine Immobiliser': 'इंजन इमोबिलाइज़र',

  // Comfort and convenience.
  'Air Conditioning': 'एयर कंडीशनिंग (AC)',
  'Automatic Climate Control': 'ऑटोमैटिक क्लाइमेट कंट्रोल',
  'Rear AC Vents': 'रियर AC वेंट',
  'Power Steering': 'पावर स्टीयरिंग',
  'Power Windows': 'पावर विंडो',
  'Keyless Entry': 'कीलेस एंट्री',
  'Push Button Start': 'पुश बटन स्टार्ट',
  'Cruise Control': 'क्रूज़ कंट्रोल',
  'Electric Sunroof': 'इलेक्ट्रिक सनरूफ़',
  'Panoramic Sunroof': 'पैनोरमिक सनरूफ़',
  'Ventilated Front Seats': 'वेंटिलेटेड फ़्रंट सीटें',
  'Power Adjustable Driver Seat': 'पावर एडजस्टेबल ड्राइवर सीट',
  'Auto-dimming IRVM': 'ऑटो-डिमिंग IRVM',
  'Cooled Glovebox': 'कूल्ड ग्लवबॉक्स',

  // Infotainment.
  'Touchscreen Infotainment': 'टचस्क्रीन इन्फ़ोटेनमेंट',
  'Apple CarPlay': 'ऐपल कारप्ले',
  'Android Auto': 'एंड्रॉयड ऑटो',
  Bluetooth: 'ब्लूटूथ',
  'Steering Mounted Controls': 'स्टीयरिंग पर लगे कंट्रोल',
  'USB Charging Ports': 'USB चार्जिंग पोर्ट',
  'Wireless Phone Charger': 'वायरलेस फ़ोन चार्जर',
  'Connected Car Tech': 'कनेक्टेड कार टेक',
  'Digital Instrument Cluster': 'डिजिटल इंस्ट्रूमेंट क्लस्टर',
  'Premium Sound System': 'प्रीमियम साउंड सिस्टम',

  // Exterior.
  'Alloy Wheels': 'अलॉय व्हील',
  'LED Headlamps': 'LED हेडलैंप',
  'LED DRLs': 'LED DRL',
  'Projector Headlamps': 'प्रोजेक्टर हेडलैंप',
  'Fog Lamps': 'फ़ॉग लैंप',
  'Roof Rails': 'रूफ़ रेल',
  'Rear Wiper & Defogger': 'रियर वाइपर और डिफ़ॉगर',
  'Electrically Foldable ORVMs': 'बिजली से मुड़ने वाले ORVM',

  // Interior.
  'Leather Upholstery': 'लेदर सीटें',
  'Ambient Lighting': 'एम्बिएंट लाइटिंग',
  'Rear Armrest': 'रियर आर्मरेस्ट',
  'Height Adjustable Driver Seat': 'ऊँचाई एडजस्ट होने वाली ड्राइवर सीट',
  'Tilt & Telescopic Steering': 'टिल्ट और टेलीस्कोपिक स्टीयरिंग',

  // Driving and performance.
  'Paddle Shifters': 'पैडल शिफ़्टर',
  'Drive Modes': 'ड्राइव मोड',
  '4x4 / AWD': '4×4 / AWD',
  'Idle Start-Stop': 'आइडल स्टार्ट-स्टॉप',
  'Turbocharged Engine': 'टर्बोचार्ज्ड इंजन',
};
