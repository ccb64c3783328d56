// The search index is read after an app is ready (decision 046): a measurement waits for it, so
// that it times the index, not the SQL that answers meanwhile.
import type { FastifyInstance } from 'fastify';

export async function searchIndexRead(app: Pick<FastifyInstance, 'inject'>): Promise<void> {
  for (;;) {
    const state = (await app.inject({ method: 'GET', url: '/api/ready' })).json()?.data?.search_index;
    if (state !== 'reading' && state !== 'unavailable') return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
