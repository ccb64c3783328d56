// Texts of the authentication gate (seller-admin spec section 2), apart from the gate's code so
// that a public page can ask a visitor to sign in without loading the seller constants.
export const GATE_MESSAGES = {
  title: 'Authentication Required',
  sell: 'Please login with your email to sell your car',
  dashboard: 'Please login to access your dashboard',
  /** Issue 14: "Save this search" on /buy while signed out. */
  saveSearch: 'Please login to save this search',
  /** Issue 13: the shortlist heart and the Shortlist page while signed out. */
  shortlist: 'Please login to shortlist cars',
} as const;
