// One conversation (issue 21): its messages with offers and visits in line, the safety tip, the
// phone numbers the reader may see (as text), the composer at the bottom and the deal's actions.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CONVERSATION_MESSAGES, type ReportReason } from '@gaadi/domain/conversation-rules';
import { formatPrice } from '@gaadi/domain/format';
import type { ConversationDetail, Message } from '@gaadi/domain/schemas/conversations';
import ShieldCheck from '@/ui/icons/shield-check';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast-store';
import { useConversationsLive } from '@/lib/conversation-live';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Skeleton } from '@/ui/skeleton';
import * as api from '@/lib/api/conversations';
import { Composer } from './composer';
import { downloadCalendar } from './calendar-file';
import { MessageBubble } from './message-bubble';
import { OfferCard } from './offer-card';
import { OfferDialog } from './offer-dialog';
import { ReasonDialog } from './reason-dialog';
import { ReportDialog } from './report-dialog';
import { ThreadHeader, type ThreadAction } from './thread-header';
import { newClientKey, offerMoves, tickOf, visitMoves, withMessage, type OfferMove, type VisitMove } from './thread-logic';
import { errorText, useThreadActions } from './use-thread-actions';
import { useMarkRead } from './use-messages-live';
import { VisitCard } from './visit-card';
import { VisitDialog } from './visit-dialog';
import { t as say } from '@/lib/i18n/i18n';

interface Pending {
  key: string;
  body: string;
  failed: boolean;
}

type Open =
  | { kind: 'offer'; counter?: number }
  | { kind: 'book' }
  | { kind: 'reschedule'; visitId: string }
  | { kind: 'decline' | 'cancel'; visitId: string }
  | { kind: 'report' }
  | { kind: 'block' }
  | null;

/** The last message about each offer and visit: only it carries the moves. */
function lastSteps(messages: Message[]) {
  const last = new Map<string, string>();
  for (const m of messages) {
    if (m.offer) last.set(`o${m.offer.id}`, m.id);
    if (m.visit) last.set(`v${m.visit.id}`, m.id);
  }
  return last;
}

