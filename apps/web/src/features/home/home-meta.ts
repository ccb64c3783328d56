import { msg } from '@/lib/i18n/i18n';
/** Title and description of the home page, shared by the page and the server's head tags. */
export const HOME_META = {
  title: msg('Buy and sell used cars in India'),
  description:
    msg('Buy verified pre-owned cars across India: search by city and brand, compare prices, calculate EMI and contact sellers directly.'),
};
