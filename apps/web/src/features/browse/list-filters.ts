// Several values in one filter (brand, city, model, bodyType: comma-separated, issue 13). Only the
// lazily loaded filter panel uses these, so they stay out of the page's first JavaScript.

/** The values of a comma-separated filter. */
export const listOf = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The filter with `value` added or removed. */
export const toggled = (current: string, value: string) => {
  const list = listOf(current);
  const has = list.some((x) => x.toLowerCase() === value.toLowerCase());
  return (has ? list.filter((x) => x.toLowerCase() !== value.toLowerCase()) : [...list, value]).join(',');
};
