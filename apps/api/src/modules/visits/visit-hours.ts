// A seller's visiting hours (issue 21): weekly windows in India time, for every car of theirs
// (listing_id null) or for one car, which then ignores the general ones. Saving a car's empty
// windows removes its own hours (it falls back to the general ones).
import { hhmmOf, minutesOf } from '@gaadi/domain/conversation-rules';
import type { AvailabilityBody, availabilitySchema } from '@gaadi/domain/schemas/conversations';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireAccess } from '../access/access-policy.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { availabilityOf, deleteAvailability, saveAvailability, type AvailabilityRow } from './queries.ts';
import type { Window } from './visit-time.ts';

type Availability = z.infer<typeof availabilitySchema>;

const toAvailability = (r: AvailabilityRow): Availability => ({
  listing_id: r.listingId,
  location: r.location,
  windows: r.windows.map((w) => ({ weekday: w.weekday, start: hhmmOf(w.start), end: hhmmOf(w.end) })),
});

/** Each weekday's windows in order, overlapping and touching ones merged. */
function normalise(windows: AvailabilityBody['windows']): Window[] {
  const sorted = windows
    .map((w) => ({ weekday: w.weekday, start: minutesOf(w.start), end: minutesOf(w.end) }))
    .sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  const out: Window[] = [];
  for (const w of sorted) {
    const last = out.at(-1);
    if (last && last.weekday === w.weekday && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else out.push({ ...w });
  }
  return out;
}

export async function getVisitHours(ctx: AppContext, sellerId: string): Promise<Availability[]> {
  return (await availabilityOf(ctx.db, sellerId)).map(toAvailability);
}

export async function setVisitHours(ctx: AppContext, actor: Actor, body: AvailabilityBody): Promise<Availability[]> {
  const listingId = body.listing_id ?? null;
  if (listingId) requireAccess(actor, 'listing.setVisitHours', await findListing(ctx.db, listingId));
  if (listingId && !body.windows.length) await deleteAvailability(ctx.db, actor.id, listingId);
  else await saveAvailability(ctx.db, { sellerId: actor.id, listingId, location: body.location, windows: normalise(body.windows) });
  return getVisitHours(ctx, actor.id);
}
