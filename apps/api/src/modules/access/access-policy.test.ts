// The access policy as a table (decision 025): every permission against nobody, the owner, another
// user and an admin, and how each refusal looks. The HTTP side of the same rules is the access
// matrix (listings/access-matrix.test.ts, inquiries/authorization.test.ts).
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import type { Actor } from '../../platform/auth-guards.ts';
import { AppError } from '../../platform/errors.ts';
import { can, PERMISSIONS, requireAccess, type Permission } from './access-policy.ts';

const OWNER = 'u-owner';
const actors: Record<string, Actor | null> = {
  nobody: null,
  owner: { kind: 'user', id: OWNER },
  other: { kind: 'user', id: 'u-other' },
  admin: { kind: 'admin', id: 'a-1' },
};

const pending = { sellerId: OWNER, status: 'pending' };
const approved = { sellerId: OWNER, status: 'approved' };
const attached = { listingId: 'l-1', listingSellerId: OWNER, uploaderUserId: 'u-other' };
const unattached = { listingId: null, listingSellerId: null, uploaderUserId: OWNER };
const inquiry = { sellerId: OWNER, buyerUserId: 'u-other' };
const conversation = { sellerId: OWNER, buyerUserId: 'u-other' };
const unclaimed = { sellerId: OWNER, buyerUserId: null };
const buyersOffer = { ...conversation, madeBy: 'buyer' };
const sellersOffer = { ...conversation, madeBy: 'seller' };
const buyersVisit = { ...conversation, requestedBy: 'buyer' };
const sellersVisit = { ...conversation, requestedBy: 'seller' };

/** [permission, subject, who may] — everyone else is refused. */
const table: Array<[Permission, object, string[]]> = [
  ['listing.read', approved, ['nobody', 'owner', 'other', 'admin']],
  ['listing.read', pending, ['owner', 'admin']],
  ['listing.readAsSeller', approved, ['owner', 'admin']],
  ['listing.update', pending, ['owner']],
  ['listing.delete', approved, ['owner']],
  ['listing.markSold', approved, ['owner']],
  ['listing.setVisitHours', approved, ['owner']],
  ['listing.addMedia', pending, ['owner', 'admin']],
  ['listing.reorderMedia', pending, ['owner', 'admin']],
  ['listing.moderate', pending, ['admin']],
  ['reviewQueue.read', {}, ['admin']],
  ['qualityFlags.read', {}, ['admin']],
  ['file.delete', attached, ['owner', 'admin']], // the listing's seller, not the uploader
  ['file.delete', unattached, ['owner', 'admin']], // the uploader
  ['inquiry.read', inquiry, ['owner', 'other']], // seller and the buyer who sent it
  ['inquiry.respond', inquiry, ['owner']],
  ['conversation.read', conversation, ['owner', 'other']], // its seller and its buyer
  ['conversation.read', unclaimed, ['owner']], // a buyer who wrote signed out has not claimed it yet
  ['conversation.actAsSeller', conversation, ['owner']],
  ['conversation.actAsBuyer', conversation, ['other']],
  ['offer.makeFirst', conversation, ['other']], // the buyer opens; the seller only counters
  ['offer.read', buyersOffer, ['owner', 'other']],
  ['offer.answer', buyersOffer, ['owner']], // the side that did not make it
  ['offer.answer', sellersOffer, ['other']],
  ['offer.withdraw', buyersOffer, ['other']], // the side that made it
  ['offer.withdraw', sellersOffer, ['owner']],
  ['visit.read', buyersVisit, ['owner', 'other']],
  ['visit.read', { ...unclaimed, requestedBy: 'seller' }, ['owner']],
  ['visit.answer', buyersVisit, ['owner']], // the side that did not ask for the time
  ['visit.answer', sellersVisit, ['other']],
  ['reports.moderate', {}, ['admin']],
  ['notification.read', { userId: OWNER }, ['owner']],
  ['savedSearch.update', { userId: OWNER }, ['owner']],
  ['stockImport.start', { userId: OWNER, isDealer: true }, ['owner']],
  ['stockImport.start', { userId: OWNER, isDealer: false }, []], // a private seller is refused (403)
  ['stockImport.read', { userId: OWNER }, ['owner']],
  ['dealer.update', { userId: OWNER }, ['owner']],
  ['reviewQueue.approveBatch', {}, ['admin']],
];

