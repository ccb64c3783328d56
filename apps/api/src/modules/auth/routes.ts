// Auth routes (contract 3.1–3.6). Public except /auth/status/; a stale bearer never matters here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLoginBody,
  adminLoginResponse,
  AUTH_MESSAGES,
  authStatusResponse,
  logoutBody,
  refreshBody,
  refreshResponse,
  sendOtpBody,
  sendOtpResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '@gaadi/domain/schemas/auth';
import { errorEnvelope, okMessage } from '@gaadi/domain/schemas/envelope';
import { contactChangeBody, contactChangeResponse, contactVerifyBody, contactVerifyResponse, CONTACT_CHANGE_MESSAGES } from '@gaadi/domain/schemas/contact-change';
import { bearer, requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { getMe } from '../users/profile.ts';
import { adminLogin, adminLogout } from './admin-login.ts';
import { confirmContactChange, requestContactChange } from './contact-change.ts';
import { AUTH_LIMITS, LOGIN_TOO_MANY } from './limits.ts';
import { sendOtp } from './send-otp.ts';
import { logout, refreshAccess } from './sessions.ts';
import { verifyOtp } from './verify-otp.ts';

const errors = { 400: errorEnvelope, 429: errorEnvelope, 500: errorEnvelope };
const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = ctx.limits.perIp.bind(ctx.limits);

  r.post('/auth/send-otp/', {
    schema: { tags: ['auth'], body: sendOtpBody, response: { 200: sendOtpResponse, ...errors } },
    onRequest: perIp('send-otp', { points: ctx.config.otpSendsPerIpPerMinute, windowSeconds: 60 }, LOGIN_TOO_MANY),
  }, async (req) => ({ success: true as const, message: 'OTP sent successfully', data: await sendOtp(ctx, req.body, { ip: req.ip, log: req.log }) }));

  r.post('/auth/verify-otp/', {
    schema: { tags: ['auth'], body: verifyOtpBody, response: { 200: verifyOtpResponse, ...errors } },
    config: { validationCode: 'VERIFICATION_VALIDATION_ERROR' },
    onRequest: perIp('verify-otp', AUTH_LIMITS.verifyOtpPerIp, LOGIN_TOO_MANY),
  }, async (req) => {
    const { user, tokens, isNewUser } = await verifyOtp(ctx, req.body, meta(req));
    return { success: true as const, message: 'Login successful', data: { user, tokens, isNewUser, data: { user, tokens } } };
  });

  r.post('/auth/refresh/', {
    schema: { tags: ['auth'], body: refreshBody, response: { 200: refreshResponse, ...errors } },
    onRequest: perIp('refresh', AUTH_LIMITS.refreshPerIp),
  }, async (req) => ({ success: true as const, data: await refreshAccess(ctx, req.body.refresh_token) }));

  r.post('/auth/logout/', {
    schema: { tags: ['auth'], body: logoutBody, response: { 200: okMessage, ...errors } },
  }, async (req) => {
    await logout(ctx, req.body.refresh_token);
    return { success: true as const, message: 'Logged out successfully' };
  });

  r.get('/auth/status/', {
    schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: authStatusResponse, 401: errorEnvelope, 403: errorEnvelope } },
  }, async (req) => {
    const me = await getMe(ctx, (await requireUser(req)).id);
    const user = { id: me.id, name: me.name, email: me.email, phone_number: me.phone_number, is_verified: me.is_verified };
    return { success: true as const, authenticated: true as const, user, data: { authenticated: true as const, user } };
  });

  r.post('/auth/admin/login/', {
    schema: { tags: ['auth'], body: adminLoginBody, response: { 200: adminLoginResponse, ...errors } },
    config: { validationMessage: AUTH_MESSAGES.credentialsMissing },
    onRequest: perIp('admin-login', { ...AUTH_LIMITS.adminLoginPerIp, points: ctx.config.adminLoginsPerIpPer10Minutes }, LOGIN_TOO_MANY),
  }, async (req) => ({ success: true as const, data: await adminLogin(ctx, req.body, meta(req)) }));

  // Not in the contract (admins simply let their token expire there): ends the admin session now.
  r.post('/auth/admin/logout/', {
    schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: okMessage, ...errors } },
  }, async (req) => {
    await adminLogout(ctx, bearer(req));
    return { success: true as const, message: 'Logged out successfully' };
  });

  // A signed-in user proves a new e-mail or phone before it replaces the old one (issue 10).
  const guarded = { 401: errorEnvelope, 403: errorEnvelope };
  const security = [{ bearer: [] }];
  r.post('/users/me/contact/change/', {
    schema: { tags: ['users'], security, body: contactChangeBody, response: { 200: contactChangeResponse, 400: errorEnvelope, 429: errorEnvelope, 500: errorEnvelope, ...guarded } },
  }, async (req) => {
    const { id } = await requireUser(req);
    return { success: true as const, message: CONTACT_CHANGE_MESSAGES.sent, data: await requestContactChange(ctx, id, req.body, { ip: req.ip, log: req.log }) };
  });

  r.post('/users/me/contact/verify/', {
    schema: { tags: ['users'], security, body: contactVerifyBody, response: { 200: contactVerifyResponse, 400: errorEnvelope, ...guarded } },
    config: { validationCode: 'VERIFICATION_VALIDATION_ERROR' },
  }, async (req) => {
    const { id } = await requireUser(req);
    const { user, target } = await confirmContactChange(ctx, id, req.body);
    const message = target.type === 'email' ? CONTACT_CHANGE_MESSAGES.emailChanged : CONTACT_CHANGE_MESSAGES.phoneChanged;
    return { success: true as const, message, data: user };
  });
}
