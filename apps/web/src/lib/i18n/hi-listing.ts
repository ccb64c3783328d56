// The Hindi catalogue of the listing page's first view (decision 040): loaded on Hindi listing
// pages only. The specifications and the Contact Seller and EMI dialogs are in hi-listing-more.ts,
// loaded with their code: the Hindi listing page had 0.9 KB of its 90 KB left. Format and rules
// as hi.ts.
export const messages: Record<string, string> = {
  'Loading car details': 'कार की जानकारी लोड हो रही है',
  'Browse Other Cars': 'दूसरी कारें देखें',
  Breadcrumb: 'आप यहाँ हैं',
  'Watch on YouTube': 'YouTube पर देखें',
  ' (opens in a new tab)': ' (नए टैब में खुलेगा)',
  'Key facts': 'मुख्य बातें',
  Share: 'शेयर करें',
  'Contact Seller': 'सेलर से संपर्क करें',
  'Contact the seller': 'सेलर से संपर्क',
  'Call Now': 'अभी कॉल करें',
  'Calculate EMI': 'EMI निकालें',
  'Listed {ago}': '{ago} लिस्ट हुई',
  'Listed just now': 'अभी-अभी लिस्ट हुई',
  '1 view': '1 बार देखी गई',
  '{count} views': '{count} बार देखी गई',
};
