// Masked contact details shown to the public (public-side 2). Also exported by phone.ts.

/** "a***@g***.com" */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${user.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** "+91******3210" */
export function maskPhone(phone: string): string {
  return phone.length > 4 ? `${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}` : phone;
}
