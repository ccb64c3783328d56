// The signed-in header's Hindi (issue 25): the account menu and the Messages and Notifications
// links with their unread counts. Its own chunk, loaded with those parts (app/navbar.tsx), which only
// a signed-in visitor downloads. The logout texts say what the dashboard's say (hi-dashboard.ts).
// Spellings: docs/hindi-glossary.md.
export const messages: Record<string, string> = {
  'My Dashboard': 'मेरा डैशबोर्ड',
  Messages: 'संदेश',
  'Messages, {count} unread': 'संदेश, {count} बिना पढ़े',
  Notifications: 'सूचनाएँ',
  'Notifications, {count} unread': 'सूचनाएँ, {count} बिना पढ़ी',
  'Saved searches': 'सेव की गई खोजें',
  'Account menu:': 'अकाउंट मेन्यू:',
  'Signed in as {name}': '{name} के रूप में लॉग इन',
  Account: 'अकाउंट',
  Logout: 'लॉग आउट',
  'Logged Out': 'लॉग आउट हो गया',
  'You have been logged out successfully': 'आप लॉग आउट हो गए हैं',
  'Logout Error': 'लॉग आउट नहीं हो सका',
  'Failed to log out. Please try again.': 'लॉग आउट नहीं हो सका। कृपया फिर कोशिश करें।',
};
