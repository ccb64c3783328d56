// The whole life of one listing, through HTTP only, as a seller, an admin and buyers would live it:
// sign-in, photos, create, review, browse, inquiries, notifications, edit, reject, delete.
// The steps share state and run in order; each `it` is one step of the story.
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../modules/auth/bootstrap-admin.ts';
import { imageParts, multipartBody, testJpeg } from './upload-utils.ts';
import { useTestApp } from './helper.ts';
import { validBody } from './listing-factory.ts';

const ADMIN_EMAIL = 'lifecycle-admin@example.in';
const ADMIN_PASSWORD = 'lifecycle-admin-pass-1';
const ORIGIN = 'http://localhost:3000';
const quietLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Parameters<typeof ensureFirstAdmin>[1];

type Auth = { authorization: string };
type Headers = Auth | Record<string, never>;
interface Image {
  id: string;
  url: string;
  thumbnail: string;
}

/** Contract 6.1 body as the sell wizard sends it: a 2021 Tata Nexon XZ+ diesel in Pune. */
const createBody = (imageIds: string[], over: object = {}) => ({
  ...validBody(),
  brand_name: 'Tata',
  model_name: 'Nexon',
  variant_name: 'XZ+',
  year: 2021,
  fuel_type: 'diesel',
  km_driven: 31000,
  interior_condition: 'good',
  description: 'Single owner, serviced at the dealer',
  contact: { sellerName: 'Ravi', phoneNumber: '+919800000000', email: '' },
  image_ids: imageIds,
  ...over,
});

