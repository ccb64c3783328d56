// The Hindi catalogue of /fair-price (decision 040): the published fair-price method in full, loaded
// with the page's code on Hindi pages (app/router.tsx) and rendered with by the server. The bands'
// names (बहुत अच्छी कीमत … बहुत ज़्यादा कीमत) and fuels are hi.ts's. "Asking price" is माँगी गई
// कीमत, "expected price" अनुमानित कीमत, a band श्रेणी. Format and rules as hi.ts.
export const messages: Record<string, string> = {
  'How we rate prices': 'हम कीमत कैसे आँकते हैं',
  'How the fair-price rating on our listings works: which similar cars we compare, how we adjust for kilometres, owners, year, fuel and gearbox, and the five bands from Great price to Overpriced.':
    'हमारी लिस्टिंग पर कीमत की रेटिंग कैसे काम करती है: हम किन मिलती-जुलती कारों से तुलना करते हैं, किलोमीटर, मालिक, साल, फ़्यूल और गियरबॉक्स के फ़र्क का हिसाब कैसे रखते हैं, और "बहुत अच्छी कीमत" से "बहुत ज़्यादा कीमत" तक की पाँच श्रेणियाँ।',
  'Every approved listing with enough similar cars on sale carries a fair-price rating: {bands}. It compares the asking price with what similar cars on our marketplace are asking, adjusted for the differences between them. Here is exactly how.':
    'जिस मंज़ूर लिस्टिंग जैसी काफ़ी कारें बिक्री पर हों, उस पर कीमत की रेटिंग दिखती है: {bands}। यह रेटिंग कार की माँगी गई कीमत को हमारे बाज़ार में बिक रही मिलती-जुलती कारों की माँगी गई कीमतों से मिलाती है, और उनके आपसी फ़र्क का हिसाब रखती है। पूरा तरीका नीचे है।',

  // 1.
  'Which cars we compare': 'हम किन कारों से तुलना करते हैं',
  'Approved listings of the same model, made up to {years} years before or after the car we rate.':
    'उसी मॉडल की मंज़ूर लिस्टिंग, जो रेट की जा रही कार से ज़्यादा से ज़्यादा {years} साल पहले या बाद में बनी हों।',
  'At least <b>{count} similar cars</b>. With fewer we show no rating at all: a guess from two or three cars would not be fair to the seller or to you.':
    'कम से कम <b>{count} मिलती-जुलती कारें</b>। इससे कम हों तो हम कोई रेटिंग नहीं दिखाते: दो-तीन कारों से लगाया गया अंदाज़ा न सेलर के साथ इंसाफ़ होगा, न आपके साथ।',
  'The listing page says how many cars the rating rests on: "Based on N similar cars, expected ₹x – ₹y".':
    'लिस्टिंग पेज पर लिखा होता है कि रेटिंग कितनी मिलती-जुलती कारों पर टिकी है, और अनुमानित कीमत कितने से कितने तक है।',

  // 2.
  'How we adjust each similar car': 'हर मिलती-जुलती कार की कीमत हम कैसे घटाते-बढ़ाते हैं',
  "Before comparing, we move each similar car's price to what it would ask if it were the car we rate, as a share of its price:":
    'तुलना से पहले हम हर मिलती-जुलती कार की कीमत को उतना घटाते-बढ़ाते हैं, जितनी वह तब माँगती जब वह ठीक रेट की जा रही कार जैसी होती। बदलाव उसकी कीमत के प्रतिशत में होता है:',
  "Adjustments to a similar car's price": 'मिलती-जुलती कार की कीमत में बदलाव',
  'Difference of the rated car': 'रेट की जा रही कार में फ़र्क',
  Adjustment: 'बदलाव',
  'Each 10,000 km more on the odometer': 'मीटर पर हर 10,000 km ज़्यादा',
  'Each previous owner more': 'हर एक मालिक ज़्यादा',
  'Each model year newer': 'मॉडल का हर एक साल नया',
  '{fuel} instead of petrol': 'पेट्रोल की जगह {fuel}',
  'Automatic instead of manual': 'मैनुअल की जगह ऑटोमैटिक',
  'Fewer kilometres, fewer owners or an older year work the other way. The adjustments add up.':
    'कम किलोमीटर, कम मालिक या पुराना साल उल्टा असर डालते हैं। सारे बदलाव आपस में जुड़ते हैं।',
  'Example: we rate a {year} car with {km} km and one owner. A similar {otherYear} car with {otherKm} km and two owners asks {otherPrice}. Ours has 20,000 km less ({kmChange}), one owner fewer ({ownerChange}) and is a year newer ({yearChange}), so that car counts as {adjusted}.':
    'उदाहरण: हम {year} की एक कार रेट कर रहे हैं, जो {km} km चली है और जिसका एक ही मालिक रहा है। {otherYear} की एक मिलती-जुलती कार {otherKm} km चली है, उसके दो मालिक रह चुके हैं और वह {otherPrice} माँग रही है। हमारी कार 20,000 km कम चली है ({kmChange}), उसका एक मालिक कम है ({ownerChange}) और वह एक साल नई है ({yearChange}), इसलिए वह कार {adjusted} की गिनी जाती है।',

  // 3.
  'The expected price and its range': 'अनुमानित कीमत और उसका दायरा',
  'The expected price is the average of the adjusted prices. The range we show, "expected ₹x – ₹y", runs from {low} below to {high} above it (the Fair band), rounded to the nearest ₹1,000.':
    'अनुमानित कीमत, घटाई-बढ़ाई गई कीमतों का औसत है। लिस्टिंग पर दिखने वाला अनुमानित दायरा इससे {low} कम से लेकर {high} ज़्यादा तक होता है (यही "सही कीमत" की श्रेणी है), और उसकी रकमें नज़दीकी ₹1,000 तक राउंड की जाती हैं।',

  // 4.
  'The five bands': 'पाँच श्रेणियाँ',
  'Rating bands by asking price against the expected price': 'अनुमानित कीमत के मुकाबले माँगी गई कीमत के हिसाब से रेटिंग की श्रेणियाँ',
  Rating: 'रेटिंग',
  'Asking price': 'माँगी गई कीमत',
  'at least {pct} below the expected price': 'अनुमानित कीमत से कम से कम {pct} कम',
  'between {from} and {to} below the expected price': 'अनुमानित कीमत से {from} से {to} तक कम',
  'between {from} below and {to} above the expected price': 'अनुमानित कीमत से {from} कम से लेकर {to} ज़्यादा तक',
  'between {from} and {to} above the expected price': 'अनुमानित कीमत से {from} से {to} तक ज़्यादा',
  'more than {pct} above the expected price': 'अनुमानित कीमत से {pct} से ज़्यादा ऊपर',
  'A price exactly on an edge gets the better band.': 'जो कीमत ठीक दो श्रेणियों की सीमा पर हो, उसे बेहतर श्रेणी मिलती है।',

  // 5.
  'What the rating is and is not': 'रेटिंग क्या है और क्या नहीं',
  'It is recomputed as listings are added, repriced, sold or removed, so a rating can change while a car is on sale.':
    'लिस्टिंग जुड़ने, उनकी कीमत बदलने, बिकने या हटने पर रेटिंग दोबारा निकाली जाती है, इसलिए कार के बिक्री पर रहते हुए भी उसकी रेटिंग बदल सकती है।',
  'It compares asking prices, not final sale prices, and it cannot see condition, service history or accident repairs: inspect the car and its papers.':
    'यह माँगी गई कीमतों की तुलना करती है, कार आख़िर में जिस कीमत पर बिकी उसकी नहीं, और यह कार की हालत, सर्विस हिस्ट्री या दुर्घटना के बाद हुई मरम्मत नहीं देख सकती: कार और उसके काग़ज़ात ख़ुद जाँचें।',
  'Sellers cannot buy or change a rating. A price more than {pct} away from the expected price, either way, is also flagged to our review team.':
    'सेलर रेटिंग न ख़रीद सकते हैं, न बदल सकते हैं। जो कीमत अनुमानित कीमत से {pct} से ज़्यादा ऊपर या नीचे हो, उसकी जानकारी हमारी रिव्यू टीम को भी जाती है।',
  'Browse cars with their ratings': 'रेटिंग के साथ कारें देखें',
};
