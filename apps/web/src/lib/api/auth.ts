// Sign-in (contract 3.1, 3.2, 3.6). The token refresh (3.3) lives in the client's 401 handling.
import type { z } from 'zod';
import type {
  adminLoginBody,
  adminLoginResponse,
  sendOtpBody,
  sendOtpResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '@gaadi/domain/schemas/auth';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';

export function sendOtp(body: z.input<typeof sendOtpBody>) {
  return api.post<Answer<typeof sendOtpResponse>>('/auth/send-otp/', body, { auth: 'none' });
}

export function verifyOtp(body: z.input<typeof verifyOtpBody>) {
  return api.post<Answer<typeof verifyOtpResponse>>('/auth/verify-otp/', body, { auth: 'none' });
}

export function adminLogin(body: z.input<typeof adminLoginBody>) {
  return api.post<Answer<typeof adminLoginResponse>>('/auth/admin/login/', body, { auth: 'none' });
}
