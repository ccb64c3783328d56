import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { imageParts, multipartBody, testJpeg } from '../../test/upload-utils.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('profile (contract 3.7, 3.8)', () => {
  const t = useTestApp();
  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/users/me/update/', headers, payload });

  it('answers /users/me/ with the user wrapped in {success, data}', async () => {
    const { user, auth } = await createUser(t.ctx, { name: 'Asha', phoneNumber: '+919800000111', city: 'Pune', state: 'Maharashtra' });
    const res = await t.app.inject({ url: '/api/v1/users/me/', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: user.id,
        name: 'Asha',
        email: user.email,
        phone_number: '+919800000111',
        avatar: null,
        is_new_user: false,
        profile: { avatar: null, city: 'Pune', verified: true },
        city: 'Pune',
        state: 'Maharashtra',
        is_verified: true,
        email_notifications: true,
        sms_notifications: true,
        push_notifications: true,
        language: null,
      },
    });
  });

  it('saves the language chosen on the site (issue 25) and shows it in the profile', async () => {
    const { auth } = await createUser(t.ctx);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: auth, payload: { language: 'hi' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { language: 'hi' } });
    expect((await t.app.inject({ url: '/api/v1/users/me/', headers: auth })).json().data.language).toBe('hi');
    // The profile update takes it too.
    expect((await put(auth, { language: 'en' })).json().data.language).toBe('en');
    expect((await put(auth, { name: 'Asha' })).json().data.language).toBe('en');
  });

  it('refuses a language the site does not have, field by field, and needs a user bearer', async () => {
    const { auth } = await createUser(t.ctx);
    for (const payload of [{ language: 'fr' }, { language: 1 }, {}]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.language).toEqual([expect.any(String)]);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: auth, payload: { language: 'fr' } })).json().error.details.language).toEqual([
      'Language must be "en" or "hi"',
    ]);
    const bad = await put(auth, { language: 'hindi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.language).toEqual(['Language must be "en" or "hi"']);
    expect((await t.app.inject({ url: '/api/v1/users/me/', headers: auth })).json().data.language).toBeNull();
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', payload: { language: 'hi' } })).statusCode).toBe(401);
    const admin = await createAdmin(t.ctx);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: admin.auth, payload: { language: 'hi' } })).statusCode).toBe(403);
  });

  it('needs a valid user bearer', async () => {
    expect((await t.app.inject({ url: '/api/v1/users/me/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: 'Bearer eyJbad' } })).statusCode).toBe(401);
    const { auth } = await createAdmin(t.ctx);
    expect((await put(auth, { name: 'x' })).statusCode).toBe(403);
  });

  it('updates the listed fields and ignores others', async () => {
    const { user, auth } = await createUser(t.ctx);
    const res = await put(auth, { name: ' Ravi ', city: 'Mumbai', state: 'Maharashtra', sms_notifications: false, id: 'hacked', is_verified: false, phone_number: '+911111111111' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated');
    expect(res.json().data).toMatchObject({ id: user.id, name: 'Ravi', city: 'Mumbai', state: 'Maharashtra', sms_notifications: false, is_verified: true, phone_number: null });
    expect((await put(auth, {})).json().data.name).toBe('Ravi');
  });

  it('starts a change for an e-mail another account uses as for any other (issue 24), and refuses a malformed one', async () => {
    const other = await createUser(t.ctx);
    const { user, auth } = await createUser(t.ctx);
    const res = await put(auth, { email: other.user.email!.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
    expect(res.json().email_change).toMatchObject({ otp_id: expect.any(String) });
    const bad = await put(auth, { email: 'nope' });
    expect(bad.json().error.details.email).toEqual(['Enter a valid email']);
  });

  it('keeps the e-mail until the new address proves itself: a code goes to it instead', async () => {
    const { user, auth } = await createUser(t.ctx);
    const res = await put(auth, { email: ' New.Address@Example.com ', name: 'Meera' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated');
    expect(res.json().data).toMatchObject({ email: user.email, name: 'Meera', is_verified: true });
    expect(res.json().email_change).toMatchObject({
      otp_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      masked_email: 'n***@e***.com',
      message: 'Enter the code we sent to n***@e***.com to confirm your new email.',
    });
    // Re-sending the current address changes nothing and starts nothing.
    const same = await put(auth, { email: user.email!.toUpperCase() });
    expect(same.statusCode).toBe(200);
    expect(same.json().email_change).toBeUndefined();
  });

  it("answers an administrator's e-mail like any other, changing only the other fields", async () => {
    const { admin } = await createAdmin(t.ctx);
    const { user, auth } = await createUser(t.ctx, { name: 'Before' });
    const res = await put(auth, { email: admin.email, name: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: user.email, name: 'After' });
  });
});

describe('a token of a deleted account', () => {
  const t = useTestApp();

  it('counts as no token: 401 on user routes, never a 500', async () => {
    const { user, auth } = await createUser(t.ctx);
    await t.ctx.db.delete(users).where(eq(users.id, user.id));
    const create = await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: auth, payload: { brand_name: 'Tata' } });
    expect(create.statusCode).toBe(401);
    const body = await multipartBody(imageParts([await testJpeg(100, 80)]));
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...auth, ...body.headers }, payload: body.payload });
    expect(upload.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/users/me/', headers: auth })).statusCode).toBe(401);
    // Public routes ignore it.
    expect((await t.app.inject({ url: '/api/v1/cars/', headers: auth })).statusCode).toBe(200);
  });
});
