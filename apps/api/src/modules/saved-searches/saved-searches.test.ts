import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('saved searches (contract 3.10)', () => {
  const t = useTestApp();
  const create = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/me/saved-searches/', headers: auth, payload });
  const list = (auth: Record<string, string>) => t.app.inject({ url: '/api/v1/users/me/saved-searches/', headers: auth });

  it('saves validated filters and lists them newest first', async () => {
    const { auth } = await createUser(t.ctx);
    const res = await create(auth, {
      name: 'Diesel SUVs',
      search_filters: { brand: 'Tata', fuelType: 'diesel', maxPrice: '900000', page: 3 },
      notifications_enabled: false,
      notification_frequency: 'weekly',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      name: 'Diesel SUVs',
      search_filters: { brand: 'Tata', fuelType: 'diesel', maxPrice: 900000, sortBy: 'created_desc' },
      notifications_enabled: false,
      notification_frequency: 'weekly',
      created_at: expect.stringMatching(/Z$/),
    });
    const second = await create(auth, { name: 'Anything' });
    expect(second.json().data).toMatchObject({ notifications_enabled: true, notification_frequency: 'daily' });
    expect((await list(auth)).json().data.map((s: { name: string }) => s.name)).toEqual(['Anything', 'Diesel SUVs']);
  });

  it('refuses a duplicate name, bad filters and a bad frequency with field details', async () => {
    const { auth } = await createUser(t.ctx);
    await create(auth, { name: 'Pune cars' });
    const dup = await create(auth, { name: 'PUNE CARS' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { name: ['You already have a saved search with this name.'] } });
    const filters = await create(auth, { name: 'x', search_filters: { fuelType: 'steam' } });
    expect(filters.json().error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(filters.json().error.details)).toEqual(['search_filters.fuelType']);
    const freq = await create(auth, { name: 'y', notification_frequency: 'hourly' });
    expect(freq.json().error.details.notification_frequency).toEqual(['Notification frequency must be one of: immediate, daily, weekly']);
    expect((await create(auth, {})).json().error.details.name).toEqual(['Name is required']);
  });

  it('lets only the owner delete, answering 404 to anyone else', async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const id = (await create(owner.auth, { name: 'Mine' })).json().data.id;
    const del = (auth: Record<string, string>, target: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/users/me/saved-searches/${target}/`, headers: { ...auth, 'content-type': 'application/json' }, payload: '' });
    expect((await del(other.auth, id)).statusCode).toBe(404);
    expect((await del(owner.auth, 'nope')).statusCode).toBe(404);
    expect((await del(owner.auth, randomUUID())).statusCode).toBe(404);
    expect((await list(other.auth)).json().data).toEqual([]);
    const ok = await del(owner.auth, id);
    expect(ok.json()).toEqual({ success: true, message: 'Saved search deleted' });
    expect((await list(owner.auth)).json().data).toEqual([]);
  });

  describe('PATCH /users/me/saved-searches/{id}/ (issue 25)', () => {
    const patch = (auth: Record<string, string>, target: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/users/me/saved-searches/${target}/`, headers: auth, payload: payload as object });

    it('changes the frequency and turns alerts off and on, keeping the rest', async () => {
      const { auth } = await createUser(t.ctx);
      const saved = (await create(auth, { name: 'Pune diesels', search_filters: { city: 'Pune', fuelType: 'diesel' }, notification_frequency: 'daily' })).json().data;
      const weekly = await patch(auth, saved.id, { notification_frequency: 'weekly' });
      expect(weekly.statusCode).toBe(200);
      expect(weekly.json()).toEqual({ success: true, data: { ...saved, notification_frequency: 'weekly' } });
      const off = await patch(auth, saved.id, { notifications_enabled: false });
      expect(off.json().data).toMatchObject({ notifications_enabled: false, notification_frequency: 'weekly' });
      const both = await patch(auth, saved.id, { notifications_enabled: true, notification_frequency: 'immediate' });
      expect(both.json().data).toMatchObject({ notifications_enabled: true, notification_frequency: 'immediate' });
      expect((await list(auth)).json().data).toEqual([both.json().data]);
    });

    it('refuses bad input with 400 and field details, changing nothing', async () => {
      const { auth } = await createUser(t.ctx);
      const saved = (await create(auth, { name: 'Any', notification_frequency: 'daily' })).json().data;
      const hourly = await patch(auth, saved.id, { notification_frequency: 'hourly' });
      expect(hourly.statusCode).toBe(400);
      expect(hourly.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { notification_frequency: ['Notification frequency must be one of: immediate, daily, weekly'] } });
      const flag = await patch(auth, saved.id, { notifications_enabled: 'yes' });
      expect(flag.statusCode).toBe(400);
      expect(Object.keys(flag.json().error.details)).toEqual(['notifications_enabled']);
      const empty = await patch(auth, saved.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.code).toBe('VALIDATION_ERROR');
      expect(empty.json().error.message).toBe('Send notification_frequency or notifications_enabled to change.');
      const rename = await patch(auth, saved.id, { name: 'Other', notification_frequency: 'weekly' });
      expect(rename.statusCode).toBe(400);
      expect((await list(auth)).json().data).toEqual([saved]);
    });

    it('answers 404 for another user’s search, a bad id and an unknown one; 401 signed out', async () => {
      const owner = await createUser(t.ctx);
      const other = await createUser(t.ctx);
      const saved = (await create(owner.auth, { name: 'Mine', notification_frequency: 'daily' })).json().data;
      const theirs = await patch(other.auth, saved.id, { notification_frequency: 'weekly' });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Saved search not found' });
      expect((await patch(owner.auth, 'nope', { notification_frequency: 'weekly' })).statusCode).toBe(404);
      expect((await patch(owner.auth, randomUUID(), { notification_frequency: 'weekly' })).statusCode).toBe(404);
      expect((await patch({}, saved.id, { notification_frequency: 'weekly' })).statusCode).toBe(401);
      expect((await list(owner.auth)).json().data[0].notification_frequency).toBe('daily');
    });
  });
});
