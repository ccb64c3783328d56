// /messages and /messages/{id} (issue 21): the signed-in person's conversations as buyer and seller.
// A phone shows the inbox, or one thread full screen with the composer at the bottom; a wide
// screen shows both side by side. Client-rendered, and a lazy chunk of its own.
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useParams } from '@/lib/router';
import { useAuthGate } from '@/lib/auth-gate';
import { cn } from '@/lib/cn';
import { InboxList } from './inbox-list';
import { ThreadView } from './thread-view';
import { useMessagesLive } from './use-messages-live';
import { msg, t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';

const MESSAGES_GATE = msg('Please login to read your messages');

function MessagesPage() {
  const allowed = useAuthGate(MESSAGES_GATE);
  const { id } = useParams<'id'>();
  const said = useMessagesLive(allowed ? id : undefined);
  useDocumentMeta(t('Messages'));
  if (!allowed) return null;
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-7xl md:px-4 md:py-4">
      <h1 className="sr-only">{t('Messages')}</h1>
      <div className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 lg:w-96', id ? 'hidden' : 'flex')}>
        <InboxList openId={id} />
      </div>
      <div className={cn('min-h-0 min-w-0 flex-1 flex-col md:ml-4 md:flex', id ? 'flex' : 'hidden')}>
        {id ? (
          <ThreadView key={id} id={id} />
        ) : (
          <div className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-600 dark:border-gray-700 dark:text-gray-400">
            {t('Choose a conversation to read it here.')}
          </div>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" role="status">
        {said}
      </p>
    </div>
  );
}

// The page's Hindi (its own chunk, loaded with the page on /hi/messages; decision 040).
export default withPageMessages(MessagesPage, () => import('@/lib/i18n/hi-messages'));
