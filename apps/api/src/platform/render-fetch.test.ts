import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueChanges } from './context.ts';
import { publicMaxAge, renderFetch } from './render-fetch.ts';

describe('publicMaxAge', () => {
  it('reads max-age of a public answer only', () => {
    expect(publicMaxAge('public, max-age=60, stale-while-revalidate=300')).toBe(60);
    expect(publicMaxAge('max-age=60, public')).toBe(60);
    expect(publicMaxAge('max-age=60')).toBe(0);
    expect(publicMaxAge('public, max-age=60, private')).toBe(0);
    expect(publicMaxAge('public, no-store, max-age=60')).toBe(0);
    expect(publicMaxAge('public, s-maxage=60')).toBe(0);
    expect(publicMaxAge(undefined)).toBe(0);
  });
});

describe('renderFetch: the server render\'s calls to the API in this process', () => {
  const app = Fastify();
  const asked: Record<string, number> = {};
  let cities = ['Pune'];
  const count = (name: string) => (asked[name] = (asked[name] ?? 0) + 1);
  app.get('/cities', async (_req, reply) => {
    count('cities');
    reply.header('cache-control', 'public, max-age=60');
    return { cities };
  });
  app.get('/car', async (req) => {
    count('car');
    return { ip: req.ip };
  });
  app.get('/private', async (_req, reply) => {
    count('private');
    reply.header('cache-control', 'private, max-age=60');
    return { mine: true };
  });
  app.get('/missing', async (_req, reply) => {
    count('missing');
    reply.header('cache-control', 'public, max-age=60');
    return reply.code(404).send({ error: 'no' });
  });
  afterEach(() => {
    for (const k of Object.keys(asked)) delete asked[k];
    cities = ['Pune'];
  });

  it('answers as fetch does, with the visitor\'s address, and reads the body as JSON or text', async () => {
    const fetch = renderFetch(app, { changes: new CatalogueChanges(), visitorIp: () => '203.0.113.5' });
    const res = await fetch('/car');
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ip: '203.0.113.5' });
    expect(await (await fetch('/car')).text()).toBe('{"ip":"203.0.113.5"}');
    expect((await fetch('/missing')).status).toBe(404);
  });

  it('keeps an answer the API marks public for its max-age, and nothing else', async () => {
    const fetch = renderFetch(app, { changes: new CatalogueChanges(), visitorIp: () => undefined });
    for (let i = 0; i < 3; i++) {
      expect(await (await fetch('/cities')).json()).toEqual({ cities: ['Pune'] });
      await fetch('/car');
      await fetch('/private');
      await fetch('/missing');
    }
    expect(asked).toEqual({ cities: 1, car: 3, private: 3, missing: 3 });
  });

  it('parses a kept answer once and hands every render the same frozen value; other answers fresh each time', async () => {
    const fetch = renderFetch(app, { changes: new CatalogueChanges(), visitorIp: () => '203.0.113.9' });
    const first = (await (await fetch('/cities')).json()) as { cities: string[] };
    const again = (await (await fetch('/cities')).json()) as { cities: string[] };
    expect(again).toBe(first);
    expect(Object.isFrozen(first.cities)).toBe(true);
    expect(() => first.cities.push('Delhi')).toThrow(TypeError);
    expect(await (await fetch('/cities')).text()).toBe('{"cities":["Pune"]}');
    const car = await (await fetch('/car')).json();
    expect(Object.isFrozen(car)).toBe(false);
    expect(await (await fetch('/car')).json()).not.toBe(car);
  });

  it('asks again after a listing change, and never keeps an answer asked for before the change', async () => {
    const changes = new CatalogueChanges();
    const fetch = renderFetch(app, { changes, visitorIp: () => undefined });
    await fetch('/cities');
    cities = ['Pune', 'Delhi'];
    changes.emit('changed');
    expect(await (await fetch('/cities')).json()).toEqual({ cities: ['Pune', 'Delhi'] });
    expect(asked.cities).toBe(2);
    // A change while an answer is on its way: that answer is used once, not kept.
    changes.emit('changed');
    const running = fetch('/cities');
    changes.emit('changed');
    await running;
    expect(asked.cities).toBe(3);
    await fetch('/cities');
    expect(asked.cities).toBe(4);
    await fetch('/cities');
    expect(asked.cities).toBe(4);
  });
});
