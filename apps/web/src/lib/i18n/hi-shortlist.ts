// The Hindi catalogue of /shortlist (decision 040): loaded with the page's code on Hindi pages only
// (withPageMessages). The cars' cards are hi.ts's; the pages below the list say what /buy's do.
// Format and rules as hi.ts.
export const messages: Record<string, string> = {
  'My shortlist': 'मेरी शॉर्टलिस्ट',
  '1 car shortlisted, newest first': '1 कार शॉर्टलिस्ट की गई, सबसे नई ऊपर',
  '{total} cars shortlisted, newest first': '{total} कारें शॉर्टलिस्ट की गईं, सबसे नई ऊपर',
  'Cars you shortlisted with the heart': 'दिल का निशान दबाकर शॉर्टलिस्ट की गई आपकी कारें',
  'Loading shortlist': 'शॉर्टलिस्ट लोड हो रही है',
  'Could not load your shortlist. {error}': 'आपकी शॉर्टलिस्ट लोड नहीं हो सकी। {error}',
  'No shortlisted cars yet': 'अभी कोई कार शॉर्टलिस्ट नहीं की',
  'Press the heart on a car to keep it here.': 'किसी कार पर दिल का निशान दबाएँ, वह यहाँ सेव हो जाएगी।',
  'Browse Cars': 'कारें देखें',
  'Remove from shortlist': 'शॉर्टलिस्ट से हटाएँ',
  'Remove from shortlist: {name}': 'शॉर्टलिस्ट से हटाएँ: {name}',
  'Price dropped {price} since you shortlisted': 'शॉर्टलिस्ट करने के बाद कीमत {price} घटी',
  Pagination: 'पेज',
  Previous: 'पिछला',
  Next: 'अगला',
  'Page {page} of {totalPages}': '{totalPages} में से पेज {page}',
  // The sign-in gate's toast, signed out.
};
