import { describe, expect, it } from 'vitest';
import { contactTimeLabel, inquiryStatusLabel, isUrgent, listingStatusLabel, messagePreview } from './dashboard-text';

describe('dashboard texts', () => {
  it('labels listing statuses as the dashboard does', () => {
    expect(listingStatusLabel('active')).toBe('Active');
    expect(listingStatusLabel('approved')).toBe('Active'); // the live listing (contract 6.5: active = approved)
    expect(listingStatusLabel('pending')).toBe('Under Review');
    expect(listingStatusLabel('sold')).toBe('Sold');
    expect(listingStatusLabel('rejected')).toBe('Inactive');
    expect(listingStatusLabel(undefined)).toBe('Inactive');
  });

  it('previews the first 100 characters of a message', () => {
    expect(messagePreview('short')).toBe('short');
    const long = 'a'.repeat(150);
    expect(messagePreview(long)).toBe(`${'a'.repeat(100)}...`);
  });

  it('falls back to Anytime and New for unknown values', () => {
    expect(contactTimeLabel('morning')).toBe('Morning (9 AM - 12 PM)');
    expect(contactTimeLabel('whenever')).toBe('Anytime');
    expect(inquiryStatusLabel('responded')).toBe('Responded');
    expect(inquiryStatusLabel('odd')).toBe('New');
  });

  it('emphasises urgent and high priorities only', () => {
    expect(isUrgent('urgent')).toBe(true);
    expect(isUrgent('high')).toBe(true);
    expect(isUrgent('normal')).toBe(false);
  });
});
