// The thread's head (issue 21): back to the inbox on a phone, the car and the other person, and
// the conversation's actions: share my number (the seller), archive, report, block.
import ChevronLeft from '@/ui/icons/chevron-left';
import { MoreVertical } from 'lucide-react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { formatPrice } from '@gaadi/domain/format';
import type { ConversationDetail } from '@gaadi/domain/schemas/conversations';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { ListingThumbnail } from '@/ui/listing-thumbnail';
import { t as say } from '@/lib/i18n/i18n';

export type ThreadAction = 'share' | 'archive' | 'unarchive' | 'report' | 'block' | 'unblock';

const itemClass =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100 dark:text-gray-200 dark:data-[highlighted]:bg-gray-800';

export function ThreadHeader({ t, onAction }: { t: ConversationDetail; onAction: (a: ThreadAction) => void }) {
  const actions: Array<[ThreadAction, string]> = [
    ...(t.role === 'seller' && !t.phone_shared && t.status === 'open' ? ([['share', say('Share my number')]] as Array<[ThreadAction, string]>) : []),
    t.archived ? ['unarchive', say('Move to inbox')] : ['archive', say('Archive')],
    ...(t.reported_by_me ? [] : ([['report', say('Report')]] as Array<[ThreadAction, string]>)),
    t.blocked_by_me
      ? ['unblock', t.other_party.name ? say('Unblock {name}', { name: t.other_party.name }) : say('Unblock them')]
      : ['block', t.other_party.name ? say('Block {name}', { name: t.other_party.name }) : say('Block them')],
  ];
  const listed = t.car.status === 'approved';
  const car = (
    <>
      <ListingThumbnail
        image={t.car.thumbnail ? { thumbnail: t.car.thumbnail, url: t.car.thumbnail } : undefined}
        alt=""
        width={48}
        height={36}
        className="h-9 w-12 shrink-0 rounded"
        iconClassName="h-5 w-5"
      />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-gray-900 dark:text-gray-100">{t.car.title}</span>
        <span className="block truncate text-xs text-gray-600 dark:text-gray-400">
          {t.car.price !== null ? `${formatPrice(t.car.price)} · ` : ''}
          {t.role === 'seller'
            ? say('Buyer: {name}', { name: t.other_party.name || say('Buyer') })
            : say('Seller: {name}', { name: t.other_party.name || say('Seller') })}
        </span>
      </span>
    </>
  );
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 px-2 py-2 dark:border-gray-800">
      <Link
        to="/messages"
        aria-label={say('Back to messages')}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </Link>
      <h2 className="min-w-0 flex-1">
        {listed ? (
          <Link to={`/listing/${encodeURIComponent(t.car.id)}`} className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500">
            {car}
          </Link>
        ) : (
          <span className="flex min-w-0 items-center gap-2">{car}</span>
        )}
      </h2>
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={say('Conversation actions')}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <MoreVertical className="h-5 w-5" aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900">
            {actions.map(([a, label]) => (
              <Menu.Item key={a} className={cn(itemClass, (a === 'report' || a === 'block') && 'text-red-700 dark:text-red-400')} onSelect={() => onAction(a)}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
