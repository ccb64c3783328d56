// The data the API fuzz test points at (real ids, callers' tokens), valid example bodies per
// operation, and the step from a generated request to app.inject() options.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { dealers, listingImages, offers, savedSearches, visits } from '../db/schema.ts';
import { seedConversation, slotIn } from './conversation-factory.ts';
import { seedInquiry, seedNotification } from './inquiry-factory.ts';
import { validBody } from './listing-factory.ts';
import { TokenService } from '../platform/tokens.ts';
import { createAdmin, createListing, createUser } from './factories.ts';
import { encodeText, REF_PREFIX, type Caller, type FuzzRequest, type MultipartSpec, type Operation, type RefKind } from './fuzz-requests.ts';
import type { TestApp } from './helper.ts';

/** Rows that real ids point at, re-created per operation (deletes and reviews use them up). */
export async function createWorld(t: TestApp) {
  const [user, other, admin] = [await createUser(t.ctx), await createUser(t.ctx), await createAdmin(t.ctx)];
  const sign = (secret: TokenService, sub: string, ttl?: number) => secret.sign({ sub, role: 'user' }, ttl).then((s) => `Bearer ${s.token}`);
  const auth: Record<Caller, string | undefined> = {
    anonymous: undefined,
    user: user.auth.authorization,
    otherUser: other.auth.authorization,
    admin: admin.auth.authorization,
    garbage: 'Bearer not-a-token',
    emptyBearer: 'Bearer ',
    expired: await sign(t.ctx.tokens, user.user.id, -60),
    wrongSecret: await sign(new TokenService('another-secret-that-is-long-enough-0123456789'), user.user.id),
  };
  // The user sells as a dealer (issue 22): the logo upload, the profile's edits and the stock
  // import's upload get past their access rules and reach their handlers.
  await t.ctx.db.insert(dealers).values({ userId: user.user.id, slug: 'fuzz-motors-pune', businessName: 'Fuzz Motors', gstin: '27AAPFU0939F1ZV', address: '12 MG Road', cityName: 'Pune' });
  const ids = {} as Record<RefKind, string>;
  let refreshes = 0;
  async function refresh() {
    refreshes++;
    const own = await createListing(t.ctx, { sellerId: user.user.id, status: 'pending', images: 1 });
    const approved = await createListing(t.ctx, { sellerId: user.user.id, status: 'approved', images: 2 });
    const others = await createListing(t.ctx, { sellerId: other.user.id, status: 'pending', images: 1 });
    const [image] = await t.ctx.db.select({ id: listingImages.id }).from(listingImages).where(eq(listingImages.listingId, approved.id)).limit(1);
    const [loose] = await t.ctx.db
      .insert(listingImages)
      .values({ uploaderUserId: user.user.id, storageKey: `cars/fuzz/${randomUUID()}.jpg`, thumbnailKey: 'cars/fuzz/t.jpg', width: 10, height: 10, sizeBytes: 10 })
      .returning();
    const [search] = await t.ctx.db.insert(savedSearches).values({ userId: user.user.id, name: `Fuzz ${randomUUID()}`, searchFilters: { brand: 'Tata' } }).returning();
    // A conversation about the user's approved car with the other user, the buyer's open offer and
    // requested visit (a new slot each time: answers and moves use them up).
    const conversation = await seedConversation(t.ctx, approved, other.user.id);
    const [offer] = await t.ctx.db.insert(offers).values({ conversationId: conversation.id, madeBy: 'buyer', amount: 500_000, askingPrice: approved.price }).returning();
    const startsAt = new Date(slotIn(24 + refreshes));
    const [visit] = await t.ctx.db
      .insert(visits)
      .values({ conversationId: conversation.id, listingId: approved.id, sellerId: user.user.id, buyerUserId: other.user.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), requestedBy: 'buyer' })
      .returning();
    Object.assign(ids, {
      ownListing: own.id,
      ownApproved: approved.id,
      othersListing: others.id,
      inquiry: (await seedInquiry(t.ctx, approved)).id,
      notification: (await seedNotification(t.ctx, { userId: user.user.id })).id,
      savedSearch: search!.id,
      looseImage: loose!.id,
      listingImage: image!.id,
      conversation: conversation.id,
      offer: offer!.id,
      visit: visit!.id,
    } satisfies Record<RefKind, string>);
  }
  await refresh();
  return { auth, ids, refresh };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/** A valid body per operation: the fuzzer changes a field or two, so most requests reach the handler. */
