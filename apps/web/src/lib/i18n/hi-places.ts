// The Hindi of the pages of a place (issue 25): a city's, a brand's and a city-brand's landing pages
// and a dealer's page. Loaded with their code; a server-rendered Hindi page brings it in its
// markup (decisions 042, 043). The headings say what the footer's links say (hi-footer.ts).
// Spellings: docs/hindi-glossary.md.
export const messages: Record<string, string> = {
  // Landing pages: headings, summary and description (landing-text.ts).
  'Used cars in {city}': '{city} में पुरानी कारें',
  'Used {brand} cars': 'पुरानी {brand} कारें',
  'Used {brand} cars in {city}': '{city} में पुरानी {brand} कारें',
  'No used cars are listed in {city} right now.': 'अभी {city} में कोई पुरानी कार लिस्टेड नहीं है।',
  'No used {brand} cars are listed in {city} right now.': 'अभी {city} में कोई पुरानी {brand} कार लिस्टेड नहीं है।',
  'No used {brand} cars are listed across India right now.': 'अभी पूरे भारत में कोई पुरानी {brand} कार लिस्टेड नहीं है।',
  '{count} used car is listed in {city}, {priced}.': '{city} में {count} पुरानी कार लिस्टेड है, {priced}।',
  '{count} used cars are listed in {city}, {priced}.': '{city} में {count} पुरानी कारें लिस्टेड हैं, {priced}।',
  '{count} used {brand} car is listed in {city}, {priced}.': '{city} में {count} पुरानी {brand} कार लिस्टेड है, {priced}।',
  '{count} used {brand} cars are listed in {city}, {priced}.': '{city} में {count} पुरानी {brand} कारें लिस्टेड हैं, {priced}।',
  '{count} used {brand} car is listed across India, {priced}.': 'पूरे भारत में {count} पुरानी {brand} कार लिस्टेड है, {priced}।',
  '{count} used {brand} cars are listed across India, {priced}.': 'पूरे भारत में {count} पुरानी {brand} कारें लिस्टेड हैं, {priced}।',
  'priced at {price}': 'कीमत {price}',
  'priced from {min} to {max}': 'कीमत {min} से {max} तक',
  ' The most listed model is {models}.': ' सबसे ज़्यादा लिस्टेड मॉडल {models} है।',
  ' The most listed models are {models}.': ' सबसे ज़्यादा लिस्टेड मॉडल {models} हैं।',
  '{names} and {last}': '{names} और {last}',
  '{heading} for sale: {summary} Verified listings with photos, prices and EMI.': 'बिक्री के लिए {heading}: {summary} फ़ोटो, कीमत और EMI के साथ जाँची हुई लिस्टिंग।',
  // The landing page itself (its count as /buy says it).
  '1 car available': '1 कार उपलब्ध',
  '{total} cars available': '{total} कारें उपलब्ध',
  Cars: 'कारें',
  'View all {count} cars': 'सभी {count} कारें देखें',
  'Other brands in {city}': '{city} में दूसरे ब्रांड',
  'Brands in {city}': '{city} में ब्रांड',
  '{brand} cars in other cities': 'दूसरे शहरों में {brand} कारें',
  '{brand} cars by city': 'शहर के हिसाब से {brand} कारें',
  'Loading cars': 'कारें लोड हो रही हैं',
  'Browse Cars': 'कारें देखें',
  'Failed to load cars. Please try again.': 'कारें लोड नहीं हो सकीं। कृपया फिर कोशिश करें।',

  // A landing page with no cars (landing-empty.tsx).
  'No cars here yet': 'यहाँ अभी कोई कार नहीं',
  'Tell me when one is listed': 'कार लिस्ट होते ही बताएँ',
  'Cities with cars': 'जिन शहरों में कारें हैं',
  'Browse all cars': 'सभी कारें देखें',
  'No cars are for sale in {city} right now. We can tell you as soon as one is listed.': 'अभी {city} में कोई कार बिक्री के लिए नहीं है। कार लिस्ट होते ही हम आपको बता सकते हैं।',
  'No {brand} cars are for sale in {city} right now. We can tell you as soon as one is listed.': 'अभी {city} में कोई {brand} कार बिक्री के लिए नहीं है। कार लिस्ट होते ही हम आपको बता सकते हैं।',
  'No {brand} cars are for sale right now. We can tell you as soon as one is listed.': 'अभी कोई {brand} कार बिक्री के लिए नहीं है। कार लिस्ट होते ही हम आपको बता सकते हैं।',

  // A dealer's page (dealer-page.tsx, dealer-text.ts).
  '{name}, used car dealer in {city}': '{name}, {city} में पुरानी कारों के डीलर',
  '{name} in {city}: 1 approved used car for sale. Visit at {address}.': '{city} में {name}: बिक्री के लिए 1 मंज़ूर पुरानी कार। पता: {address}।',
  '{name} in {city}: {count} approved used cars for sale. Visit at {address}.': '{city} में {name}: बिक्री के लिए {count} मंज़ूर पुरानी कारें। पता: {address}।',
  'Used car dealer in {city}': '{city} में पुरानी कारों के डीलर',
  '{name} logo': '{name} का लोगो',
  Address: 'पता',
  'Opening hours': 'खुलने का समय',
  'Cars from {name}': '{name} की कारें',
  'No cars for sale right now. Please check again soon.': 'अभी बिक्री के लिए कोई कार नहीं है। कृपया जल्द फिर देखें।',
  'Loading dealer': 'डीलर लोड हो रहा है',
  'Failed to load this dealer. Please try again.': 'यह डीलर लोड नहीं हो सका। कृपया फिर कोशिश करें।',
};
