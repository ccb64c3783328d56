// TanStack Query keys shared across areas (the navbar's unread badge and the dashboards must agree;
// the sell wizard refreshes the seller's lists). Keys of one area sit beside its queries in lib/api/.
export const queryKeys = {
  unreadCount: ['notifications', 'unread-count'] as const,
  notifications: ['notifications'] as const,
  sellerListings: ['seller', 'listings'] as const,
  sellerStats: ['seller', 'stats'] as const,
  dealerImports: ['dealer', 'imports'] as const,
  inquiries: ['inquiries'] as const,
  /** Issue 21: the inbox, threads and the navbar's unread messages. */
  conversations: ['conversations'] as const,
  messagesUnread: ['conversations', 'unread-count'] as const,
};
