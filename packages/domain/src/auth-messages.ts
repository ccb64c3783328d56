// Sign-in messages the API sends and the login pages show (contract 3.1–3.6). No zod here.

export const AUTH_MESSAGES = {
  emailInvalid: 'Enter a valid email',
  phoneInvalid: 'Enter a valid phone number',
  targetMissing: 'Enter your email or phone number',
  targetTwice: 'Send either email or phone_number, not both',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  otpIdInvalid: 'Must be a valid UUID.',
  credentialsMissing: 'Please enter both email and password',
  refreshMissing: 'Refresh token is required',
  sendFailed: 'Failed to send OTP',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  invalidCredentials: 'Invalid email or password',
} as const;