export function ThreadView({ id }: { id: string }) {
  const qc = useQueryClient();
  const live = useConversationsLive();
  const { data: t, error, isPending } = useQuery({ ...api.threadQuery(id), refetchInterval: live ? false : 15_000 });
  const { run, busy } = useThreadActions();
  const [pending, setPending] = useState<Pending[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [olderBusy, setOlderBusy] = useState(false);
  const markRead = useMarkRead(id);
  const list = useRef<HTMLOListElement>(null);
  const count = (t?.messages.length ?? 0) + pending.length;

  // Opening a thread reads it (the writer's ticks turn blue).
  const loaded = !!t;
  useEffect(() => {
    if (loaded) markRead();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the thread is there
  }, [loaded]);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = list.current?.parentElement;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (isPending) return <div role="status" aria-label={say('Loading conversation')} className="space-y-3 p-4"><Skeleton className="h-12 w-full" /><Skeleton className="h-40 w-full" /></div>;
  if (error || !t)
    return (
      <div className="p-6 text-center text-gray-700 dark:text-gray-300">
        {error instanceof ApiError && error.isNotFound ? say(CONVERSATION_MESSAGES.notFound) : say('This conversation could not be loaded.')}
      </div>
    );

  const setThread = (f: (t: ConversationDetail) => ConversationDetail) => qc.setQueryData<ConversationDetail>(api.messagesKeys.thread(id), (x) => (x ? f(x) : x));

  async function send(body: string, key = newClientKey()) {
    setPending((p) => [...p.filter((x) => x.key !== key), { key, body, failed: false }]);
    atBottom.current = true;
    try {
      const m = await api.sendMessage(id, body, key);
      setThread((x) => ({ ...x, messages: withMessage(x.messages, m), last_activity_at: m.created_at }));
      setPending((p) => p.filter((x) => x.key !== key));
      void qc.invalidateQueries({ queryKey: [...api.messagesKeys.all, 'list'] });
    } catch (e) {
      setPending((p) => p.map((x) => (x.key === key ? { ...x, failed: true } : x)));
      toast({ title: errorText(e), variant: 'destructive' });
    }
  }

  async function older() {
    const first = t!.messages[0];
    if (!first) return;
    setOlderBusy(true);
    atBottom.current = false;
    try {
      const page = await api.olderMessages(id, first.seq);
      setThread((x) => ({ ...x, messages: page.messages.reduce(withMessage, x.messages), has_older: page.has_older }));
    } finally {
      setOlderBusy(false);
    }
  }

  const omoves = offerMoves(t.role, t.open_offer, t.can_message);
  const askingPrice = t.open_offer?.asking_price ?? t.car.price ?? 0;
  const close = () => setOpen(null);
  const fieldError = async (write: () => Promise<unknown>, name: string) => {
    let msg: string | null = null;
    const ok = await run(name, write, { onFieldError: (m) => (msg = m) });
    if (ok) close();
    return ok ? null : (msg ?? say('Please check and try again'));
  };

  function onOfferMove(move: OfferMove) {
    const offer = t!.open_offer;
    if (move === 'make' || move === 'counter') return setOpen({ kind: 'offer', counter: move === 'counter' ? offer?.amount : undefined });
    if (offer) void run(`offer-${move}`, () => api.answerOffer(offer.id, move));
  }
  function onVisitMove(visitId: string, move: VisitMove) {
    if (move === 'confirm') return void run('visit-confirm', () => api.confirmVisit(visitId));
    setOpen(move === 'reschedule' ? { kind: 'reschedule', visitId } : { kind: move, visitId });
  }
  function onAction(a: ThreadAction) {
    if (a === 'share') void run('share', () => api.shareMyNumber(id));
    if (a === 'archive' || a === 'unarchive') void run('archive', () => api.setArchived(id, a === 'archive'));
    if (a === 'unblock') void run('block', () => api.unblock(id));
    if (a === 'report' || a === 'block') setOpen({ kind: a });
  }

  const steps = lastSteps(t.messages);
  const visitById = new Map(t.visits.map((v) => [v.id, v]));
  // An offer's or a visit's card (its current state and moves) sits on its latest step only; earlier
  // steps keep their text ("Offered ₹6,50,000", "Asked to see the car on …").
  const cardOf = (m: Message) => {
    if (m.offer && steps.get(`o${m.offer.id}`) === m.id) {
      const current = t.open_offer?.id === m.offer.id ? t.open_offer : t.accepted_offer?.id === m.offer.id ? t.accepted_offer : m.offer;
      const moves = current.status === 'open' ? omoves : [];
      return <OfferCard offer={current} mine={m.mine} moves={moves} busy={busy} onMove={onOfferMove} />;
    }
    if (m.visit && steps.get(`v${m.visit.id}`) === m.id) {
      const current = visitById.get(m.visit.id) ?? m.visit;
      const calendar = current.status === 'confirmed' || current.status === 'requested' ? () => void downloadCalendar(current) : undefined;
      return <VisitCard visit={current} mine={m.mine} moves={visitMoves(current)} busy={busy} onMove={(mv) => onVisitMove(current.id, mv)} onCalendar={calendar} />;
    }
    return null;
  };

  // Once a price is agreed, the next step is the visit, not another offer.
  const canOffer = omoves.includes('make') && !t.accepted_offer;
  const canBook = t.role === 'buyer' && t.can_book;
  return (
    <section aria-label={say('Conversation about {car}', { car: t.car.title })} className="flex min-h-0 flex-1 flex-col bg-gray-50 md:rounded-xl md:border md:border-gray-200 dark:bg-gray-900 md:dark:border-gray-800">
      <div className="bg-white md:rounded-t-xl dark:bg-gray-950">
        <ThreadHeader t={t} onAction={onAction} />
      </div>
      {/* A scrolling region is reached by keyboard to read older messages (axe: scrollable-region-focusable). */}
      <div
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500"
        role="region"
        aria-label={say('Conversation history')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        <p className="mb-2 flex gap-2 rounded-lg bg-blue-50 px-3 py-2 text-xs text-blue-950 dark:bg-blue-950/60 dark:text-blue-100">
          <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
          {say(CONVERSATION_MESSAGES.safetyTip)}
        </p>
        {t.role === 'buyer' && t.seller_phone && (
          <p className="mb-2 rounded-lg bg-white px-3 py-2 text-sm text-gray-900 dark:bg-gray-800 dark:text-gray-100">
            {say("Seller's number:")} <span className="font-semibold">{t.seller_phone}</span>
          </p>
        )}
        {t.role === 'seller' && t.buyer_contact && (
          <p className="mb-2 rounded-lg bg-white px-3 py-2 text-sm text-gray-900 dark:bg-gray-800 dark:text-gray-100">
            {say('Buyer:')} <span className="font-semibold">{t.buyer_contact.name}</span>
            {t.buyer_contact.phone ? ` · ${t.buyer_contact.phone}` : ''}
            {t.buyer_contact.email ? ` · ${t.buyer_contact.email}` : ''}
          </p>
        )}
        {t.accepted_offer && (
          <div className="mb-2 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-950 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100">
            <p className="font-semibold">{say('Offer accepted: {amount}', { amount: formatPrice(t.accepted_offer.amount) })}</p>
            <p>{t.role === 'buyer' ? say('Next: book a visit to see the car and its papers.') : say('Next: the buyer books a visit to see the car.')}</p>
          </div>
        )}
        {t.has_older && (
          <div className="my-2 text-center">
            <Button size="sm" variant="outline" busy={olderBusy} onClick={() => void older()}>
              {say('Load older messages')}
            </Button>
          </div>
        )}
        <ol ref={list} aria-label={say('Messages')}>
          {t.messages.map((m) => (
            <MessageBubble key={m.id} m={m} tick={tickOf(m, t)} card={cardOf(m)} />
          ))}
          {pending.filter((p) => !t.messages.some((m) => m.mine && m.client_key === p.key)).map((p) => (
            <li key={p.key} className="my-1 flex flex-col items-end">
              <MessageBubble
                m={{ id: p.key, seq: 0, sender: t.role, mine: true, kind: 'text', body: p.body, created_at: new Date().toISOString(), warning: false, status: 'sent', offer: null, visit: null }}
                tick={null}
                pending={!p.failed}
              />
              {p.failed && (
                <button type="button" className="text-xs font-medium text-red-700 underline dark:text-red-400" onClick={() => void send(p.body, p.key)}>
                  {say('Not sent. Try again')}
                </button>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div className="border-t border-gray-200 bg-white px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 md:rounded-b-xl dark:border-gray-800 dark:bg-gray-950">
        {t.status === 'closed' && <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{say(CONVERSATION_MESSAGES.closed)}</p>}
        {t.status === 'open' && !t.can_message && <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{t.blocked_by_me ? say('You blocked this person. Unblock them to write again.') : say(CONVERSATION_MESSAGES.blocked)}</p>}
        {(canOffer || canBook) && (
          <div className="mb-2 flex gap-2">
            {canOffer && (
              <Button size="sm" variant="outline" onClick={() => onOfferMove('make')}>
                {say('Make an offer')}
              </Button>
            )}
            {canBook && (
              <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'book' })}>
                {say('Book a visit')}
              </Button>
            )}
          </div>
        )}
        <Composer disabled={!t.can_message} onSend={(b) => void send(b)} />
      </div>

      {open?.kind === 'offer' && (
        <OfferDialog
          open
          onOpenChange={(o) => !o && close()}
          askingPrice={askingPrice}
          counter={open.counter}
          busy={busy === 'offer'}
          onSubmit={(amount) => fieldError(() => api.makeOffer(id, amount, newClientKey()), 'offer')}
        />
      )}
      {(open?.kind === 'book' || open?.kind === 'reschedule') && (
        <VisitDialog
          open
          onOpenChange={(o) => !o && close()}
          conversationId={id}
          mode={open.kind}
          busy={busy === 'visit'}
          onSubmit={(startsAt, text) =>
            fieldError(() => (open.kind === 'reschedule' ? api.rescheduleVisit(open.visitId, startsAt, text) : api.bookVisit(id, startsAt, text, newClientKey())), 'visit')
          }
        />
      )}
      {(open?.kind === 'decline' || open?.kind === 'cancel') && (
        <ReasonDialog
          open
          onOpenChange={(o) => !o && close()}
          title={open.kind === 'decline' ? say('Decline this time') : say('Cancel the visit')}
          description={open.kind === 'decline' ? say('Tell them why; they can propose another time.') : say('Tell them why. They are told at once.')}
          confirmText={open.kind === 'decline' ? say('Decline') : say('Cancel visit')}
          busy={busy === 'visit-reason'}
          onSubmit={(reason) => fieldError(() => (open.kind === 'decline' ? api.declineVisit(open.visitId, reason) : api.cancelVisit(open.visitId, reason)), 'visit-reason')}
        />
      )}
      {open?.kind === 'report' && (
        <ReportDialog
          open
          onOpenChange={(o) => !o && close()}
          busy={busy === 'report'}
          onSubmit={async (reason: ReportReason, details) => {
            const ok = await run('report', () => api.report(id, { reason, details }));
            if (ok) close();
            return ok;
          }}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'block'}
        onOpenChange={(o) => !o && close()}
        title={t.other_party.name ? say('Block {name}?', { name: t.other_party.name }) : say('Block this person?')}
        message={say('They will no longer be able to message you or book a visit. You can unblock them later.')}
        confirmText={say('Block')}
        cancelText={say('Cancel')}
        type="danger"
        busy={busy === 'block'}
        onConfirm={() => void run('block', () => api.block(id)).then((ok) => ok && close())}
      />
    </section>
  );
}

