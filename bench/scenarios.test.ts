import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../apps/api/src/test/factories.ts';
import { useTestApp } from '../apps/api/src/test/helper.ts';
import { formatTable } from './report.ts';
import { chooseScenarios } from './scenarios.ts';

describe('bench scenarios', () => {
  const t = useTestApp();

  it('falls back to the busiest city and fuel when the contract example matches nothing', async () => {
    const { user } = await createUser(t.ctx);
    await createListing(t.ctx, { sellerId: user.id, city: 'Mumbai', state: 'Maharashtra', fuelType: 'petrol', price: 500_000 });
    const [, filtered] = await chooseScenarios(t.ctx.pool);
    expect(filtered!.path).toBe(
      '/api/v1/cars/?city=Mumbai&fuelType=petrol&minPrice=500000&maxPrice=500000&sortBy=price_asc&page=1&limit=12',
    );
  });

  it('uses the contract example (Pune, diesel, 3-15 lakh) when it matches listings', async () => {
    const { user } = await createUser(t.ctx);
    await createListing(t.ctx, { sellerId: user.id, city: 'Pune', fuelType: 'diesel', price: 800_000 });
    const scenarios = await chooseScenarios(t.ctx.pool);
    expect(scenarios.map((s) => s.path)).toEqual([
      '/api/v1/cars/?sortBy=created_desc&page=1&limit=12',
      '/api/v1/cars/?city=Pune&fuelType=diesel&minPrice=300000&maxPrice=1500000&sortBy=price_asc&page=1&limit=12',
      '/api/v1/cars/?search=hundai%20creta&sortBy=created_desc&page=1&limit=12',
    ]);
    for (const s of scenarios) expect((await t.app.inject({ method: 'GET', url: s.path })).statusCode).toBe(200);
  });

  it('prints one aligned row per scenario, showing a failed probe', () => {
    const row = { path: '/x', requestsPerSecond: 4321, p50: 9, p90: 20, p99: 31, max: 40, non2xx: 0, errors: 0, timeouts: 0, requests: 43210 };
    const table = formatTable([
      { ...row, scenario: 'no filter', probe: { status: 200, total: 90000 }, loadBefore: '1.20 0.90 0.50', cpu: { api: 0.2, db: 0.3, loadGenerator: 0.1, idleTwoCores: 3333 } },
      { ...row, scenario: 'search', probe: { status: 404, total: null }, non2xx: 7, loadBefore: '2.00 1.00 0.70' },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^no filter\s+4321\s+9\s+20\s+31\s+0\s+0\s+90000\s+1\.20 0\.90 0\.50\s+0\.20\+0\.30\+0\.10\s+≈3333 req\/s$/);
    expect(table[3]).toMatch(/\s7\s+0\s+HTTP 404\s+2\.00 1\.00 0\.70\s*$/);
    expect(new Set(table.map((l) => l.length)).size).toBe(1);
  });
});
