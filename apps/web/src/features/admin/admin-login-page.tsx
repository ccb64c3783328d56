// /admin/login (seller-admin spec section 2; contract 3.6).
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import { adminLogin } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/client';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';

const ADMIN_LOGIN_MESSAGES = {
  invalidResponse: 'Invalid response from server',
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  fallback: 'Login failed',
} as const;

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: 'Missing Information', description: AUTH_MESSAGES.credentialsMissing, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const body = await adminLogin({ email: email.trim(), password });
      const token = body?.data?.token;
      const user = body?.data?.user;
      if (!body?.success || !body.data || !token || !user) throw new Error(ADMIN_LOGIN_MESSAGES.invalidResponse);
      session.adminSignIn(user, token);
      toast({ title: 'Welcome Admin', description: `Welcome back, ${user.name || user.email}`, variant: 'success' });
      void navigate('/admin/dashboard', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 0)
        toast({ title: 'Network Error', description: 'Failed to connect to server. Please try again.', variant: 'destructive' });
      else {
        const message = err instanceof ApiError ? err.message || ADMIN_LOGIN_MESSAGES.invalidCredentials : (err as Error).message || ADMIN_LOGIN_MESSAGES.fallback;
        toast({ title: 'Login Failed', description: message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 text-center">
          <ShieldCheck className="mx-auto mb-2 h-12 w-12 text-blue-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Admin Portal</h1>
          <p className="text-gray-700 dark:text-gray-300">Sign in to access the admin dashboard</p>
        </div>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <Input label="Admin Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Input label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" className="w-full" busy={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">For admin access issues, contact IT support</p>
      </Card>
    </div>
  );
}
