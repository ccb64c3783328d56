// The Hindi of /hi/car-valuation (issue 25): the form, the range and its notes. Loaded with the
// page's code; a server-rendered Hindi page brings it in its markup (decisions 042, 043). The
// words of the form say what the sell form's say (hi-sell.ts). The API's own sentences (how many
// cars the range rests on, what moved it) come in Hindi from the API itself (lang=hi, its
// platform/i18n/hindi.ts). Spellings: docs/hindi-glossary.md.
export const messages: Record<string, string> = {
  "What's my car worth?": 'मेरी कार कितने की है?',
  'Car valuation': 'कार की कीमत',
  'A free, indicative price range for your used car from similar cars listed on our site, adjusted for kilometres, owners, year, fuel and gearbox. No sign-in needed.':
    'हमारी साइट पर लिस्टेड मिलती-जुलती कारों से आपकी पुरानी कार की मुफ़्त, अनुमानित कीमत-रेंज, km, मालिकों, साल, फ़्यूल और गियरबॉक्स के हिसाब से बदली हुई। लॉग इन की ज़रूरत नहीं।',
  'A free price range from similar cars listed with us, adjusted to your car by our {link}. No sign-in needed.':
    'हमारे यहाँ लिस्टेड मिलती-जुलती कारों से एक मुफ़्त कीमत-रेंज, जिसे हमारे {link} से आपकी कार के हिसाब से बदला जाता है। लॉग इन की ज़रूरत नहीं।',
  'published fair-price method': 'सार्वजनिक सही-कीमत तरीके',
  'Could not value this car. Please check the answers and try again.': 'इस कार की कीमत नहीं निकल सकी। कृपया जवाब जाँचकर फिर कोशिश करें।',
  'Checking similar cars…': 'ऐसी ही कारें देखी जा रही हैं…',
  Brand: 'ब्रांड',
  'Select brand': 'ब्रांड चुनें',
  Model: 'मॉडल',
  'Select model': 'मॉडल चुनें',
  'Select a brand first': 'पहले ब्रांड चुनें',
  Year: 'साल',
  'Select year': 'साल चुनें',
  'Kilometres driven': 'चली हुई दूरी (km)',
  'e.g. {km}': 'जैसे {km}',
  Fuel: 'फ़्यूल',
  'Select fuel': 'फ़्यूल चुनें',
  Transmission: 'गियरबॉक्स',
  'Select transmission': 'गियरबॉक्स चुनें',
  Owners: 'मालिक',
  City: 'शहर',
  'Any city': 'कोई भी शहर',
  "Get my car's value": 'मेरी कार की कीमत बताएँ',
  Indicative: 'अनुमानित',
  Low: 'कम',
  Typical: 'आम',
  High: 'ज़्यादा',
  'What moved the figure': 'कीमत किन बातों से बदली',
  'The compared cars average {price} as listed; each is adjusted to your car:': 'जिन कारों से तुलना की गई, उनकी लिस्टेड कीमत का औसत {price} है; हर कार को आपकी कार के हिसाब से बदला गया:',
  Kilometres: 'km',
  Gearbox: 'गियरबॉक्स',
  'Some of the cars compared': 'तुलना की गई कुछ कारें',
  'Indicative only: an estimate from asking prices of listed cars, not an offer to buy. Condition, service history and accidents are not counted; a buyer will look at them.':
    'सिर्फ़ अनुमान: लिस्टेड कारों की माँगी गई कीमतों से निकला अंदाज़ा, ख़रीदने का ऑफ़र नहीं। हालत, सर्विस हिस्ट्री और एक्सीडेंट इसमें नहीं गिने गए; ख़रीदार इन्हें ज़रूर देखेगा।',
  'Sell this car': 'यह कार बेचें',
};
