import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STEP_TITLES } from './sell-schema';
import { t } from '@/lib/i18n/i18n';

/** Step list 1–4 with the current one marked for assistive technology. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={t('Progress')}>
      {STEP_TITLES.slice(0, 4).map((title, i) => {
        const n = i + 1;
        const done = n < step;
        const current = n === step;
        return (
          <li key={title} aria-current={current ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
            <span
              className={cn(
                'flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold',
                done && 'bg-green-700 text-white',
                current && 'bg-blue-600 text-white',
                !done && !current && 'bg-gray-200 text-gray-700 dark:bg-gray-700 dark:text-gray-200',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-label={t('Step {n} done', { n })} /> : n}
            </span>
            <span className={cn('text-xs', current ? 'font-semibold text-gray-900 dark:text-gray-100' : 'text-gray-600 dark:text-gray-400')}>
              {t(title)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
