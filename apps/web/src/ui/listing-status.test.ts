import { describe, expect, it } from 'vitest';
import { listingStatusVariant, statusText } from './listing-status';

describe('listing status badges', () => {
  it('colours pending yellow, approved green, rejected red, sold blue, anything else plain', () => {
    expect(listingStatusVariant('pending')).toBe('warning');
    expect(listingStatusVariant('APPROVED')).toBe('success');
    expect(listingStatusVariant('rejected')).toBe('danger');
    expect(listingStatusVariant('sold')).toBe('info');
    expect(listingStatusVariant('inactive')).toBe('default');
    expect(listingStatusVariant(undefined)).toBe('default');
  });

  it('reads a missing status as Unknown', () => {
    expect(statusText('pending')).toBe('Pending');
    expect(statusText(null)).toBe('Unknown');
  });
});
