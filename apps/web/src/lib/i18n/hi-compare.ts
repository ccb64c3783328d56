// The Hindi catalogue of /compare (decision 040): the page, its table's labels and values, loaded
// with the page's code on Hindi pages only (withPageMessages). Feature names are the catalogue's
// (hi-features.ts). The specification labels and conditions say what the listing page says
// (hi-listing-more.ts). Format and rules as hi.ts.
export const messages: Record<string, string> = {
  'Compare cars': 'कारों की तुलना',
  'Compare cars: {cars}': 'कारों की तुलना: {cars}',
  ' vs ': ' बनाम ',
  'Compare used cars side by side: price, EMI, year, kilometres, owners, condition and features.':
    'पुरानी कारों की आमने-सामने तुलना करें: कीमत, EMI, साल, किलोमीटर, मालिक, हालत और फ़ीचर।',
  'Up to three cars side by side. Rows that differ are highlighted.': 'ज़्यादा से ज़्यादा तीन कारें आमने-सामने। जिन बातों में फ़र्क है, वे अलग रंग में दिखती हैं।',
  'No cars to compare yet': 'तुलना के लिए अभी कोई कार नहीं चुनी',
  'Tick “Add to compare” on up to three cars, then press Compare.': 'ज़्यादा से ज़्यादा तीन कारों पर “तुलना में जोड़ें” पर टिक करें, फिर “तुलना” दबाएँ।',
  'Compare the car you chose': 'अपनी चुनी हुई कार देखें',
  'Compare the {count} cars you chose': 'अपनी चुनी हुई {count} कारों की तुलना करें',
  'Browse Cars': 'कारें देखें',
  'Loading cars': 'कारें लोड हो रही हैं',
  'One car is no longer available.': 'एक कार अब उपलब्ध नहीं है।',
  '{count} cars are no longer available.': '{count} कारें अब उपलब्ध नहीं हैं।',
  'Remove it': 'उसे हटाएँ',
  'Remove them': 'उन्हें हटाएँ',

  // The table.
  'Show only differences': 'सिर्फ़ फ़र्क वाली बातें दिखाएँ',
  'Swipe sideways to see all {count} cars →': 'सभी {count} कारें देखने के लिए बगल में स्वाइप करें →',
  'Comparison of {cars}': '{cars} की तुलना',
  'Remove {name} from comparison': '{name} को तुलना से हटाएँ',
  'Lowest price': 'सबसे कम कीमत',
  'Lowest km': 'सबसे कम चली',
  ' (differs)': ' (अलग है)',
  Features: 'फ़ीचर',
  Yes: 'हाँ',
  'Not listed': 'नहीं बताया गया',

  // Its rows (as on the listing page).
  Price: 'कीमत',
  'EMI from': 'शुरुआती EMI',
  '{price}/month': '{price}/महीना',
  Year: 'साल',
  'Kilometers Driven': 'चली हुई दूरी',
  'Fuel Type': 'फ़्यूल',
  Transmission: 'गियरबॉक्स',
  Owners: 'मालिक',
  'Body Type': 'बॉडी टाइप',
  Variant: 'वैरिएंट',
  'Exterior Condition': 'बाहर की हालत',
  'Interior Condition': 'अंदर की हालत',
  'Engine Condition': 'इंजन की हालत',
  'Accident History': 'दुर्घटना का इतिहास',
  City: 'शहर',
  Excellent: 'बहुत अच्छी',
  Good: 'अच्छी',
  Fair: 'ठीक-ठाक',
  Poor: 'ख़राब',
  None: 'कोई नहीं',
  Minor: 'मामूली',
  Major: 'बड़ी',
};
