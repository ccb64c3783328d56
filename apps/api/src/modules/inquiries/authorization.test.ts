// Who may call what (contract 1.8): every inquiry and notification endpoint against an anonymous
// caller, a stale bearer, the owner, another user and an admin token.
import { describe, expect, it } from 'vitest';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedInquiry, seedNotification } from '../../test/inquiry-factory.ts';

type Who = 'anonymous' | 'stale' | 'owner' | 'other' | 'admin';
const callers: Who[] = ['anonymous', 'stale', 'owner', 'other', 'admin'];

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (ids: { listing: string; inquiry: string; notification: string }) => string;
  payload?: (ids: { listing: string }) => object;
  expected: Record<Who, number>;
}

const contactBody = { buyer_name: 'Meera', buyer_phone: '9876543210', message: 'Is it available?' };
const publicRoute = { anonymous: 200, stale: 200, owner: 200, other: 200, admin: 200 };

const endpoints: Endpoint[] = [
  { name: 'contact seller', method: 'POST', url: (i) => `/cars/${i.listing}/contact/`, payload: () => contactBody, expected: publicRoute },
  {
    name: 'inquiry create',
    method: 'POST',
    url: () => '/inquiries/create/',
    payload: (i) => ({ ...contactBody, car_id: i.listing }),
    expected: { anonymous: 201, stale: 201, owner: 201, other: 201, admin: 201 },
  },
  { name: 'templates', method: 'GET', url: () => '/inquiries/templates/', expected: publicRoute },
  { name: 'inquiry list', method: 'GET', url: () => '/inquiries/', expected: { anonymous: 401, stale: 401, owner: 200, other: 200, admin: 403 } },
  { name: 'inquiry detail', method: 'GET', url: (i) => `/inquiries/${i.inquiry}/`, expected: { anonymous: 401, stale: 401, owner: 200, other: 404, admin: 403 } },
  {
    name: 'inquiry respond',
    method: 'POST',
    url: (i) => `/inquiries/${i.inquiry}/respond/`,
    payload: () => ({ message: 'Available' }),
    expected: { anonymous: 401, stale: 401, owner: 200, other: 404, admin: 403 },
  },
  { name: 'notification list', method: 'GET', url: () => '/inquiries/notifications/', expected: { anonymous: 401, stale: 401, owner: 200, other: 200, admin: 403 } },
  {
    name: 'notification read',
    method: 'PUT',
    url: (i) => `/inquiries/notifications/${i.notification}/read/`,
    payload: () => ({}),
    expected: { anonymous: 401, stale: 401, owner: 200, other: 404, admin: 403 },
  },
  {
    name: 'notifications mark all',
    method: 'PUT',
    url: () => '/inquiries/notifications/mark-all-read/',
    payload: () => ({}),
    expected: { anonymous: 401, stale: 401, owner: 200, other: 200, admin: 403 },
  },
];

describe('authorization of inquiry and notification endpoints', () => {
  const t = useTestApp();
  let ip = 0;

  for (const ep of endpoints) {
    for (const who of callers) {
      it(`${ep.name}: ${who} → ${ep.expected[who]}`, async () => {
        const owner = await createUser(t.ctx);
        const other = await createUser(t.ctx);
        const admin = await createAdmin(t.ctx);
        const listing = await createListing(t.ctx, { sellerId: owner.user.id });
        const inquiry = await seedInquiry(t.ctx, listing);
        const notification = await seedNotification(t.ctx, { userId: owner.user.id });
        const stale = (await t.ctx.tokens.sign({ sub: owner.user.id, role: 'user' }, -60)).token;
        const headers: Record<Who, Record<string, string>> = {
          anonymous: {},
          stale: { authorization: `Bearer ${stale}` },
          owner: owner.auth,
          other: other.auth,
          admin: admin.auth,
        };
        const ids = { listing: listing.id, inquiry: inquiry.id, notification: notification.id };
        const res = await t.app.inject({
          method: ep.method,
          url: `/api/v1${ep.url(ids)}`,
          headers: headers[who],
          payload: ep.payload?.(ids),
          remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
        });
        expect(res.statusCode, res.body).toBe(ep.expected[who]);
        expect(res.json().success).toBe(res.statusCode < 300);
        if (res.statusCode === 401) expect(res.json().error.code).toBe('UNAUTHORIZED');
        if (res.statusCode === 403) expect(res.json().error.code).toBe('PERMISSION_DENIED');
      });
    }
  }

  it('shows another user none of the owner data in the list endpoints', async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: owner.user.id });
    await seedInquiry(t.ctx, listing);
    await seedNotification(t.ctx, { userId: owner.user.id });
    const inquiries = (await t.app.inject({ url: '/api/v1/inquiries/', headers: other.auth })).json().data;
    expect(inquiries.inquiries).toEqual([]);
    expect(inquiries.stats.total).toBe(0);
    const notes = (await t.app.inject({ url: '/api/v1/inquiries/notifications/', headers: other.auth })).json().data;
    expect(notes).toEqual({ notifications: [], unreadCount: 0 });
    const marked = await t.app.inject({ method: 'PUT', url: '/api/v1/inquiries/notifications/mark-all-read/', headers: other.auth, payload: {} });
    expect(marked.json().data.markedCount).toBe(0);
  });

  it('checks the caller before the body: an anonymous bad respond is 401, not 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/inquiries/x/respond/', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
