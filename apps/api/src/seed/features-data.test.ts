import { describe, expect, it } from 'vitest';
import { FEATURE_GROUPS } from '@gaadi/domain/feature-names';
import { FEATURES } from './features-data.ts';

describe('the feature catalogue', () => {
  it('seeds exactly the domain’s feature names, under the same categories and in the same order (the Hindi catalogue has each)', () => {
    const seeded: Record<string, string[]> = {};
    for (const f of FEATURES) (seeded[f.category] ??= []).push(f.name);
    expect(seeded).toEqual(FEATURE_GROUPS);
    expect(FEATURES).toHaveLength(55);
  });
});