export const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/v1/cars/seller/create/': validBody(),
  'POST /api/v1/cars/{id}/contact/': { buyer_name: 'Meera', buyer_phone: '9876543210', buyer_email: 'meera@example.com', message: 'Is it available?', preferred_contact_time: 'evening' },
  'POST /api/v1/inquiries/create/': { car_id: `${REF_PREFIX}ownApproved`, buyer_name: 'Meera', buyer_phone: '+91 98765 43210', message: 'Still available?' },
  'POST /api/v1/inquiries/{id}/respond/': { message: 'Yes, come on Sunday', available_for_call: true, preferred_contact_time: 'morning' },
  'POST /api/v1/auth/send-otp/': { email: 'asha@example.com' },
  'POST /api/v1/auth/verify-otp/': { otp_id: '00000000-0000-4000-8000-000000000000', otp: '123456', email: 'asha@example.com' },
  'POST /api/v1/auth/admin/login/': { email: 'admin@example.com', password: 'not the password' },
  'POST /api/v1/auth/refresh/': { refresh_token: 'not-a-refresh-token' },
  'POST /api/v1/auth/logout/': { refresh_token: 'not-a-refresh-token' },
  'PUT /api/v1/users/me/update/': { name: 'Asha', city: 'Pune', state: 'Maharashtra', email_notifications: false },
  'PUT /api/v1/users/me/language/': { language: 'hi' },
  'POST /api/v1/users/me/saved-searches/': { name: 'Diesel under 9 lakh', search_filters: { fuelType: 'diesel', maxPrice: 900000 }, notification_frequency: 'weekly' },
  'PUT /api/v1/cars/{id}/': { title: 'Well kept', price: '6,00,000', km_driven: 42000, fuelType: 'Diesel', ownership: 'First Owner', location: { city: 'Pune', state: 'Maharashtra' }, features: ['ABS'] },
  'PATCH /api/v1/admin/cars/{id}/update/': {
    title: '', brand_name: 'Maruti Suzuki', model_name: 'Swift', variant_name: 'VXi', owner_number: '1st', fuel_type: 'petrol', transmission: 'manual',
    urgency: 'normal', city_name: 'Pune', state_name: 'Maharashtra', address: '', video_url: '', exterior_condition: 'good', interior_condition: 'good',
    engine_condition: 'good', status: 'approved', seller_name: 'Ravi', seller_phone: '+919800000000', seller_email: '', description: '', price: 550000, year: 2020, km_driven: 42000,
  },
  'POST /api/v1/admin/cars/{id}/review/': { action: 'reject', reason: 'Listing does not meet our quality standards' },
  'POST /api/v1/conversations/{id}/offers/': { amount: 400_000, client_key: 'fuzz-offer' },
  'POST /api/v1/conversations/{id}/visits/': { starts_at: slotIn(30), note: 'Coming with my father' },
  'POST /api/v1/visits/{id}/decline/': { reason: 'The car is at the workshop' },
  'POST /api/v1/visits/{id}/cancel/': { reason: 'Something came up' },
  'POST /api/v1/visits/{id}/reschedule/': { starts_at: slotIn(40), reason: 'Later suits me better' },
  'PUT /api/v1/dealers/me/': { business_name: 'Fuzz Motors', gstin: '27AAPFU0939F1ZV', address: '12 MG Road', city: 'Pune', opening_hours: 'Mon–Sat 10–7' },
  'POST /api/v1/admin/cars/approve-batch/': { ids: [`${REF_PREFIX}ownListing`, `${REF_PREFIX}othersListing`, `${REF_PREFIX}ownApproved`] },
  'PUT /api/v1/users/me/visit-availability/': { listing_id: `${REF_PREFIX}ownApproved`, location: 'Baner, Pune', windows: [{ weekday: 6, start: '10:00', end: '13:00' }] },
};

/** Replaces `$ref:kind` strings with the world's real ids. */
const resolveRefs = (value: unknown, ids: Record<RefKind, string>) =>
  typeof value === 'string' && value.startsWith(REF_PREFIX) ? (ids[value.slice(REF_PREFIX.length) as RefKind] ?? value) : value;

function multipartPayload(spec: MultipartSpec, samples: Buffer[], ids: Record<RefKind, string>) {
  const boundary = `----fuzz${spec.parts.length}x`;
  const chunks: Buffer[] = [];
  for (const p of spec.parts) {
    const file = 'filename' in p && p.filename !== undefined ? `; filename="${p.filename}"` : '';
    const type = 'type' in p && p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(resolveRefs(p.data, ids) as string) : samples[p.data.sample]!);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (spec.truncate) payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType = { ok: `multipart/form-data; boundary=${boundary}`, missing: 'multipart/form-data', wrong: 'multipart/form-data; boundary=other' }[spec.boundary];
  return { payload, contentType };
}

export function toInject(op: Operation, req: FuzzRequest, world: World, samples: Buffer[]): InjectOptions & { url: string } {
  let url = op.path;
  for (const [name, v] of Object.entries(req.path)) {
    url = url.replace(`{${name}}`, 'ref' in v ? world.ids[v.ref] : 'text' in v ? encodeText(v.text) : v.raw);
  }
  if (req.query) url += `?${req.query}`;
  const headers: Record<string, string> = {};
  if (world.auth[req.caller] !== undefined) headers.authorization = world.auth[req.caller]!;
  let payload: string | Buffer | undefined;
  if (req.body && 'json' in req.body) payload = JSON.stringify(req.body.json, (_k, v) => resolveRefs(v, world.ids));
  else if (req.body && 'text' in req.body) payload = req.body.text;
  else if (req.body && 'multipart' in req.body) {
    const m = multipartPayload(req.body.multipart, samples, world.ids);
    payload = m.payload;
    headers['content-type'] = m.contentType;
  }
  if (req.contentType && payload !== undefined) headers['content-type'] = req.contentType;
  return { method: op.method as InjectOptions['method'], url, headers, payload, remoteAddress: req.ip };
}
