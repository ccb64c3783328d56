import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dehydrateForClient } from './page-data';

describe('dehydrateForClient', () => {
  it("leaves a list's description and features out of the handover, and nothing else", () => {
    const qc = new QueryClient();
    const car = { id: 'a', price: 435000, description: 'Well kept', features: ['ABS'], images: [{ id: 'p' }] };
    qc.setQueryData(['cars', { page: 1 }], { cars: [car], pagination: { total: 1 } });
    qc.setQueryData(['car', 'a'], car);

    const queries = dehydrateForClient(qc).queries;
    const list = queries.find((q) => q.queryKey[0] === 'cars')!.state.data as { cars: object[]; pagination: object };
    expect(list.cars).toEqual([{ id: 'a', price: 435000, images: [{ id: 'p' }] }]);
    expect(list.pagination).toEqual({ total: 1 });
    // The listing page's own query keeps them, and the cache itself is untouched.
    expect(queries.find((q) => q.queryKey[0] === 'car')!.state.data).toEqual(car);
    expect(qc.getQueryData<{ cars: object[] }>(['cars', { page: 1 }])!.cars[0]).toBe(car);
  });
});

describe('the home page\'s cities', () => {
  it('are names and counts under a key of their own: no ids in the handover, and the forms\' query untouched', async () => {
    const { cityCountsQuery, citiesQuery } = await import('@/lib/api/catalogue');
    const { setTransport } = await import('@/lib/api/client');
    const cities = [{ id: '5f0c7a2e-1111-4a4a-8a8a-000000000001', name: 'Pune', state: 'Maharashtra', car_count: 7, carCount: 7 }];
    setTransport(async () => new Response(JSON.stringify({ success: true, data: { cities } }), { headers: { 'content-type': 'application/json' } }));
    const qc = new QueryClient();
    await qc.prefetchQuery(cityCountsQuery);
    expect(qc.getQueryData(cityCountsQuery.queryKey)).toEqual([{ name: 'Pune', car_count: 7 }]);
    expect(JSON.stringify(dehydrateForClient(qc))).not.toContain(cities[0]!.id);
    expect(cityCountsQuery.queryKey).not.toEqual(citiesQuery.queryKey);
    expect(qc.getQueryData(citiesQuery.queryKey)).toBeUndefined();
  });
});
