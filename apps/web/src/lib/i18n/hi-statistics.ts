// A listing's statistics in Hindi (/hi/seller/listings/{id}/statistics; decision 040): the charts,
// their table and summaries, the price among similar cars and the advice (worded again from its
// kind and figures: advice-text.ts). Its own chunk, loaded with the page.
export const messages: Record<string, string> = {
  'My Car Listings': 'मेरी कार लिस्टिंग',
  'Listing statistics': 'लिस्टिंग के आँकड़े',
  'Loading statistics': 'आँकड़े लोड हो रहे हैं',
  'Could not load the statistics.': 'आँकड़े लोड नहीं हो सके।',
  'Car listing not found': 'कार लिस्टिंग नहीं मिली',
  'Please login to access your dashboard': 'अपना डैशबोर्ड देखने के लिए लॉग इन करें',
  'Not on the market yet': 'अभी बिक्री पर नहीं',
  'On the market since today': 'आज से बिक्री पर',
  'On the market for 1 day': '1 दिन से बिक्री पर',
  'On the market for {count} days': '{count} दिन से बिक्री पर',
  '1 view in all': 'कुल 1 व्यू',
  '{count} views in all': 'कुल {count} व्यू',

  // The charts.
  'The last 30 days': 'पिछले 30 दिन',
  Views: 'व्यू',
  'Search appearances': 'सर्च में दिखी',
  Inquiries: 'पूछताछ',
  Shortlists: 'शॉर्टलिस्ट',
  '{title}: none in the last {days} days': '{title}: पिछले {days} दिनों में एक भी नहीं',
  '{title}: {total} in the last {days} days, most on {day} ({best})': '{title}: पिछले {days} दिनों में {total}, सबसे ज़्यादा {day} को ({best})',
  'max {count} a day': 'एक दिन में ज़्यादा से ज़्यादा {count}',
  'Show as table': 'टेबल में देखें',
  '{title} per day': 'हर दिन के {title}',
  Day: 'दिन',

  // The price among similar cars.
  'Your price among similar cars': 'मिलती-जुलती कारों में आपकी कीमत',
  'the same as the middle of similar cars': 'मिलती-जुलती कारों के बीच वाली कीमत के बराबर',
  '{percent}% above the middle of similar cars': 'मिलती-जुलती कारों की बीच वाली कीमत से {percent}% ज़्यादा',
  '{percent}% below the middle of similar cars': 'मिलती-जुलती कारों की बीच वाली कीमत से {percent}% कम',
  'Too few similar cars are on sale to compare your price with ({count} of the same model within two years).':
    'आपकी कीमत से तुलना के लिए बिक्री पर बहुत कम मिलती-जुलती कारें हैं (दो साल के अंदर के इसी मॉडल की {count})।',
  'Your price {price} among {count} similar cars from {from} to {to}; the middle is {middle}, yours is {difference}.':
    '{from} से {to} तक की {count} मिलती-जुलती कारों में आपकी कीमत {price}; बीच वाली कीमत {middle} है, आपकी {difference} है।',
  'Your price {price} among {count} similar cars from {from} to {to}; the middle is {middle}.':
    '{from} से {to} तक की {count} मिलती-जुलती कारों में आपकी कीमत {price}; बीच वाली कीमत {middle} है।',
  'Your price {price} is {difference} ({count} of the same model within two years).':
    'आपकी कीमत {price} {difference} है (दो साल के अंदर के इसी मॉडल की {count} कारें)।',
  'middle {price}': 'बीच {price}',
  'Buyers see: {rating}.': 'ख़रीदारों को दिखता है: {rating}।',

  // The advice.
  'What could help': 'क्या मदद कर सकता है',
  'Nothing to change: your listing is doing what similar ones do.': 'कुछ बदलने की ज़रूरत नहीं: आपकी लिस्टिंग मिलती-जुलती लिस्टिंग जितना ही अच्छा कर रही है।',
  'the middle of {count} similar cars is {price}': '{count} मिलती-जुलती कारों की बीच वाली कीमत {price} है',
  'Buyers cannot see this listing now, so it gets no new views or inquiries. Figures grow again once it is approved and public.':
    'ख़रीदार अभी यह लिस्टिंग नहीं देख सकते, इसलिए नए व्यू या पूछताछ नहीं आ रहे। मंज़ूर होकर सबको दिखने पर आँकड़े फिर बढ़ेंगे।',
  'Priced {percent}% above similar cars ({based}). Buyers compare: a price nearer the middle brings more calls.':
    'कीमत मिलती-जुलती कारों से {percent}% ज़्यादा है ({based})। ख़रीदार तुलना करते हैं: बीच के क़रीब की कीमत पर ज़्यादा कॉल आते हैं।',
  'Priced {percent}% below similar cars ({based}). It should sell fast; make sure the price is what you want.':
    'कीमत मिलती-जुलती कारों से {percent}% कम है ({based})। कार जल्दी बिकनी चाहिए; पक्का कर लें कि आप यही कीमत चाहते हैं।',
  'Priced in line with similar cars ({based}).': 'कीमत मिलती-जुलती कारों जितनी ही है ({based})।',
  'Listings with {advised} or more photos get more inquiries: you have {count}. Add the front, back, both sides, the dashboard, the seats, the boot and the engine.':
    '{advised} या ज़्यादा फ़ोटो वाली लिस्टिंग पर ज़्यादा पूछताछ आती है: आपकी में {count} हैं। आगे, पीछे, दोनों साइड, डैशबोर्ड, सीटें, डिक्की और इंजन की फ़ोटो जोड़ें।',
  '{count} visitors opened it in 30 days and nobody asked about it. A fairer price or more photos usually change that.':
    '30 दिनों में {count} लोगों ने इसे खोला और किसी ने पूछताछ नहीं की। सही कीमत या ज़्यादा फ़ोटो से अक्सर यह बदल जाता है।',
  'It was shown in {appearances} search results but opened {views} times. The cover photo and the price are what buyers see in the results.':
    'यह {appearances} सर्च नतीजों में दिखी, पर {views} बार खोली गई। नतीजों में ख़रीदार कवर फ़ोटो और कीमत ही देखते हैं।',
};
