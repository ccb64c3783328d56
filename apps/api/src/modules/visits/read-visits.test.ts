import { describe, expect, it } from 'vitest';
import { seedConversation, seedDeal, seedVisitHours, slotIn } from '../../test/conversation-factory.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { closeVisits, toVisit, visitById, visitsOf } from './visit-records.ts';

describe('a person’s visits and a visit’s calendar file (issue 21)', () => {
  const t = useTestApp();
  type Auth = Record<string, string>;
  const book = async (conversationId: string, auth: Auth, startsAt: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversationId}/visits/`, headers: auth, payload: { starts_at: startsAt } });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; starts_at: string };
  };
  const list = (auth: Auth, query = '') => t.app.inject({ url: `/api/v1/visits/${query}`, headers: auth });

  it('lists the caller’s visits as buyer or seller, soonest first; upcoming leaves out ended and cancelled ones', async () => {
    const { seller, buyer, listing, conversation } = await seedDeal(t.ctx);
    await seedVisitHours(t.ctx, seller.user.id);
    const later = await book(conversation.id, buyer.auth, slotIn(60));
    const sooner = await book(conversation.id, buyer.auth, slotIn(30));
    const other = await createUser(t.ctx);
    const otherConversation = await seedConversation(t.ctx, listing, other.user.id, { buyerName: 'Arjun' });
    const cancelled = await book(otherConversation.id, other.auth, slotIn(40));
    await t.app.inject({ method: 'POST', url: `/api/v1/visits/${cancelled.id}/cancel/`, headers: seller.auth, payload: { reason: 'Sorry' } });

    const forSeller = (await list(seller.auth)).json().data.visits;
    expect(forSeller.map((v: { id: string }) => v.id)).toEqual([sooner.id, later.id]);
    expect(forSeller[0]).toMatchObject({ role: 'seller', other_party: { name: 'Meera' } });
    const all = (await list(seller.auth, '?scope=all')).json().data.visits;
    expect(all.map((v: { id: string }) => v.id)).toEqual([sooner.id, cancelled.id, later.id]);
    const forBuyer = (await list(buyer.auth, '?scope=upcoming')).json().data.visits;
    expect(forBuyer).toHaveLength(2);
    expect(forBuyer[0]).toMatchObject({ role: 'buyer', other_party: { name: 'Ravi' } });
    expect((await list(other.auth)).json().data.visits).toEqual([]);
    const bad = await list(buyer.auth, '?scope=past');
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { scope: ['scope must be upcoming or all'] } });
    expect((await t.app.inject({ url: '/api/v1/visits/' })).statusCode).toBe(401);
  });

  it('gives either party the visit as an iCalendar file in India time, and 404 to anyone else', async () => {
    const { seller, buyer, conversation } = await seedDeal(t.ctx);
    await seedVisitHours(t.ctx, seller.user.id, { location: 'Baner, Pune' });
    const visit = await book(conversation.id, buyer.auth, slotIn(30));
    await t.app.inject({ method: 'POST', url: `/api/v1/visits/${visit.id}/confirm/`, headers: seller.auth });
    const url = `/api/v1/visits/${visit.id}/calendar.ics`;
    const res = await t.app.inject({ url, headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="visit-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.ics"$/);
    const ist = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    const ics = res.body.replace(/\r\n /g, ''); // unfold long lines
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines).toContain('TZOFFSETTO:+0530');
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${ist(visit.starts_at)}`);
    expect(lines).toContain(`DTEND;TZID=Asia/Kolkata:${ist(new Date(Date.parse(visit.starts_at) + 30 * 60_000).toISOString())}`);
    expect(lines).toContain(`SUMMARY:See the ${conversation.carTitle}`);
    expect(lines).toContain('LOCATION:Baner\\, Pune');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`UID:visit-${visit.id}@gaadibazaar`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Visit with the seller\\, Ravi');
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines.at(-1)).toBe('END:VCALENDAR');

    const forSeller = await t.app.inject({ url, headers: seller.auth });
    expect(forSeller.statusCode).toBe(200);
    expect(forSeller.body).toContain('Visit with the buyer\\, Meera');
    const stranger = await createUser(t.ctx);
    const hidden = await t.app.inject({ url, headers: stranger.auth });
    expect([hidden.statusCode, hidden.json().error.message]).toEqual([404, 'Visit not found']);
    expect((await t.app.inject({ url: '/api/v1/visits/nope/calendar.ics', headers: buyer.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('writes the calendar file in the reader’s saved language (issue 25): Hindi for a Hindi account, English word for word otherwise', async () => {
    const { seller, buyer, conversation } = await seedDeal(t.ctx);
    await seedVisitHours(t.ctx, seller.user.id, { location: 'Baner, Pune' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversation.id}/visits/`, headers: buyer.auth, payload: { starts_at: slotIn(30), note: 'Gate 2' } });
    const visit = res.json().data as { id: string };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: buyer.auth, payload: { language: 'hi' } });
    expect(saved.statusCode).toBe(200);
    const url = `/api/v1/visits/${visit.id}/calendar.ics`;
    const read = async (auth: Auth) => {
      const r = await t.app.inject({ url, headers: auth });
      expect(r.statusCode).toBe(200);
      return r.body.replace(/\r\n /g, '').split('\r\n');
    };

    const hindi = await read(buyer.auth);
    expect(hindi).toContain(`SUMMARY:${conversation.carTitle} देखने की विज़िट`);
    expect(hindi.find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:सेलर Ravi के साथ विज़िट (GaadiBazaar)।\\nनोट: Gate 2');
    expect(hindi).toContain('LOCATION:Baner\\, Pune');
    expect(hindi.find((l) => l.startsWith('PRODID:'))).toMatch(/\/\/HI$/);
    expect(hindi.join('\n')).not.toMatch(/See the|Visit with|Note:/);

    // The seller has saved no language: English, as before.
    const english = await read(seller.auth);
    expect(english).toContain(`SUMMARY:See the ${conversation.carTitle}`);
    expect(english.find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:Visit with the buyer\\, Meera (GaadiBazaar).\\nNote: Gate 2');
    expect(english.find((l) => l.startsWith('PRODID:'))).toMatch(/\/\/EN$/);
    // Back to English on the buyer's account: English again.
    await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language/', headers: buyer.auth, payload: { language: 'en' } });
    expect((await read(buyer.auth)).find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:Visit with the seller\\, Ravi (GaadiBazaar).\\nNote: Gate 2');
  });

  it('gives the conversation module its visits, visits by id, and cancels planned ones when it closes', async () => {
    const { seller, buyer, conversation } = await seedDeal(t.ctx);
    const first = await book(conversation.id, buyer.auth, slotIn(30));
    await t.app.inject({ method: 'POST', url: `/api/v1/visits/${first.id}/confirm/`, headers: seller.auth });
    const second = await book(conversation.id, buyer.auth, slotIn(50));
    const forSeller = await visitsOf(t.ctx.db, conversation.id, 'seller');
    expect(forSeller.map((v) => [v.id, v.status, v.role])).toEqual([
      [first.id, 'confirmed', 'seller'],
      [second.id, 'requested', 'seller'],
    ]);
    const views = await visitById(t.ctx.db, [second.id, 'e3b0c442-98fc-4c14-9afb-f4c8996fb924']);
    expect(views.size).toBe(1);
    expect(toVisit(views.get(second.id)!, 'buyer')).toMatchObject({ id: second.id, role: 'buyer', other_party: { name: 'Ravi' } });

    const closed = await t.ctx.db.transaction((tx) => closeVisits(tx, conversation.id, 'The car has been sold'));
    expect(closed.map((v) => v.id).sort()).toEqual([first.id, second.id].sort());
    expect((await visitsOf(t.ctx.db, conversation.id, 'buyer')).map((v) => [v.status, v.reason])).toEqual([
      ['cancelled', 'The car has been sold'],
      ['cancelled', 'The car has been sold'],
    ]);
  });
});
