// One figure per day as bars in an SVG that scales with its box, for the seller's statistics
// (issue 22). Hand-made: 30 bars need no chart library in the bundle. Screen readers get a summary
// as the image's name and the numbers as a table behind "Show as table".
import { useId } from 'react';
import { currentLocale, t } from '@/lib/i18n/i18n';

export interface DayValue {
  day: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/** "14 Nov" (Hindi "14 नव॰") from "2026-11-14", read as a calendar day (no time zone shift). */
export const dayLabel = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

/** What the chart shows, in words: the total and the best day. */
export function chartSummary(title: string, values: DayValue[]): string {
  const total = values.reduce((t, v) => t + v.value, 0);
  if (total === 0) return t('{title}: none in the last {days} days', { title, days: values.length });
  const best = values.reduce((a, b) => (b.value > a.value ? b : a));
  return t('{title}: {total} in the last {days} days, most on {day} ({best})', {
    title,
    total: total.toLocaleString('en-IN'),
    days: values.length,
    day: dayLabel(best.day),
    best: best.value.toLocaleString('en-IN'),
  });
}

export function DayChart({ title, values, className }: { title: string; values: DayValue[]; className: string }) {
  const tableId = useId();
  const max = Math.max(1, ...values.map((v) => v.value));
  const bar = WIDTH / Math.max(1, values.length);
  const total = values.reduce((t, v) => t + v.value, 0);
  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-gray-900 dark:text-gray-100">{title}</span>
        <span className="text-2xl font-bold text-gray-900 dark:text-gray-100">{total.toLocaleString('en-IN')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-20 w-full" preserveAspectRatio="none" role="img" aria-label={chartSummary(title, values)}>
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-gray-300 dark:stroke-gray-600" strokeWidth="1" />
        {values.map((v, i) => {
          const h = v.value === 0 ? 0 : Math.max(2, (v.value / max) * (HEIGHT - 4));
          return <rect key={v.day} x={i * bar + GAP / 2} y={HEIGHT - h} width={bar - GAP} height={h} rx="1" className={className} />;
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-600 dark:text-gray-400" aria-hidden="true">
        <span>{values[0] && dayLabel(values[0].day)}</span>
        <span>{t('max {count} a day', { count: max.toLocaleString('en-IN') })}</span>
        <span>{values.at(-1) && dayLabel(values.at(-1)!.day)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-700 dark:text-blue-300" aria-controls={tableId}>
          {t('Show as table')}
        </summary>
        <table id={tableId} className="mt-2 w-full text-left text-gray-800 dark:text-gray-200">
          <caption className="sr-only">{t('{title} per day', { title })}</caption>
          <thead>
            <tr>
              <th scope="col" className="font-medium">{t('Day')}</th>
              <th scope="col" className="text-right font-medium">{title}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={v.day}>
                <td>{dayLabel(v.day)}</td>
                <td className="text-right tabular-nums">{v.value.toLocaleString('en-IN')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
