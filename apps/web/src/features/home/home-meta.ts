/** Title and description of the home page, shared by the page and the server's head tags. */
export const HOME_META = {
  title: 'Buy and sell used cars in India',
  description:
    'Buy verified pre-owned cars across India: search by city and brand, compare prices, calculate EMI and contact sellers directly.',
} as const;
