// Saved-search messages the API sends and the web app shows (contract 3.10, issue 14). No zod here.
import { NOTIFICATION_FREQUENCIES } from './constants.ts';

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  nameTaken: 'You already have a saved search with this name.',
  sameFilters: (name: string) => `You already have a saved search with these filters ("${name}").`,
  tooMany: (max: number) => `You can keep at most ${max} saved searches. Delete one to save another.`,
  frequency: `Notification frequency must be one of: ${NOTIFICATION_FREQUENCIES.join(', ')}`,
  alertsFlag: 'notifications_enabled must be true or false',
  nothingToChange: 'Send notification_frequency or notifications_enabled to change.',
  notFound: 'Saved search not found',
} as const;

export const SAVED_SEARCH_NAME_MAX = 100;
