import { t } from '@/lib/i18n/i18n';

/** "1 car available", "72 cars available": the Buy page's count (spec wording), also on landing pages. */
export const availableText = (total: number) => (total === 1 ? t('1 car available') : t('{total} cars available', { total }));
