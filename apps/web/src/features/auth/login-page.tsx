import Mail from '@/ui/icons/mail';
import ShieldCheck from '@/ui/icons/shield-check';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { BRAND } from '@gaadi/domain/constants';
import { formatIndianPhone } from '@gaadi/domain/phone';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import {
  afterLoginPath,
  cleanOtp,
  LOGIN_TEXT,
  LoginError,
  loginTarget,
  sendOtp,
  targetLabel,
  validateLoginInput,
  verifyOtp,
  type OtpSession,
} from '@/features/auth/otp-login';
import { SellSidePanel } from '@/features/auth/sell-side-panel';

const messageOf = (e: unknown, fallback: string) => (e instanceof LoginError ? e.message : fallback);

// Texts are kept in English (the spec's) and shown in the page's language (decision 040): the
// form's messages, also the server's, go through t() where they are shown.

/** The sentence with its two links, in the order the page's language puts them. */
function Agreement() {
  const links: Record<string, ReactNode> = {
    '{terms}': (
      <Link key="terms" to="/terms" className="underline">
        {t('Terms of Service')}
      </Link>
    ),
    '{privacy}': (
      <Link key="privacy" to="/privacy" className="underline">
        {t('Privacy Policy')}
      </Link>
    ),
  };
  return t('By continuing you agree to our {terms} and {privacy}.')
    .split(/(\{terms\}|\{privacy\})/)
    .map((part) => links[part] ?? part);
}

function LoginPage() {
  useDocumentMeta(t('Login'), t('Sign in to {brand} with a one-time password sent to your email or mobile number.', { brand: BRAND.name }));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSession, setOtpSession] = useState<OtpSession | null>(null);
  const [stage, setStage] = useState<'email' | 'otp'>('email');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | 'resend' | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateLoginInput(email);
    setError(invalid);
    if (invalid) return;
    setBusy('send');
    try {
      const data = await sendOtp(loginTarget(email));
      setOtpSession(data);
      setOtp('');
      setStage('otp');
      toast({ title: t('OTP Sent Successfully'), description: data.dev_hint || t('We sent a 6-digit code to {target}.', { target: targetLabel(email) }), variant: 'success' });
    } catch (err) {
      const message = messageOf(err, LOGIN_TEXT.sendNetwork);
      setError(message);
      toast({ title: t(LOGIN_TEXT.sendFailed), description: t(message), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const backToEmail = (message: string | null = null) => {
    setStage('email');
    setOtp('');
    setOtpSession(null);
    setError(message);
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (otp.length !== 6) return setError(LOGIN_TEXT.otpInvalid);
    if (!otpSession?.otp_id) return backToEmail(LOGIN_TEXT.sessionExpired);
    setError(null);
    setBusy('verify');
    try {
      const { user, tokens } = await verifyOtp(loginTarget(email), otpSession.otp_id, otp);
      session.signIn(user, tokens);
      const who = user.name || user.email || formatIndianPhone(user.phone_number);
      toast({
        title: t('Login Successful'),
        description: user.is_new_user ? t('Welcome to {brand}, {name}!', { brand: BRAND.name, name: who }) : t('Welcome back, {name}!', { name: who }),
        variant: 'success',
      });
      void navigate(afterLoginPath(returnUrl), { replace: true });
    } catch (err) {
      setError(messageOf(err, LOGIN_TEXT.verifyNetwork));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setOtp('');
    setError(null);
    try {
      const data = await sendOtp(loginTarget(email));
      setOtpSession(data);
      toast({
        title: t('OTP Resent'),
        description: data.otp ? t('Use OTP: {otp} for testing', { otp: data.otp }) : t('A new code is on its way to {target}.', { target: targetLabel(email) }),
        variant: 'success',
      });
    } catch (err) {
      const message = err instanceof LoginError && err.message === LOGIN_TEXT.rateLimited ? err.message : LOGIN_TEXT.resendFailed;
      toast({ title: t('Resend Failed'), description: t(message), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const sellFlow = !!returnUrl?.startsWith('/sell');
  return (
    <div className={`mx-auto grid gap-8 px-4 py-12 ${sellFlow ? 'max-w-5xl lg:grid-cols-2' : 'max-w-md'}`}>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
            {stage === 'email' ? <Mail className="h-6 w-6" aria-hidden="true" /> : <ShieldCheck className="h-6 w-6" aria-hidden="true" />}
          </span>
          <h1 className="mt-3 text-2xl font-bold">{stage === 'email' ? t('Login or Sign Up') : t('Verify OTP')}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {stage === 'email' ? t("We'll send a one-time password to your email or mobile number.") : t('Enter the 6-digit code sent to {target}.', { target: targetLabel(email) })}
          </p>
        </div>
        {stage === 'email' ? (
          <form onSubmit={(e) => void send(e)} noValidate className="space-y-4">
            <Input
              label={t('Email Address or Mobile Number')}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists for this one field, as a search page does
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error && t(error)}
              placeholder={t('you@example.com or 98765 43210')}
            />
            <Button type="submit" size="lg" className="w-full" busy={busy === 'send'}>
              {busy === 'send' ? t('Sending OTP...') : t('Send OTP')}
            </Button>
          </form>
        ) : (
          <form onSubmit={(e) => void verify(e)} noValidate className="space-y-4">
            <Input
              label={t('One-Time Password')}
              inputMode="numeric"
              autoComplete="one-time-code"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- this replaces the e-mail form that had focus, which must not fall back to the page's start
              autoFocus
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(cleanOtp(e.target.value))}
              error={error && t(error)}
              placeholder={t('6-digit code')}
              className="text-center text-lg tracking-[0.5em]"
            />
            <Button type="submit" size="lg" className="w-full" disabled={otp.length < 4} busy={busy === 'verify'}>
              {busy === 'verify' ? t('Verifying...') : t('Verify OTP')}
            </Button>
            <div className="flex items-center justify-between text-sm">
              <Button variant="ghost" size="sm" onClick={() => backToEmail()} disabled={!!busy}>
                {t('Change Number')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void resend()} busy={busy === 'resend'} disabled={!!busy && busy !== 'resend'}>
                {t('Resend OTP')}
              </Button>
            </div>
          </form>
        )}
        <p className="mt-6 text-center text-xs text-gray-600 dark:text-gray-400">
          <Agreement />
        </p>
      </Card>
      {sellFlow && <SellSidePanel />}
    </div>
  );
}

export default withPageMessages(LoginPage, () => import('@/lib/i18n/hi-login'));
