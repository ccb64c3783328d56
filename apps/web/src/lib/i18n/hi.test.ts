// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as home } from '@/lib/i18n/hi-home';
import { interpolate } from '@/lib/i18n/i18n';
import { sourceMessages } from '@/lib/i18n/extract-messages';

const source = sourceMessages(fileURLToPath(new URL('../..', import.meta.url)));
const messages = { ...common, ...home };
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Hindi catalogue (decision 040)', () => {
  it('has Hindi for every message of the source', () => {
    expect([...source].filter((id) => !(id in messages))).toEqual([]);
  });

  it('has no message the source no longer shows', () => {
    expect(Object.keys(messages).filter((id) => !source.has(id))).toEqual([]);
  });

  it('puts in the same values as the English text, and none is left empty', () => {
    for (const [id, hindi] of Object.entries(messages)) {
      expect(placeholders(hindi), id).toEqual(placeholders(id));
      expect(hindi.trim(), id).not.toBe('');
    }
  });

  it('keeps the home page\'s messages apart from the ones every page needs', () => {
    expect(Object.keys(home).filter((id) => id in common)).toEqual([]);
  });

  it('puts values into their placeholders', () => {
    expect(interpolate('{city} ({count} कारें)', { city: 'Pune', count: 3 })).toBe('Pune (3 कारें)');
    expect(interpolate('{count} कारें')).toBe('{count} कारें');
    expect(interpolate('हिन्दी', { x: 1 })).toBe('हिन्दी');
  });
});
