// The Hindi of the e-mails and SMS (issue 25, decision 040), keyed by their English text. Spellings
// and the English words kept ("EMI", "OTP", "RC", "km") follow docs/hindi-glossary.md, as on the web.
import { VISIT_TEXTS_HINDI } from '@gaadi/domain/visit-texts-hindi';
export const HINDI: Record<string, string> = {
  // Every mail's greeting.
  'Hello {name},': 'नमस्ते {name},',
  'Hello,': 'नमस्ते,',

  // The login code (e-mail and SMS).
  'Your {brand} login code': 'आपका {brand} लॉग इन कोड',
  'Your {brand} login code is': 'आपका {brand} लॉग इन कोड है',
  'Your {brand} login code is {code}. It is valid for {minutes} minutes.': 'आपका {brand} लॉग इन कोड {code} है। यह {minutes} मिनट तक मान्य है।',
  'If you did not ask for it, ignore this e-mail.': 'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें।',
  'It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.': 'यह {minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें।',
  '{code} is your {brand} login code. It is valid for {minutes} minutes.': '{code} आपका {brand} लॉग इन कोड है। यह {minutes} मिनट तक मान्य है।',

  // A seller's listing: submitted, approved, rejected.
  'Your listing "{title}" was submitted for review': 'आपकी लिस्टिंग "{title}" जाँच के लिए भेज दी गई है',
  'Thank you for listing your {title}. It has been submitted for review.': 'अपनी {title} लिस्ट करने के लिए धन्यवाद। यह जाँच के लिए भेज दी गई है।',
  'Our team reviews new listings within {time}. We will write to you as soon as it is approved, and then an inspection is scheduled.':
    'हमारी टीम नई लिस्टिंग {time} में जाँचती है। मंज़ूरी मिलते ही हम आपको लिखेंगे, और फिर इंस्पेक्शन तय किया जाएगा।',
  '24-48 hours': '24-48 घंटे',
  'View your listings': 'अपनी लिस्टिंग देखें',
  'Your listing "{title}" is live': 'आपकी लिस्टिंग "{title}" अब लाइव है',
  'Good news: your {title} has been approved and is now visible to buyers.': 'अच्छी ख़बर: आपकी {title} को मंज़ूरी मिल गई है और अब यह ख़रीदारों को दिख रही है।',
  'Buyers can contact you from the listing page. You will find their inquiries in your dashboard.':
    'ख़रीदार लिस्टिंग पेज से आपसे संपर्क कर सकते हैं। उनकी पूछताछ आपको अपने डैशबोर्ड में मिलेगी।',
  'See your listing': 'अपनी लिस्टिंग देखें',
  'Your listing "{title}" was not approved': 'आपकी लिस्टिंग "{title}" को मंज़ूरी नहीं मिली',
  'We reviewed your {title} and could not approve it.': 'हमने आपकी {title} की जाँच की, पर इसे मंज़ूरी नहीं दे सके।',
  'Reason: {reason}': 'कारण: {reason}',
  'You can edit the listing from your dashboard; an edited listing is reviewed again.': 'आप अपने डैशबोर्ड से लिस्टिंग बदल सकते हैं; बदली हुई लिस्टिंग की फिर से जाँच होती है।',
  'Edit your listing': 'अपनी लिस्टिंग बदलें',

  // Saved-search alerts and price drops.
  'New match for "{search}": {car}': '"{search}" के लिए नई कार: {car}',
  'The price of {car} dropped to {price}, and it now matches your saved search "{search}".':
    '{car} की कीमत घटकर {price} हो गई है, और अब यह आपकी सेव की गई खोज "{search}" से मेल खाती है।',
  'A new car matches your saved search "{search}": {car} in {city} at {price}.': 'आपकी सेव की गई खोज "{search}" से एक नई कार मेल खाती है: {city} में {car}, {price} में।',
  'To stop alerts for "{search}", open {url}': '"{search}" के अलर्ट बंद करने के लिए यह खोलें: {url}',
  'See the car': 'कार देखें',
  'Your daily saved-search digest: {count} new match': 'सेव की गई खोजों का आज का सार: {count} नई कार',
  'Your daily saved-search digest: {count} new matches': 'सेव की गई खोजों का आज का सार: {count} नई कारें',
  'Your weekly saved-search digest: {count} new match': 'सेव की गई खोजों का हफ़्ते का सार: {count} नई कार',
  'Your weekly saved-search digest: {count} new matches': 'सेव की गई खोजों का हफ़्ते का सार: {count} नई कारें',
  'Browse cars': 'कारें देखें',
  'Price drop: {car} is now {price}': 'कीमत घटी: {car} अब {price} की है',
  'Good news: {car} from your shortlist is now {price} (was {oldPrice}).': 'अच्छी ख़बर: आपकी शॉर्टलिस्ट की {car} अब {price} की है (पहले {oldPrice} थी)।',
  'To stop price-drop e-mails, open {url}': 'कीमत घटने के ई-मेल बंद करने के लिए यह खोलें: {url}',

  // Unread messages of a conversation.
  '{from} wrote about the {car}': '{from} ने {car} के बारे में लिखा है',
  'You have an unread message about the {car}:': '{car} के बारे में आपका एक संदेश बिना पढ़ा है:',
  'You have {count} unread messages about the {car}:': '{car} के बारे में आपके {count} संदेश बिना पढ़े हैं:',
  '…and {count} more.': '…और {count} संदेश।',
  'Sign in with this e-mail address to read the conversation and reply.': 'बातचीत पढ़ने और जवाब देने के लिए इसी ई-मेल पते से लॉग इन करें।',
  'Never pay before you have seen the car and its papers.': 'कार और उसके काग़ज़ात देखने से पहले कभी पैसे न दें।',
  'Read and reply': 'पढ़ें और जवाब दें',

  // A visit's news and its reminder (the in-app notifications' texts too: the web app shows them in Hindi).
  ...VISIT_TEXTS_HINDI,
  '{who} asked to see the {car} on {when}': '{who} ने {when} को {car} देखने का समय माँगा',
  '{who} proposed {when} to see the {car}': '{who} ने {car} देखने के लिए {when} का समय सुझाया',
  '{who} confirmed the visit to see the {car} on {when}': '{who} ने {when} को {car} देखने की विज़िट पक्की की',
  '{who} declined the visit to see the {car} on {when}': '{who} ने {when} को {car} देखने की विज़िट मना की',
  '{who} cancelled the visit to see the {car} on {when}': '{who} ने {when} को {car} देखने की विज़िट रद्द की',
  '{who} asked to move the visit to see the {car} to {when}': '{who} ने {car} देखने की विज़िट {when} पर करने को कहा',
  '{line}.': '{line}।',
  'Place: {place}': 'जगह: {place}',
  'Note: {note}': 'नोट: {note}',
  'The visit is attached as a calendar file: open it to add it to your calendar.': 'विज़िट कैलेंडर फ़ाइल के रूप में साथ में है: इसे अपने कैलेंडर में जोड़ने के लिए खोलें।',
  'Meet in a safe public place, check the RC and insurance, and never share an OTP or pay in advance.':
    'किसी सुरक्षित सार्वजनिक जगह पर मिलें, RC और इंश्योरेंस जाँचें, और कभी OTP न बताएँ, न पहले से पैसे दें।',
  'Open the conversation': 'बातचीत खोलें',

  // What's my car worth (valuation/value-car.ts): the range's basis and what moved it.
  '1 listed car': '1 लिस्टेड कार',
  '{count} listed cars': '{count} लिस्टेड कारें',
  'Based on {cars}: {name} from {from} to {to}.': 'आधार: {cars}, {from} से {to} तक की {name}।',
  '{fewer}, so we widened to {years} years either side: based on {cars} ({name}, {from} to {to}). Less precise.':
    '{fewer}, इसलिए हमने दोनों ओर {years} साल तक देखा। आधार: {cars} ({name}, {from} से {to})। कम सटीक।',
  '{fewer}, so we compared other {brand} models from {from} to {to}: based on {cars}. A rough guide only.':
    '{fewer}, इसलिए हमने {from} से {to} तक के {brand} के दूसरे मॉडल से तुलना की। आधार: {cars}। सिर्फ़ मोटा अंदाज़ा।',
  'Only {cars} of the {name} within {window} years of {year}': '{year} के {window} साल के अंदर {name} की सिर्फ़ {cars}',
  'No listed {name} yet': 'अभी कोई {name} लिस्टेड नहीं',
  '{fewer}, and too few {brand} cars of those years to compare with: we cannot give a fair estimate yet (we need at least {min}).':
    '{fewer}, और उन सालों की {brand} कारें तुलना के लिए बहुत कम हैं: हम अभी सही अंदाज़ा नहीं दे सकते (कम से कम {min} चाहिए)।',
  '{km} against about {average} on the compared cars': '{km}, जबकि तुलना वाली कारों पर लगभग {average}',
  'A {year} car against compared cars from {average} on average': '{year} की कार, जबकि तुलना वाली कारें औसतन {average} की',
  '{owner} against {average} owners on average': '{owner}, जबकि तुलना वाली कारों के औसतन {average} मालिक',
  'Owners not given, so not adjusted': 'मालिक नहीं बताए गए, इसलिए इनका हिसाब नहीं लगाया',
  'Fuel not given, so not adjusted': 'फ़्यूल नहीं बताया गया, इसलिए इसका हिसाब नहीं लगाया',
  'Gearbox not given, so not adjusted': 'गियरबॉक्स नहीं बताया गया, इसलिए इसका हिसाब नहीं लगाया',
  '{what} against compared cars that are {mix}': '{what}, जबकि तुलना वाली कारें {mix}',
  'all {what}': 'सभी {what}',
  '{percent}% {what}': '{percent}% {what}',
  Petrol: 'पेट्रोल',
  petrol: 'पेट्रोल',
  Diesel: 'डीज़ल',
  diesel: 'डीज़ल',
  CNG: 'CNG',
  Electric: 'इलेक्ट्रिक',
  electric: 'इलेक्ट्रिक',
  Manual: 'मैनुअल',
  manual: 'मैनुअल',
  Automatic: 'ऑटोमैटिक',
  automatic: 'ऑटोमैटिक',
  '1st owner': 'पहला मालिक',
  '2nd owner': 'दूसरा मालिक',
  '3rd owner': 'तीसरा मालिक',
  '4th+ owner': 'चौथा या ज़्यादा मालिक',

  // A visit's calendar file (visits/visit-calendar.ts), for the calendar link and the visit e-mails.
  'See the {car}': '{car} देखने की विज़िट',
  'Visit with the seller, {name} ({brand}).': 'सेलर {name} के साथ विज़िट ({brand})।',
  'Visit with the buyer, {name} ({brand}).': 'ख़रीदार {name} के साथ विज़िट ({brand})।',
};
