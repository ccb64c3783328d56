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
