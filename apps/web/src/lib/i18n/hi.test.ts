// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as home } from '@/lib/i18n/hi-home';
import { messages as buy } from '@/lib/i18n/hi-buy';
import { messages as filters } from '@/lib/i18n/hi-filters';
import { messages as footer } from '@/lib/i18n/hi-footer';
import { messages as listing } from '@/lib/i18n/hi-listing';
import { messages as listingMore } from '@/lib/i18n/hi-listing-more';
import { messages as login } from '@/lib/i18n/hi-login';
import { messages as seller } from '@/lib/i18n/hi-seller';
import { messages as dashboard } from '@/lib/i18n/hi-dashboard';
import { messages as sell } from '@/lib/i18n/hi-sell';
import { messages as conversations } from '@/lib/i18n/hi-messages';
import { messages as statistics } from '@/lib/i18n/hi-statistics';
import { messages as dealer } from '@/lib/i18n/hi-dealer';
import { messages as notifications } from '@/lib/i18n/hi-notifications';
import { messages as features } from '@/lib/i18n/hi-features';
import { messages as compare } from '@/lib/i18n/hi-compare';
import { messages as compareTray } from '@/lib/i18n/hi-compare-tray';
import { messages as shortlist } from '@/lib/i18n/hi-shortlist';
import { messages as fairPrice } from '@/lib/i18n/hi-fair-price';
import { messages as account } from '@/lib/i18n/hi-account';
import { messages as places } from '@/lib/i18n/hi-places';
import { messages as valuation } from '@/lib/i18n/hi-valuation';
import { interpolate } from '@/lib/i18n/i18n';
import { sourceMessages } from '@/lib/i18n/extract-messages';
import { FEATURE_CATEGORIES, FEATURE_NAMES } from '@gaadi/domain/feature-names';

const source = sourceMessages(fileURLToPath(new URL('../..', import.meta.url)));
const messages = { ...common, ...footer, ...home, ...buy, ...filters, ...listing, ...listingMore, ...login, ...seller, ...dashboard, ...sell, ...conversations, ...statistics, ...dealer, ...notifications, ...features, ...compare, ...compareTray, ...shortlist, ...fairPrice, ...account, ...places, ...valuation };
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

  it('keeps the page catalogues\' messages (the footer, /buy, its filters and form, the listing page and its dialogs, the signed-in pages, the notifications, the feature names, /compare, /shortlist, /fair-price) apart from the ones every page needs', () => {
    expect(
      [footer, buy, filters, listing, listingMore, login, seller, dashboard, sell, conversations, statistics, dealer, notifications, features, compare, compareTray, shortlist, fairPrice, account, places, valuation].flatMap(Object.keys).filter((id) => id in common),
    ).toEqual([]);
  });

  it('says a message of /compare, its tray, /shortlist, /fair-price, the signed-in header, the pages of a place and the valuation as the other pages say it (the specifications\' labels, Browse Cars, the pages)', () => {
    const others = { footer, home, buy, filters, listing, listingMore, login, seller, dashboard, sell, conversations, statistics, dealer };
    const differing = Object.entries({ compare, compareTray, shortlist, fairPrice, account, places, valuation }).flatMap(([page, catalogue]) =>
      Object.entries(catalogue).flatMap(([id, hindi]) =>
        Object.entries(others)
          .filter(([, other]) => id in other && other[id] !== hindi)
          .map(([name, other]) => `${page} "${id}": ${hindi} ≠ ${name} ${other[id]}`),
      ),
    );
    expect(differing).toEqual([]);
  });

  it('loads no /buy message twice: hi-filters only adds to hi-buy (but the form\'s title, which an empty landing page shows too)', () => {
    expect(Object.keys(filters).filter((id) => id in buy && id !== 'Save this search')).toEqual([]);
  });

  it('loads no listing message twice: hi-listing-more only adds to hi-listing', () => {
    expect(Object.keys(listingMore).filter((id) => id in listing)).toEqual([]);
  });

  it('puts values into their placeholders', () => {
    expect(interpolate('{city} ({count} कारें)', { city: 'Pune', count: 3 })).toBe('Pune (3 कारें)');
    expect(interpolate('{count} कारें')).toBe('{count} कारें');
    expect(interpolate('हिन्दी', { x: 1 })).toBe('हिन्दी');
  });

  it('has every feature name and category of the catalogue, and nothing else but the listing\'s "Other" group, in hi-features (the listing page loads it with its specifications)', () => {
    expect(Object.keys(features).sort()).toEqual([...FEATURE_CATEGORIES, ...FEATURE_NAMES, 'Other'].sort());
  });
});
