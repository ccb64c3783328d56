const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** Public "Listed …" wording (contract 8.3): days rounded up; Yesterday, N days, weeks, months, years. */
export function listedAgo(createdAt: string | Date, now: Date = new Date()): string {
  const diff = Math.abs(now.getTime() - new Date(createdAt).getTime());
  const days = Math.ceil(diff / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/** Seller-side wording for notifications and inquiries: rounded down; Just now, Nm, Nh, Nd, then a date. */
export function timeAgo(createdAt: string | Date, now: Date = new Date()): string {
  const then = new Date(createdAt);
  const diff = now.getTime() - then.getTime();
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d ago`;
  return then.toLocaleDateString();
}

/** Admin "Submitted": "Aug 30, 2025, 03:45 PM". */
export function submittedAt(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Seller card "Created: Aug 30, 2025". */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
