// Two demo sellers sell as dealers (issue 22), so the demo shows dealer pages, "Sold by" on cards
// and the review queue's dealer filter. Their cars are the demo listings they already have.
import { gstinCheckChar } from '@gaadi/domain/gstin';
import { slugify } from '@gaadi/domain/slug';
import { dealers } from '../db/schema.ts';
import type { DbOrTx } from '../platform/database.ts';
import type { DemoSeller } from './demo-sellers.ts';

const DEALERS: Array<{ email: string; businessName: string; pan: string; address: string; city: string; openingHours: string }> = [
  {
    email: 'sneha.kulkarni@example.com',
    businessName: 'Kulkarni Motors',
    pan: '27AAKCK4821M1Z',
    address: 'Shop 4, Sai Complex, Baner Road, Baner, Pune 411045',
    city: 'Pune',
    openingHours: 'Mon–Sat 10:00–19:30, Sun 11:00–17:00',
  },
  {
    email: 'rohan.mehta@example.com',
    businessName: 'Mehta Auto Hub',
    pan: '27AAHFM6310Q1Z',
    address: 'Plot 18, LBS Marg, Kurla West, Mumbai 400070',
    city: 'Mumbai',
    openingHours: 'Every day 10:00–20:00',
  },
];

/** Makes the two demo dealers (once; an existing profile is kept). */
export async function ensureDemoDealers(db: DbOrTx, sellers: DemoSeller[]): Promise<number> {
  const values = DEALERS.flatMap((d) => {
    const seller = sellers.find((s) => s.email === d.email);
    if (!seller) return [];
    const gstin = d.pan + gstinCheckChar(d.pan);
    return [{ userId: seller.id, slug: slugify(`${d.businessName} ${d.city}`), businessName: d.businessName, gstin, address: d.address, cityName: d.city, openingHours: d.openingHours }];
  });
  if (!values.length) return 0;
  return (await db.insert(dealers).values(values).onConflictDoNothing().returning({ id: dealers.userId })).length;
}
