// Who may read or change what: every rule in one table (decision 025). A use case loads what it is
// about (a listing, a file, an inquiry) and calls requireAccess first; the rule says whether the
// actor may, and how a refusal looks. A "hidden" resource answers 404 to whoever may not see it, as
// if it did not exist (contract 6.2: another seller's listing is not even acknowledged); a
// "refused" one answers 403 once it exists. Authentication (signed in at all, user or admin) stays
// with the route guards in platform/auth-guards.ts; this decides about particular things.
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/messages';
import { IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import { CONVERSATION_MESSAGES, OFFER_MESSAGES, REPORT_MESSAGES, VISIT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { NOTIFICATION_MESSAGES } from '@gaadi/domain/notification-messages';
import { SAVED_SEARCH_MESSAGES } from '@gaadi/domain/saved-search-messages';
import { DEALER_MESSAGES } from '@gaadi/domain/schemas/dealers';
import { INQUIRY_MESSAGES } from '@gaadi/domain/schemas/inquiries';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

export interface ListingFacts {
  sellerId: string;
  status: string;
}

export interface FileFacts {
  /** The listing the file belongs to, when attached, and that listing's seller. */
  listingId: string | null;
  listingSellerId: string | null;
  uploaderUserId: string | null;
}

export interface InquiryFacts {
  sellerId: string;
  /** The buyer's account, when the inquiry was sent signed in (or linked since). */
  buyerUserId: string | null;
}

export interface ConversationFacts {
  sellerId: string;
  /** Null until the buyer, who wrote signed out, signs in with the address they gave. */
  buyerUserId: string | null;
}

/** An offer or a visit: the two people of its conversation and which side made or asked for it. */
export interface OfferFacts extends ConversationFacts {
  madeBy: string;
}

export interface VisitFacts extends ConversationFacts {
  requestedBy: string;
}

export interface RecipientFacts {
  userId: string | null;
}

/** A thing one account keeps for itself (a saved search). */
export interface OwnedFacts {
  userId: string;
}

/** An account that may or may not sell as a dealer (issue 22). */
export interface DealerAccountFacts {
  userId: string;
  isDealer: boolean;
}

/** For rules about a whole area rather than one thing (the review queue): pass `{}`. */
export type AreaFacts = Record<string, never>;

interface Subjects {
  area: AreaFacts;
  listing: ListingFacts;
  file: FileFacts;
  inquiry: InquiryFacts;
  conversation: ConversationFacts;
  offer: OfferFacts;
  visit: VisitFacts;
  recipient: RecipientFacts;
  owned: OwnedFacts;
  dealerAccount: DealerAccountFacts;
}

type Refusal = { hidden: string } | { missing: string; refused: string };

interface Rule<S extends keyof Subjects> {
  subject: S;
  allows: (actor: Actor | null, subject: Subjects[S]) => boolean;
  refusal: Refusal;
}

const rule = <S extends keyof Subjects>(subject: S, allows: Rule<S>['allows'], refusal: Refusal): Rule<S> => ({ subject, allows, refusal });

const isAdmin = (a: Actor | null) => a?.kind === 'admin';
const isUser = (a: Actor | null, id: string | null) => a?.kind === 'user' && id !== null && a.id === id;
/** The user's side of a conversation (its seller or its buyer), or null. */
const sideOf = (a: Actor | null, c: ConversationFacts) => (isUser(a, c.sellerId) ? 'seller' : isUser(a, c.buyerUserId) ? 'buyer' : null);
/** A party to the conversation other than `side` (who made the offer, who asked for the time). */
const otherParty = (a: Actor | null, c: ConversationFacts, side: string) => {
  const mine = sideOf(a, c);
  return mine !== null && mine !== side;
};

const POLICY = {
  /** A listing page (4.2): public when approved; otherwise only its seller and admins see it. */
  'listing.read': rule('listing', (a, l) => l.status === PUBLIC_STATUS || isUser(a, l.sellerId) || isAdmin(a), { hidden: CAR_NOT_FOUND_MESSAGE }),
  /** Seller info on the page, and visits that are not counted as buyer interest: its seller and admins. */
  'listing.readAsSeller': rule('listing', (a, l) => isUser(a, l.sellerId) || isAdmin(a), { hidden: CAR_NOT_FOUND_MESSAGE }),
  /** The seller's own edit (6.2) and delete (6.3). */
  'listing.update': rule('listing', (a, l) => isUser(a, l.sellerId), { hidden: CAR_NOT_FOUND_MESSAGE }),
  'listing.delete': rule('listing', (a, l) => isUser(a, l.sellerId), { hidden: CAR_NOT_FOUND_MESSAGE }),
  /** The seller marks their car sold from the dashboard (issue 22). */
  'listing.markSold': rule('listing', (a, l) => isUser(a, l.sellerId), { hidden: CAR_NOT_FOUND_MESSAGE }),
  /** A car's own visiting hours (issue 21): its seller only. */
  'listing.setVisitHours': rule('listing', (a, l) => isUser(a, l.sellerId), { hidden: CAR_NOT_FOUND_MESSAGE }),
  /** Photos and video into a listing (5.1, 5.2) and their order: its seller or an admin. */
  'listing.addMedia': rule('listing', (a, l) => isUser(a, l.sellerId) || isAdmin(a), {
    missing: UPLOAD_MESSAGES.listingNotFound,
    refused: 'You can only add media to your own listings',
  }),
  'listing.reorderMedia': rule('listing', (a, l) => isUser(a, l.sellerId) || isAdmin(a), { missing: 'Listing not found', refused: 'You cannot change this listing' }),
  /** Review, admin edits and deletes, verification, quality flags (7.x): admins only. */
  'listing.moderate': rule('listing', (a) => isAdmin(a), { missing: CAR_NOT_FOUND_MESSAGE, refused: 'You do not have permission to do this' }),
  /** The review queue and dashboard (7.1, 7.2), and quality flags (they name other sellers' listings). */
  'reviewQueue.read': rule('area', (a) => isAdmin(a), { missing: 'Not found', refused: 'You do not have permission to do this' }),
  'qualityFlags.read': rule('area', (a) => isAdmin(a), { missing: 'Not found', refused: 'You do not have permission to do this' }),
  /** 5.3: the listing's seller, the uploader of an unattached file, or any admin. */
  'file.delete': rule('file', (a, f) => isAdmin(a) || (f.listingId ? isUser(a, f.listingSellerId) : isUser(a, f.uploaderUserId)), {
    missing: UPLOAD_MESSAGES.fileNotFound,
    refused: 'You cannot delete this file',
  }),
  /** An inquiry (6.7): its seller, or the buyer who sent it signed in. */
  'inquiry.read': rule('inquiry', (a, i) => isUser(a, i.sellerId) || isUser(a, i.buyerUserId), { hidden: INQUIRY_MESSAGES.notFound }),
  /** The seller's one answer (6.9). */
  'inquiry.respond': rule('inquiry', (a, i) => isUser(a, i.sellerId), { hidden: INQUIRY_MESSAGES.notFound }),
  /** A conversation (issue 21): its seller and its buyer; anyone else is told it does not exist. */
  'conversation.read': rule('conversation', (a, c) => isUser(a, c.sellerId) || isUser(a, c.buyerUserId), { hidden: CONVERSATION_MESSAGES.notFound }),
  /** The seller's own acts in a conversation (share their number). Call after 'conversation.read'. */
  'conversation.actAsSeller': rule('conversation', (a, c) => isUser(a, c.sellerId), { missing: CONVERSATION_MESSAGES.notFound, refused: CONVERSATION_MESSAGES.sellerOnly }),
  /** The buyer's own acts (the first offer, a booking). Call after 'conversation.read'. */
  'conversation.actAsBuyer': rule('conversation', (a, c) => isUser(a, c.buyerUserId), { missing: CONVERSATION_MESSAGES.notFound, refused: CONVERSATION_MESSAGES.buyerOnly }),
  /** The first offer of a round (no offer open): the buyer; the seller only counters. Call after 'conversation.read'. */
  'offer.makeFirst': rule('conversation', (a, c) => isUser(a, c.buyerUserId), { missing: CONVERSATION_MESSAGES.notFound, refused: OFFER_MESSAGES.firstByBuyer }),
  /** An offer: the two people of its conversation. */
  'offer.read': rule('offer', (a, o) => sideOf(a, o) !== null, { hidden: OFFER_MESSAGES.notFound }),
  /** Accept or decline: the side that did not make it. Call after 'offer.read'. */
  'offer.answer': rule('offer', (a, o) => otherParty(a, o, o.madeBy), { missing: OFFER_MESSAGES.notFound, refused: OFFER_MESSAGES.ownOffer }),
  /** Withdraw: the side that made it. Call after 'offer.read'. */
  'offer.withdraw': rule('offer', (a, o) => sideOf(a, o) === o.madeBy, { missing: OFFER_MESSAGES.notFound, refused: OFFER_MESSAGES.notYours }),
  /** A visit, its calendar file, cancelling or moving it: the two people of its conversation. */
  'visit.read': rule('visit', (a, v) => sideOf(a, v) !== null, { hidden: VISIT_MESSAGES.notFound }),
  /** Confirm or decline a requested time: the side that did not ask for it. Call after 'visit.read'. */
  'visit.answer': rule('visit', (a, v) => otherParty(a, v, v.requestedBy), { missing: VISIT_MESSAGES.notFound, refused: VISIT_MESSAGES.ownRequest }),
  /** Reported conversations and their reports (issue 21): admins only, and only reported ones reach them. */
  'reports.moderate': rule('area', (a) => isAdmin(a), { missing: REPORT_MESSAGES.notFound, refused: 'You do not have permission to do this' }),
  /** A notification (6.11): its recipient. */
  'notification.read': rule('recipient', (a, n) => isUser(a, n.userId), { hidden: NOTIFICATION_MESSAGES.notFound }),
  /** A saved search's alerts (issue 25): its owner only; anyone else is told it does not exist. */
  'savedSearch.update': rule('owned', (a, s) => isUser(a, s.userId), { hidden: SAVED_SEARCH_MESSAGES.notFound }),
  /** A stock import (issue 22): the account itself, once it has a dealer profile; others are refused. */
  'stockImport.start': rule('dealerAccount', (a, d) => isUser(a, d.userId) && d.isDealer, { missing: IMPORT_MESSAGES.notDealer, refused: IMPORT_MESSAGES.notDealer }),
  /** An import's progress and report: the dealer who started it; anyone else is told it does not exist. */
  'stockImport.read': rule('owned', (a, s) => isUser(a, s.userId), { hidden: IMPORT_MESSAGES.notFound }),
  /** A dealer profile and its logo (issue 22): the account it belongs to only. */
  'dealer.update': rule('owned', (a, d) => isUser(a, d.userId), { hidden: DEALER_MESSAGES.notFound }),
  /** Approving a dealer's batch of listings at once (issue 22): admins only, each listing still moderated. */
  'reviewQueue.approveBatch': rule('area', (a) => isAdmin(a), { missing: 'Not found', refused: 'You do not have permission to do this' }),
} as const;

export type Permission = keyof typeof POLICY;
type SubjectOf<P extends Permission> = Subjects[(typeof POLICY)[P]['subject']];

/** Whether the actor may; for decisions that change an answer rather than refuse it. */
export function can<P extends Permission>(actor: Actor | null, permission: P, subject: SubjectOf<P>): boolean {
  return (POLICY[permission] as unknown as Rule<keyof Subjects>).allows(actor, subject);
}

/**
 * Throws the rule's 404 or 403 unless the actor may; a missing subject (null: no such id) is a
 * 404. Call it first in every use case about one person's things.
 */
export function requireAccess<P extends Permission, S extends SubjectOf<P>>(
  actor: Actor | null,
  permission: P,
  subject: S | null | undefined,
): asserts subject is S {
  const { refusal } = POLICY[permission] as unknown as Rule<keyof Subjects>;
  if (!subject) throw notFound('hidden' in refusal ? refusal.hidden : refusal.missing);
  if (can(actor, permission, subject)) return;
  throw 'hidden' in refusal ? notFound(refusal.hidden) : forbidden(refusal.refused);
}

/** The permissions and their refusals, for the policy's own test. */
export const PERMISSIONS = Object.keys(POLICY) as Permission[];
