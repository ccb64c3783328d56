// Words of a dealer's public page (issue 22), shared by the page and its server-rendered head; in
// the page's language (issue 25: hi-places.ts).
import type { Dealer } from '@gaadi/domain/schemas/dealers';
import { t } from '@/lib/i18n/i18n';

export const dealerTitle = (d: Pick<Dealer, 'business_name' | 'city'>) => t('{name}, used car dealer in {city}', { name: d.business_name, city: d.city });

export function dealerDescription(d: Pick<Dealer, 'business_name' | 'city' | 'address'>, total: number): string {
  const values = { name: d.business_name, city: d.city, address: d.address, count: total };
  return (total === 1 ? t('{name} in {city}: 1 approved used car for sale. Visit at {address}.', values) : t('{name} in {city}: {count} approved used cars for sale. Visit at {address}.', values)).slice(0, 300);
}
