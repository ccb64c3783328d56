// Words of a dealer's public page (issue 22), shared by the page and its server-rendered head.
import type { Dealer } from '@gaadi/domain/schemas/dealers';

export const dealerTitle = (d: Pick<Dealer, 'business_name' | 'city'>) => `${d.business_name}, used car dealer in ${d.city}`;

export function dealerDescription(d: Pick<Dealer, 'business_name' | 'city' | 'address'>, total: number): string {
  const cars = total === 1 ? '1 approved used car' : `${total} approved used cars`;
  return `${d.business_name} in ${d.city}: ${cars} for sale. Visit at ${d.address}.`.slice(0, 300);
}
