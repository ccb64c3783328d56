// Messages live across API processes (issue 21): a message posted through one process reaches the
// other person's stream held by another, as they read it; its arrival there marks it delivered and
// their reading marks it read, both of which reach the writer's stream. On PostgreSQL and on Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openDatabase } from '../../platform/database.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { eventsNamed, openStream } from '../../test/sse-client.ts';
import { waitFor } from '../../test/wait-for.ts';

interface LiveMessage {
  conversation_id: string;
  message: { body: string; mine: boolean; status: string | null };
  unread_total: number;
}
interface Receipt {
  conversation_id: string;
  other_read_at: string | null;
  other_delivered_at: string | null;
}

function liveSuite(label: string, env: Record<string, string>) {
  describe(`conversation events on the live stream (${label})`, () => {
    const t = useTestApp({ env });
    let one = '';
    let two = '';
    let other: App;

    beforeAll(async () => {
      one = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // A second API process on the same database (here, in the same Node process).
      other = await buildApp({ config: t.config, database: openDatabase(t.url, { max: 4 }), logger: false });
      two = await other.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await other?.close();
      await other?.ctx.pool.end();
    });

    it("delivers a message to the other person's stream in another process, then the delivered and read marks back", async () => {
      const seller = await createUser(t.ctx, { name: 'Ravi' });
      const buyer = await createUser(t.ctx, { name: 'Meera' });
      const listing = await createListing(t.ctx, { sellerId: seller.user.id });
      const contact = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cars/${listing.id}/contact/`,
        headers: buyer.auth,
        payload: { buyer_name: 'Meera', buyer_phone: '9876543210', message: 'Is it available?' },
      });
      const id = contact.json().data.inquiry_id as string;
      const buyerStream = await openStream(two, buyer.token);
      const sellerStream = await openStream(one, seller.token);
      try {
        await waitFor('both streams ready', async () => (eventsNamed(buyerStream.blocks, 'ready').length && eventsNamed(sellerStream.blocks, 'ready').length) || undefined);
        const sent = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages/`, headers: seller.auth, payload: { body: 'Yes, come on Sunday' } });
        expect(sent.statusCode).toBe(200);

        const [live] = await waitFor('the message on the buyer’s stream', async () => {
          const got = eventsNamed<LiveMessage>(buyerStream.blocks, 'message').filter((m) => m.message.body === 'Yes, come on Sunday');
          return got.length ? got : undefined;
        });
        expect(live).toMatchObject({ conversation_id: id, message: { mine: false, status: null }, unread_total: 1 });
        // The writer's other tabs hear of it too, as theirs.
        await waitFor('the message on the seller’s own stream', async () =>
          eventsNamed<LiveMessage>(sellerStream.blocks, 'message').some((m) => m.message.body === 'Yes, come on Sunday' && m.message.mine) || undefined,
        );
        // Reaching the buyer's stream delivered it: the seller's stream hears so.
        await waitFor('the delivered mark', async () => eventsNamed<Receipt>(sellerStream.blocks, 'receipt').some((r) => r.conversation_id === id && r.other_delivered_at) || undefined);

        expect((await other.inject({ method: 'POST', url: `/api/v1/conversations/${id}/read/`, headers: buyer.auth })).statusCode).toBe(200);
        await waitFor('the read mark', async () => eventsNamed<Receipt>(sellerStream.blocks, 'receipt').some((r) => r.conversation_id === id && r.other_read_at) || undefined);
        const detail = (await t.app.inject({ url: `/api/v1/conversations/${id}/`, headers: seller.auth })).json().data;
        expect(detail.messages.at(-1)).toMatchObject({ mine: true, status: 'read' });

        // A stranger's stream hears nothing of it.
        const stranger = await createUser(t.ctx);
        const strangerStream = await openStream(two, stranger.token);
        await waitFor('the stranger’s stream ready', async () => eventsNamed(strangerStream.blocks, 'ready').length || undefined);
        await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages/`, headers: buyer.auth, payload: { body: 'See you then' } });
        await waitFor('the seller hears the reply', async () => eventsNamed<LiveMessage>(sellerStream.blocks, 'message').some((m) => m.message.body === 'See you then') || undefined);
        expect(eventsNamed(strangerStream.blocks, 'message')).toEqual([]);
        strangerStream.close();
      } finally {
        buyerStream.close();
        sellerStream.close();
      }
    });
  });
}

liveSuite('PostgreSQL', {});
liveSuite('Redis', { REDIS_URL: 'redis://127.0.0.1:6379' });