describe('listing lifecycle across modules (HTTP only)', () => {
  const t = useTestApp({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  const api = (opts: InjectOptions & { url: string }) => t.app.inject({ ...opts, url: `/api/v1${opts.url}` });
  const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Headers, payload: object = {}, remoteAddress?: string) =>
    api({ method, url, headers: { ...auth, 'content-type': 'application/json' }, payload, remoteAddress });
  const get = (url: string, auth: Headers = {}) => api({ method: 'GET', url, headers: auth });
  const media = (absolute: string) => t.app.inject({ method: 'GET', url: absolute.slice(ORIGIN.length) });

  /** OTP sign-in exactly as the login screen does it (data.otp is present outside production). */
  async function signIn(email: string, ip: string): Promise<{ auth: Auth; userId: string }> {
    const sent = await json('POST', '/auth/send-otp/', {}, { email }, ip);
    expect(sent.statusCode).toBe(200);
    const { otp_id, otp } = sent.json().data;
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await json('POST', '/auth/verify-otp/', {}, { otp_id, otp, email }, ip);
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.tokens.access_token as string;
    expect(token).toMatch(/^eyJ/);
    return { auth: { authorization: `Bearer ${token}` }, userId: verified.json().data.user.id };
  }

  const publicIds = async () => ((await get('/cars/?limit=50')).json().data.cars as { id: string }[]).map((c) => c.id);
  const notificationsOf = async (auth: Auth) => {
    const res = await get('/inquiries/notifications/?limit=50', auth);
    expect(res.statusCode).toBe(200);
    return res.json().data as { notifications: { id: string; type: string; message: string; is_read: boolean }[]; unreadCount: number };
  };

  let seller: { auth: Auth; userId: string };
  let admin: Auth;
  let images: Image[] = [];
  let carId = '';

  beforeAll(async () => {
    // What main does at start: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD.
    await ensureFirstAdmin(t.ctx, quietLog);
  });

  it('1. a seller signs in with an e-mailed OTP and reads their profile', async () => {
    seller = await signIn('ravi.seller@example.com', '10.20.0.1');
    const me = await get('/users/me/', seller.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, data: { id: seller.userId, email: 'ravi.seller@example.com' } });
  });

  it('2. uploads two real JPEGs whose full image and thumbnail load from /media/', async () => {
    const body = await multipartBody(imageParts([await testJpeg(1600, 1200, '#aa3322'), await testJpeg(1200, 900, '#2244aa')]));
    const res = await api({ method: 'POST', url: '/upload/car-images/', headers: { ...seller.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 images uploaded successfully');
    images = res.json().data.images;
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img.id).toEqual(expect.any(String));
      expect(img.url.startsWith(`${ORIGIN}/media/`)).toBe(true);
      expect(img.thumbnail.startsWith(`${ORIGIN}/media/`)).toBe(true);
      for (const url of [img.url, img.thumbnail]) {
        const file = await media(url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type']).toContain('image/jpeg');
        expect(file.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      }
      // Contract 2.4: the thumbnail is a real re-encoding at least about 800 px wide.
      const [full, thumb] = await Promise.all([media(img.url), media(img.thumbnail)].map(async (r) => sharp((await r).rawPayload).metadata()));
      expect(thumb!.width).toBeGreaterThanOrEqual(780);
      expect(thumb!.width).toBeLessThanOrEqual(full!.width);
    }
  });

  it('3. creates a pending listing that only its owner can see', async () => {
    const res = await json('POST', '/cars/seller/create/', seller.auth, createBody(images.map((i) => i.id)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Listing created successfully', data: { status: 'pending' } });
    carId = res.json().data.id;
    expect(res.json().data.listingUrl).toBe(`/listing/${carId}`);

    expect(await publicIds()).not.toContain(carId);
    expect((await get(`/cars/${carId}/`)).statusCode).toBe(404);
    const own = await get(`/cars/${carId}/`, seller.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: carId, status: 'pending', verified: false, brand: 'Tata', car_model: 'Nexon' });
  });

  it('4. the seller dashboard lists it pending with both images in order and counts it', async () => {
    const res = await get('/cars/seller/listings/?limit=50', seller.auth);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const car = data.listings.find((c: { id: string }) => c.id === carId);
    expect(car).toMatchObject({ status: 'pending', price: 550000, fuel_type: 'diesel' });
    expect(car.images.map((i: Image) => i.id)).toEqual(images.map((i) => i.id));
    expect(car.images.map((i: Image) => i.url)).toEqual(images.map((i) => i.url));
    expect(data.cars).toEqual(data.listings);
    expect(data.stats).toMatchObject({ total: 1, pending: 1, approved: 0 });

    const stats = await get('/cars/seller/stats/', seller.auth);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.listings).toMatchObject({ total: 1, pending: 1, active: 0 });
  });

  it('5. an admin signs in, sees it pending, approves it once; a second approve is a conflict', async () => {
    const login = await json('POST', '/auth/admin/login/', {}, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '10.20.0.2');
    expect(login.statusCode).toBe(200);
    admin = { authorization: `Bearer ${login.json().data.token}` };

    const list = await get('/admin/cars/?page=1&limit=50&status=pending', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.cars.find((c: { id: string }) => c.id === carId)).toMatchObject({ status: 'pending', car_model: 'Nexon' });
    const dash = await get('/admin/dashboard/', admin);
    expect(dash.statusCode).toBe(200);
    expect(dash.json().data.pending_listings).toBeGreaterThanOrEqual(1);

    const approve = await json('POST', `/admin/cars/${carId}/review/`, admin, { action: 'approve' });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ success: true, message: 'Car listing approved successfully' });
    const again = await json('POST', `/admin/cars/${carId}/review/`, admin, { action: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
  });

  it('6. the approved listing is public at once, not yet verified (issue 15), and the seller is told', async () => {
    const browse = await get('/cars/?limit=50');
    expect(browse.statusCode).toBe(200);
    const car = browse.json().data.cars.find((c: { id: string }) => c.id === carId);
    expect(car).toMatchObject({ status: 'approved', verified: false });
    expect(browse.json().data.filters.availableBrands).toContain('Tata');

    const detail = await get(`/cars/${carId}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.images.map((i: Image) => i.id)).toEqual(images.map((i) => i.id));

    const { notifications, unreadCount } = await notificationsOf(seller.auth);
    expect(notifications.map((n) => n.type)).toContain('car_approved');
    expect(unreadCount).toBeGreaterThanOrEqual(1);
  });

  it('7. an anonymous buyer contacts the seller: inquiry, notification and count', async () => {
    const contact = await json(
      'POST',
      `/cars/${carId}/contact/`,
      {},
      { buyer_name: 'Meera', buyer_phone: '+919876543210', buyer_email: '', message: 'Is the price negotiable?', preferred_contact_time: 'evening' },
      '10.20.0.3',
    );
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({ success: true, message: 'Message sent successfully', data: { inquiry_id: expect.any(String) } });

    const inbox = await get('/inquiries/?limit=10', seller.auth);
    expect(inbox.statusCode).toBe(200);
    const item = inbox.json().data.inquiries.find((i: { id: string }) => i.id === contact.json().data.inquiry_id);
    expect(item).toMatchObject({ status: 'new', buyer_name: 'Meera', message: 'Is the price negotiable?', seller_response: '', car: { id: carId } });

    expect((await notificationsOf(seller.auth)).notifications.map((n) => n.type)).toContain('inquiry_received');
    const detail = await get(`/cars/${carId}/`);
    expect(detail.json().data).toMatchObject({ inquiries_count: 1, analytics: { total_inquiries: 1 } });
  });

  it('8. a signed-in buyer asks, the seller answers once, the buyer is told', async () => {
    const buyer = await signIn('meera.buyer@example.com', '10.20.0.4');
    const created = await json(
      'POST',
      '/inquiries/create/',
      buyer.auth,
      { car_id: carId, buyer_name: 'Meera', buyer_phone: '+919876543210', buyer_email: 'meera.buyer@example.com', message: 'Can I see it on Sunday?', preferred_contact_time: 'morning' },
      '10.20.0.4',
    );
    expect(created.statusCode).toBe(201);
    const inquiryId = created.json().data.inquiryId as string;
    expect(inquiryId).toEqual(expect.any(String));

    const respond = await json('POST', `/inquiries/${inquiryId}/respond/`, seller.auth, { message: 'Sunday 11am works.', available_for_call: true });
    expect(respond.statusCode).toBe(200);
    expect(respond.json()).toEqual({ success: true, message: 'Response sent successfully' });
    const detail = await get(`/inquiries/${inquiryId}/`, seller.auth);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ status: 'responded', seller_response: 'Sunday 11am works.' });

    expect((await notificationsOf(buyer.auth)).notifications.map((n) => n.type)).toContain('inquiry_response');

    const second = await json('POST', `/inquiries/${inquiryId}/respond/`, seller.auth, { message: 'Another answer' });
    expect([400, 409]).toContain(second.statusCode);
    expect(second.json().success).toBe(false);
    expect((await get(`/inquiries/${inquiryId}/`, seller.auth)).json().data.seller_response).toBe('Sunday 11am works.');
  });

  it('9. the seller marks one notification read, then all', async () => {
    const before = await notificationsOf(seller.auth);
    const unread = before.notifications.find((n) => !n.is_read)!;
    expect(unread).toBeDefined();
    const one = await json('PUT', `/inquiries/notifications/${unread.id}/read/`, seller.auth);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, message: 'Notification marked as read' });
    const mid = await notificationsOf(seller.auth);
    expect(mid.unreadCount).toBe(before.unreadCount - 1);
    expect(mid.notifications.find((n) => n.id === unread.id)!.is_read).toBe(true);

    const all = await json('PUT', '/inquiries/notifications/mark-all-read/', seller.auth);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ success: true, message: 'All notifications marked as read', data: { markedCount: mid.unreadCount } });
    expect((await notificationsOf(seller.auth)).unreadCount).toBe(0);
  });

  it('10. an owner edit with aliases sends it back to review and out of the catalogue', async () => {
    const res = await json('PUT', `/cars/${carId}/`, seller.auth, { price: '525000', fuelType: 'Gasoline' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Listing updated and sent for review',
      data: { id: carId, status: 'pending', price: 525000, fuel_type: 'petrol' },
    });
    expect(await publicIds()).not.toContain(carId);
    expect((await get(`/cars/${carId}/`)).statusCode).toBe(404);
  });

  it('another seller can neither edit nor delete it, and learns nothing about it', async () => {
    const stranger = await signIn('other.seller@example.com', '10.20.0.5');
    const edit = await json('PUT', `/cars/${carId}/`, stranger.auth, { price: 10000 });
    const del = await json('DELETE', `/cars/seller/${carId}/delete/`, stranger.auth);
    for (const res of [edit, del]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
      expect(res.json()).not.toHaveProperty('data');
      expect(res.body).not.toContain('Nexon');
    }
    const own = await get(`/cars/${carId}/`, seller.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.price).toBe(525000);
  });

  it('11. a second listing rejected with a reason reaches the seller with that reason', async () => {
    const created = await json('POST', '/cars/seller/create/', seller.auth, createBody([], { brand_name: 'Hyundai', model_name: 'Creta', variant_name: 'SX' }));
    expect(created.statusCode).toBe(201);
    const secondId = created.json().data.id as string;
    const reason = 'Photos do not show the car clearly';
    const reject = await json('POST', `/admin/cars/${secondId}/review/`, admin, { action: 'reject', reason });
    expect(reject.statusCode).toBe(200);
    expect(reject.json()).toMatchObject({ success: true, message: 'Car listing rejected successfully' });

    const rejected = (await notificationsOf(seller.auth)).notifications.find((n) => n.type === 'car_rejected');
    expect(rejected).toBeDefined();
    expect(rejected!.message).toContain(reason);
    expect(await publicIds()).not.toContain(secondId);
    const own = await get(`/cars/${secondId}/`, seller.auth);
    expect(own.json().data.status).toBe('rejected');
  });

  it('12. the seller deletes the first listing: gone for everyone, with its files', async () => {
    const del = await json('DELETE', `/cars/seller/${carId}/delete/`, seller.auth);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: 'Listing deleted successfully' });

    expect((await get(`/cars/${carId}/`, seller.auth)).statusCode).toBe(404);
    expect((await get(`/cars/${carId}/`)).statusCode).toBe(404);
    for (const img of images) {
      expect((await media(img.url)).statusCode, img.url).toBe(404);
      expect((await media(img.thumbnail)).statusCode, img.thumbnail).toBe(404);
    }
    const mine = await get('/cars/seller/listings/?limit=50', seller.auth);
    expect(mine.json().data.listings.map((c: { id: string }) => c.id)).not.toContain(carId);
    expect(mine.json().data.stats.total).toBe(1);
    expect((await json('DELETE', `/cars/seller/${carId}/delete/`, seller.auth)).statusCode).toBe(404);
  });
});
