// Dealer accounts for the specs of dealer screens (issue 22), through the real API: a signed-in
// account of its own, and a dealer profile saved with PUT /dealers/me/.
import type { APIRequestContext } from '@playwright/test';
import { gstinCheckChar } from '@gaadi/domain/gstin';
import { userToken } from './sign-in';

/** A valid GSTIN unique to `n` (and, by the clock, to this run): state 27, made-up letters, its check character. */
export function gstin(n: number): string {
  const letter = (k: number) => String.fromCharCode(65 + (Math.floor(k) % 26));
  const stamp = Date.now() % 1_000_000;
  const first14 = `27${letter(stamp)}${letter(stamp / 26)}${letter(stamp / 676)}${letter(n)}${letter(n / 26)}${String(stamp % 10_000).padStart(4, '0')}Q1Z`;
  return first14 + gstinCheckChar(first14);
}

/** Makes the account of `email` a dealer in Pune; returns the profile's slug. */
export async function becomeDealer(request: APIRequestContext, email: string, businessName: string, n: number): Promise<string> {
  const token = await userToken(request, email);
  const saved = await request.put('/api/v1/dealers/me/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { business_name: businessName, gstin: gstin(n), address: 'FC Road, Shivajinagar', city: 'Pune', opening_hours: '' },
  });
  if (saved.status() !== 200) throw new Error(`dealer profile not saved: ${saved.status()} ${await saved.text()}`);
  return (await saved.json()).data.slug as string;
}
