// The Hindi catalogue of the footer's own texts (decision 040): the footer is deferred (its code
// loads when it comes near the viewport), and its Hindi comes with it (withMessages in i18n.ts),
// so that no Hindi page's first JavaScript carries it. The texts it shares with the shell stay in
// hi.ts; the ones it shares with the home page are in hi-home.ts too. Format and rules as hi.ts.
export const messages: Record<string, string> = {
  "What's my car worth?": 'मेरी कार कितने की है?',
  'Cars by City': 'शहर के हिसाब से कारें',
  'Used cars in {city}': '{city} में पुरानी कारें',
  'Used {brand} cars': 'पुरानी {brand} कारें',
  'Used {brand} cars in {city}': '{city} में पुरानी {brand} कारें',
  'Quick links': 'ज़रूरी लिंक',
  'Quick Links': 'ज़रूरी लिंक',
  'Cars by Brand': 'ब्रांड के हिसाब से कारें',
  Contact: 'संपर्क',
  'Email:': 'ईमेल:',
  'Phone:': 'फ़ोन:',
  '© {year} {brand}. All rights reserved.': '© {year} {brand}. सर्वाधिकार सुरक्षित।',
  'Privacy Policy': 'प्राइवेसी पॉलिसी',
  'Terms of Service': 'सेवा की शर्तें',
};
