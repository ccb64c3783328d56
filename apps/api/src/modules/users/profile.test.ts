import { describe, expect, it } from 'vitest';
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
      },
    });
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

  it('refuses an e-mail another account uses', async () => {
    const other = await createUser(t.ctx);
    const { auth } = await createUser(t.ctx);
    const res = await put(auth, { email: other.user.email!.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'This email is already in use.', details: { email: ['This email is already in use.'] } });
    const bad = await put(auth, { email: 'nope' });
    expect(bad.json().error.details.email).toEqual(['Enter a valid email']);
  });

  it('changes the e-mail, marking the account unverified until the next sign-in', async () => {
    const { auth } = await createUser(t.ctx);
    const res = await put(auth, { email: ' New.Address@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'new.address@example.com', is_verified: false });
  });
});
