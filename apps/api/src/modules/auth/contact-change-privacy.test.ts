// Issue 24: asking to move an account to an address must not tell whether another account or an
// admin holds it. Taken and free addresses are answered alike (a code goes out); a taken one fails
// when its code is verified, by someone who has just proved they hold that mailbox. The attempt is
// counted first, so a spent limit reveals nothing either.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const rnd = () => randomBytes(4).toString('hex');

/** What a client can compare between two answers: everything but the code's own id, time and mask. */
function shape(res: LightMyRequestResponse) {
  const body = res.json();
  const strip = (d: Record<string, unknown> | undefined) =>
    d && Object.fromEntries(Object.entries(d).map(([k, v]) => [k, ['otp_id', 'expires_at', 'masked_email', 'otp', 'dev_hint', 'message'].includes(k) ? typeof v : v]));
  return { status: res.statusCode, headers: Object.keys(res.headers).sort(), ...body, data: strip(body.data), email_change: strip(body.email_change) };
}

describe('contact change does not reveal who holds an address (issue 24)', () => {
  const t = useTestApp();
  const endpoints = {
    'POST /users/me/contact/change/': (token: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/me/contact/change/', headers: { authorization: `Bearer ${token}` }, payload: { email } }),
    'PUT /users/me/update/': (token: string, email: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/me/update/', headers: { authorization: `Bearer ${token}` }, payload: { email } }),
  };
  const codeOf = (res: LightMyRequestResponse) => (res.json().email_change ?? res.json().data) as { otp_id: string; otp: string };

  for (const [name, ask] of Object.entries(endpoints)) {
    it(`${name}: answers a taken and a free address alike, and fails a taken one cleanly at verification`, async () => {
      const other = await createUser(t.ctx);
      const { admin } = await createAdmin(t.ctx);
      const me = await createUser(t.ctx);
      const free = await ask(me.token, `free-${rnd()}@example.com`);
      const takenByUser = await ask(me.token, other.user.email!.toUpperCase());
      const takenByAdmin = await ask(me.token, admin.email);
      expect(free.statusCode).toBe(200);
      expect(shape(takenByUser)).toEqual(shape(free));
      expect(shape(takenByAdmin)).toEqual(shape(free));

      // The code went to the holder's mailbox; whoever can read it learns the address is taken.
      for (const taken of [takenByUser, takenByAdmin]) {
        const verify = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/contact/verify/', headers: me.auth, payload: codeOf(taken) });
        expect(verify.statusCode).toBe(400);
        expect(verify.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'This email is already in use.', details: { email: ['This email is already in use.'] } });
      }
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row!.email).toBe(me.user.email);
      const [held] = await t.ctx.db.select().from(users).where(eq(users.id, other.user.id));
      expect(held!.email).toBe(other.user.email);
    });

    it(`${name}: counts the attempt before looking at the address, so a spent limit tells nothing`, async () => {
      const other = await createUser(t.ctx);
      const me = await createUser(t.ctx);
      for (let i = 0; i < 5; i++) expect((await ask(me.token, `spend-${i}-${rnd()}@example.com`)).statusCode).toBe(200);
      const answers = [await ask(me.token, other.user.email!), await ask(me.token, `free-${rnd()}@example.com`)];
      for (const res of answers) {
        expect(res.statusCode).toBe(429);
        expect(res.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
      }
      expect(new Set(answers.map((r) => JSON.stringify(r.json())))).toHaveProperty('size', 1);
    });
  }
});
