// The in-app notifications' Hindi (/hi/dashboard: the notifications tab and the overview's
// activity; issue 25): the API writes them in English (packages/domain/src/notification-texts.ts),
// and the page reads them back by their pattern (lib/i18n/server-text.ts), the values kept as
// written. Loaded with the account dashboard only. The visit texts share their Hindi with the visit
// e-mails (@gaadi/domain/visit-texts-hindi). Spellings: docs/hindi-glossary.md.
import { VISIT_TEXTS_HINDI } from '@gaadi/domain/visit-texts-hindi';

export const messages: Record<string, string> = {
  // A seller's listing.
  'Listing approved': 'लिस्टिंग को मंज़ूरी मिली',
  'Your {title} is approved and now visible to buyers.': 'आपकी {title} को मंज़ूरी मिल गई है और अब यह ख़रीदारों को दिख रही है।',
  'Listing rejected': 'लिस्टिंग को मंज़ूरी नहीं मिली',
  'Your {title} was not approved. Reason: {reason}': 'आपकी {title} को मंज़ूरी नहीं मिली। कारण: {reason}',
  'Listing marked as sold': 'लिस्टिंग बिकी हुई बताई गई',
  'Your {title} is marked as sold.': 'आपकी {title} बिकी हुई बता दी गई है।',
  'Changes requested': 'बदलाव माँगे गए',
  'Please update your {title}: {reason}': 'कृपया अपनी {title} में बदलाव करें: {reason}',
  'Please update your {title}.': 'कृपया अपनी {title} में बदलाव करें।',

  // Inquiries.
  'New inquiry': 'नई पूछताछ',
  '{buyer} asked about your {car}': '{buyer} ने आपकी {car} के बारे में पूछा है',
  'Seller responded': 'सेलर ने जवाब दिया',
  'The seller replied to your inquiry about the {car}': 'सेलर ने {car} के बारे में आपकी पूछताछ का जवाब दिया है',

  // Saved-search alerts, digests and price drops.
  'New match for "{search}"': '"{search}" के लिए नई कार',
  '{car} in {city} at {price} matches your saved search "{search}".': '{city} में {car}, {price} में, आपकी सेव की गई खोज "{search}" से मेल खाती है।',
  'Price drop matches "{search}"': 'कीमत घटी: अब "{search}" से मेल खाती है',
  '{car} is now {price} and matches your saved search "{search}".': '{car} अब {price} की है और आपकी सेव की गई खोज "{search}" से मेल खाती है।',
  'Price drop on your shortlist': 'आपकी शॉर्टलिस्ट में कीमत घटी',
  '{car} is now {price} (was {oldPrice}).': '{car} अब {price} की है (पहले {oldPrice} थी)।',
  '{count} new match for your saved searches': 'आपकी सेव की गई खोजों से {count} नई कार मेल खाती है',
  '{count} new matches for your saved searches': 'आपकी सेव की गई खोजों से {count} नई कारें मेल खाती हैं',

  // A visit's news and its reminder, as the e-mails say them.
  ...VISIT_TEXTS_HINDI,
  '{who} asked to see the {car} on {when}.': '{who} ने {when} को {car} देखने का समय माँगा।',
  '{who} asked to see the {car} on {when}: {reason}': '{who} ने {when} को {car} देखने का समय माँगा: {reason}',
  '{who} proposed {when} to see the {car}.': '{who} ने {car} देखने के लिए {when} का समय सुझाया।',
  '{who} proposed {when} to see the {car}: {reason}': '{who} ने {car} देखने के लिए {when} का समय सुझाया: {reason}',
  '{who} confirmed the visit to see the {car} on {when}.': '{who} ने {when} को {car} देखने की विज़िट पक्की की।',
  '{who} confirmed the visit to see the {car} on {when}: {reason}': '{who} ने {when} को {car} देखने की विज़िट पक्की की: {reason}',
  '{who} declined the visit to see the {car} on {when}.': '{who} ने {when} को {car} देखने की विज़िट मना की।',
  '{who} declined the visit to see the {car} on {when}: {reason}': '{who} ने {when} को {car} देखने की विज़िट मना की: {reason}',
  '{who} cancelled the visit to see the {car} on {when}.': '{who} ने {when} को {car} देखने की विज़िट रद्द की।',
  '{who} cancelled the visit to see the {car} on {when}: {reason}': '{who} ने {when} को {car} देखने की विज़िट रद्द की: {reason}',
  '{who} asked to move the visit to see the {car} to {when}.': '{who} ने {car} देखने की विज़िट {when} पर करने को कहा।',
  '{who} asked to move the visit to see the {car} to {when}: {reason}': '{who} ने {car} देखने की विज़िट {when} पर करने को कहा: {reason}',

  // A warning after a report (the GaadiBazaar team's).
  'A warning from the GaadiBazaar team': 'GaadiBazaar टीम की ओर से चेतावनी',
  'A conversation you took part in was reported and reviewed. Please follow our safety rules: no advance payments, no abuse, no spam. Repeated reports suspend an account.':
    'आपकी एक बातचीत की रिपोर्ट हुई और उसकी जाँच की गई। कृपया हमारे सुरक्षा नियम मानें: पहले से कोई पैसा नहीं, कोई गाली-गलौज नहीं, कोई स्पैम नहीं। बार-बार रिपोर्ट होने पर अकाउंट रोक दिया जाता है।',
};
