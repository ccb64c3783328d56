// The twelve demo sellers: Indian names, +91 mobiles, @example.com addresses (never deliverable).
import { asc, inArray } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { DbOrTx } from '../platform/database.ts';

const SELLERS: [name: string, phone: string, city: string, state: string][] = [
  ['Rahul Sharma', '+919810012345', 'Delhi', 'Delhi'],
  ['Priya Nair', '+919847023456', 'Kochi', 'Kerala'],
  ['Amit Patel', '+919825034567', 'Ahmedabad', 'Gujarat'],
  ['Sneha Kulkarni', '+919822045678', 'Pune', 'Maharashtra'],
  ['Vikram Singh', '+919829056789', 'Jaipur', 'Rajasthan'],
  ['Ananya Iyer', '+919840067890', 'Chennai', 'Tamil Nadu'],
  ['Arjun Reddy', '+919848078901', 'Hyderabad', 'Telangana'],
  ['Kavya Menon', '+919880089012', 'Bengaluru', 'Karnataka'],
  ['Rohan Mehta', '+919820090123', 'Mumbai', 'Maharashtra'],
  ['Sourav Banerjee', '+919830001234', 'Kolkata', 'West Bengal'],
  ['Harpreet Kaur', '+919814012340', 'Chandigarh', 'Chandigarh'],
  ['Imran Khan', '+919839023450', 'Lucknow', 'Uttar Pradesh'],
];

export type DemoSeller = typeof users.$inferSelect;

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

/** Creates the sellers that do not exist yet (by e-mail or phone) and returns all twelve. */
export async function ensureDemoSellers(db: DbOrTx): Promise<DemoSeller[]> {
  const values = SELLERS.map(([name, phoneNumber, city, state]) => ({
    name,
    phoneNumber,
    email: emailOf(name),
    city,
    state,
    hasSignedInBefore: true,
    isVerified: true,
  }));
  await db.insert(users).values(values).onConflictDoNothing();
  return db.select().from(users).where(inArray(users.email, values.map((v) => v.email))).orderBy(asc(users.email));
}
