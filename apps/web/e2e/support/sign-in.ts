// Signing in by e-mail OTP with the development hint, as the specs of signed-in screens need it.
// The login page is the subject of public-login.spec.ts and phone-sign-in.spec.ts (and of
// seller-journey.spec.ts's first step); specs about other screens may put a session made through
// the API where the app keeps it (signInContext), which skips the login page's round trips.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectToast, toastText } from './toast';

const ADMIN = { email: 'admin@gaadibazaar.test', password: 'e2e-admin-password-123' };

/** On the login page already open: e-mail, the hinted code, Verify OTP, "Login Successful". */
export async function signInOnLoginPage(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = /Use OTP: (\d{6})/.exec(await toastText(page, /Use OTP: \d{6}/))![1]!;
  await page.getByRole('textbox', { name: 'One-Time Password' }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, 'Login Successful');
}

/** Opens /login and signs in; a sign-in from the plain login page lands on the seller dashboard. */
export async function signInByOtp(page: Page, email: string) {
  await page.goto('/login');
  await signInOnLoginPage(page, email);
  await page.waitForURL('**/seller/dashboard');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
}

export interface Session {
  /** The user as verify-otp answers it (contract 3.2), stored as the app's currentUser. */
  user: { id: string; name?: string | null; email?: string | null };
  tokens: { access_token: string; refresh_token: string };
}

/** The account of `email` signed in through the API with the development code (one code sent). */
export async function apiSession(request: APIRequestContext, email: string): Promise<Session> {
  const sent = await request.post('/api/v1/auth/send-otp/', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { otp_id, otp } = (await sent.json()).data;
  const verified = await request.post('/api/v1/auth/verify-otp/', { data: { otp_id, otp, email } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { user, tokens } = (await verified.json()).data;
  return { user, tokens };
}

/** The access token of a new session of `email`: for API calls a spec makes as that person. */
export async function userToken(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSession(request, email)).tokens.access_token;
}

/** The admin signed in through the API: the admin's user and token (the admin login page has its own specs). */
async function adminSession(request: APIRequestContext): Promise<{ token: string; user: unknown }> {
  const res = await request.post('/api/v1/auth/admin/login/', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data;
  return { token, user };
}

/** The admin's token, for API calls a spec makes as the admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token;
}

/**
 * Every page of `context` starts signed in with `session` (the keys the app's sign-in writes),
 * unless a page of it has stored another session or signed out since.
 */
export async function signInContext(context: BrowserContext, session: Session) {
  await context.addInitScript(({ user, tokens }) => {
    // Not on a page without the site's origin (a new tab's about:blank has no storage to use).
    if (!location.origin.startsWith('http') || localStorage.getItem('gaadi-e2e-session')) return;
    localStorage.setItem('gaadi-e2e-session', '1');
    localStorage.setItem('authToken', tokens.access_token);
    localStorage.setItem('refreshToken', tokens.refresh_token);
    localStorage.setItem('currentUser', JSON.stringify(user));
  }, session);
}

/** `signInContext` with a new session of `email`; returns its access token. */
export async function signInByApi(context: BrowserContext, email: string): Promise<string> {
  const session = await apiSession(context.request, email);
  await signInContext(context, session);
  return session.tokens.access_token;
}

/** Every page of `context` starts with the admin signed in, as the admin login page leaves it. */
export async function signInAdminContext(context: BrowserContext) {
  const { token, user } = await adminSession(context.request);
  await context.addInitScript(({ token, user }) => {
    if (!location.origin.startsWith('http') || localStorage.getItem('gaadi-e2e-admin')) return;
    localStorage.setItem('gaadi-e2e-admin', '1');
    localStorage.setItem('adminToken', token);
    localStorage.setItem('authToken', token);
    localStorage.setItem('adminUser', JSON.stringify(user));
    localStorage.setItem('currentUser', JSON.stringify(user));
  }, { token, user });
}
