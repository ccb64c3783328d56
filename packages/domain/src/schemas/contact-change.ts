// Changing a signed-in account's e-mail or phone: the new address proves itself with a one-time
// code sent to it before it replaces the old one (issue 10; not in the contract, which allows
// added endpoints and fields).
import { z } from 'zod';
import { otpField, otpIdField, sendOtpBody, sendOtpResponse } from './auth.ts';
import { ok } from './envelope.ts';
import { userSchema } from './users.ts';

export const CONTACT_CHANGE_MESSAGES = {
  emailTaken: 'This email is already in use.',
  phoneTaken: 'This phone number is already in use.',
  emailSame: 'This is already your email.',
  phoneSame: 'This is already your phone number.',
  sent: 'Verification code sent',
  emailChanged: 'Email updated',
  phoneChanged: 'Phone number updated',
  confirmEmail: (masked: string) => `Enter the code we sent to ${masked} to confirm your new email.`,
} as const;

/** POST /users/me/contact/change/: exactly one of email, phone_number, as for send-otp. */
export const contactChangeBody = sendOtpBody;
export const contactChangeResponse = sendOtpResponse;

/** POST /users/me/contact/verify/: the code that went to the new address. */
export const contactVerifyBody = z.object({ otp_id: otpIdField, otp: otpField });
export type ContactVerifyBody = z.infer<typeof contactVerifyBody>;
export const contactVerifyResponse = ok(userSchema);

/** PUT /users/me/update/ answers as in 3.8; a new e-mail adds the pending change it started. */
export const updateProfileResponse = ok(userSchema).extend({
  email_change: sendOtpResponse.shape.data.extend({ message: z.string() }).optional(),
});
