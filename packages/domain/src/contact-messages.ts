// The Contact Seller form's field messages (public-side 5, contract 4.7), zod-free: the API's body
// check sends them, and the form shows them under its fields, checking before it sends that name,
// phone and message are filled in.
export const CONTACT_MESSAGES = {
  name: 'Name is required',
  /** The form's own check: the API reads an empty phone as an invalid one. */
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email',
  message: 'Message is required',
  contactTime: 'Please choose a valid contact time',
} as const;