describe('access policy', () => {
  it.each(table)('%s on %j allows exactly %j', (permission, subject, allowed) => {
    const decided = Object.entries(actors).filter(([, actor]) => can(actor, permission, subject as never)).map(([name]) => name);
    expect(decided).toEqual(allowed);
  });

  it('has a row for every permission', () => {
    expect([...new Set(table.map(([p]) => p))].sort()).toEqual([...PERMISSIONS].sort());
  });

  const refusal = (actor: Actor | null, permission: Permission, subject: object | null) => {
    try {
      requireAccess(actor, permission, subject as never);
      return null;
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      const err = e as AppError;
      return [err.statusCode, err.message];
    }
  };

  it('hides what is not yours as if it did not exist (404), and 404s what does not exist', () => {
    expect(refusal(actors.other!, 'listing.update', pending)).toEqual([404, 'Car listing not found']);
    expect(refusal(actors.owner!, 'listing.update', null)).toEqual([404, 'Car listing not found']);
    expect(refusal(actors.other!, 'inquiry.respond', inquiry)).toEqual([404, 'Inquiry not found']);
    expect(refusal(null, 'listing.read', pending)).toEqual([404, 'Car listing not found']);
  });

  it('refuses with 403 what exists but is not yours to change, with the contract’s messages', () => {
    expect(refusal(actors.other!, 'listing.addMedia', pending)).toEqual([403, 'You can only add media to your own listings']);
    expect(refusal(actors.other!, 'listing.reorderMedia', pending)).toEqual([403, 'You cannot change this listing']);
    expect(refusal(actors.other!, 'file.delete', attached)).toEqual([403, 'You cannot delete this file']);
    expect(refusal(actors.owner!, 'file.delete', null)).toEqual([404, 'File not found']);
    expect(refusal(actors.owner!, 'listing.reorderMedia', null)).toEqual([404, 'Listing not found']);
    expect(refusal(actors.owner!, 'conversation.actAsBuyer', conversation)).toEqual([403, 'Only the buyer can do this']);
    expect(refusal(actors.admin!, 'conversation.read', conversation)).toEqual([404, 'Conversation not found']);
    expect(refusal(actors.owner!, 'offer.makeFirst', conversation)).toEqual([403, 'The buyer makes the first offer']);
    expect(refusal(actors.other!, 'offer.answer', buyersOffer)).toEqual([403, 'You cannot answer your own offer']);
    expect(refusal(actors.owner!, 'offer.withdraw', buyersOffer)).toEqual([403, 'Only the person who made this offer can withdraw it']);
    expect(refusal(actors.admin!, 'offer.read', buyersOffer)).toEqual([404, 'Offer not found']);
    expect(refusal(actors.other!, 'visit.answer', buyersVisit)).toEqual([403, 'The other side confirms or declines this time']);
    expect(refusal(null, 'visit.read', buyersVisit)).toEqual([404, 'Visit not found']);
    expect(refusal(actors.other!, 'listing.setVisitHours', approved)).toEqual([404, 'Car listing not found']);
    expect(refusal(actors.other!, 'savedSearch.update', { userId: OWNER })).toEqual([404, 'Saved search not found']);
    expect(refusal(actors.admin!, 'savedSearch.update', { userId: OWNER })).toEqual([404, 'Saved search not found']);
    expect(refusal(actors.owner!, 'stockImport.start', { userId: OWNER, isDealer: false })).toEqual([403, IMPORT_MESSAGES.notDealer]);
    expect(refusal(actors.other!, 'stockImport.read', { userId: OWNER })).toEqual([404, 'Import not found']);
  });

  it('lets the allowed through', () => {
    expect(refusal(actors.owner!, 'listing.update', pending)).toBeNull();
    expect(refusal(actors.admin!, 'listing.moderate', pending)).toBeNull();
  });
});
