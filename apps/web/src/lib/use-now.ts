import { useEffect, useState } from 'react';

/**
 * The time a relative wording counts to ("Listed 5 minutes ago"). The first browser render may
 * keep the server's words (a kept page can be minutes old, decision 029); once mounted the words are
 * counted again from the browser's clock.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), []);
  return now;
}
