// A person's visits (issue 21): the list for the seller's dashboard and the buyer, one visit's
// calendar file (in the reader's saved language, issue 25). Either party may read a visit; anyone
// else is told it does not exist.
import type { Visit } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { languageOf } from '../../platform/i18n/translate.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { sideOf } from '../conversations/conversation-records.ts';
import { savedLanguage } from '../users/accounts.ts';
import { findVisit, visitsOfUser } from './queries.ts';
import { calendarFileName, visitCalendar } from './visit-calendar.ts';
import { toVisit, visitViews } from './visit-records.ts';

/** upcoming: requested or confirmed and not over yet; all: every visit. Soonest first. */
export async function myVisits(ctx: AppContext, userId: string, scope: 'upcoming' | 'all', now = new Date()): Promise<Visit[]> {
  const views = await visitViews(ctx.db, await visitsOfUser(ctx.db, userId, scope, now));
  return views.map((v) => toVisit(v, sideOf(v, userId)!));
}

export async function visitCalendarFile(ctx: AppContext, actor: Actor, visitId: string): Promise<{ name: string; text: string }> {
  const visit = isUuid(visitId) ? await findVisit(ctx.db, visitId) : null;
  requireAccess(actor, 'visit.read', visit);
  const [[view], language] = await Promise.all([visitViews(ctx.db, [visit]), savedLanguage(ctx.db, { kind: 'id', value: actor.id })]);
  return { name: calendarFileName(view!), text: visitCalendar(view!, sideOf(visit, actor.id)!, languageOf(language)) };
}
