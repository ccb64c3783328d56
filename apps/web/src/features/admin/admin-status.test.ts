import { describe, expect, it } from 'vitest';
import { adminActionsFor, adminBadgeColour, tableTitle } from './admin-status';

describe('admin status rules', () => {
  it('offers Approve and Reject only while a listing is pending', () => {
    expect(adminActionsFor('pending')).toEqual(['approve', 'reject', 'delete']);
    expect(adminActionsFor('PENDING')).toEqual(['approve', 'reject', 'delete']);
    for (const status of ['approved', 'rejected', 'sold', 'inactive', '', undefined]) expect(adminActionsFor(status)).toEqual(['delete']);
  });

  it('colours pending yellow, approved green, rejected red', () => {
    expect(adminBadgeColour('pending')).toBe('yellow');
    expect(adminBadgeColour('approved')).toBe('green');
    expect(adminBadgeColour('rejected')).toBe('red');
    expect(adminBadgeColour('sold')).toBe('gray');
  });

  it('titles the table after the filter', () => {
    expect(tableTitle('pending')).toBe('Pending Listings');
    expect(tableTitle('approved')).toBe('Active Listings');
  });
});
