// Notification messages (contract 6.10–6.12), sent by the API and shown by /dashboard. No zod here.

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
} as const;
