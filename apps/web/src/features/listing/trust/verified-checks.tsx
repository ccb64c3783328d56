// The Verified badge of a checked listing opens what was checked (issue 15). A native disclosure:
// it opens before any JavaScript has run, is a button to assistive technology and needs no dialog
// code on the page. Listings verified without a recorded check keep the plain badge.
import BadgeCheck from '@/ui/icons/badge-check';
import CircleCheck from '@/ui/icons/circle-check';
import CircleX from '@/ui/icons/circle-x';
import type { Verification } from '@gaadi/domain/schemas/trust';
import { VERIFICATION_CHECK_TEXT } from '@gaadi/domain/trust-text';
import type { PublicCar } from '@/lib/api/cars';
import { msg, t } from '@/lib/i18n/i18n';
import { trustDate } from '@/features/listing/trust/trust-date';


export function VerifiedChecksView({ verification }: { verification: Verification }) {
  const { demo } = verification;
  // A demo check inspected nothing: no green ticks, no notes repeating it, the notice first.
  const outcome = (passed: boolean) => t(demo ? msg(': demo check, nothing inspected') : passed ? msg(': passed') : msg(': not passed'));
  return (
    <details id="verified-checks" className="group open:basis-full">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 hover:bg-green-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-600 dark:bg-green-900/60 dark:text-green-100 dark:hover:bg-green-900 [&::-webkit-details-marker]:hidden">
        <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
        {t('Verified')}
      </summary>
      <div className="mt-2 max-w-md rounded-lg border border-green-200 bg-white p-3 text-sm shadow-sm dark:border-green-900 dark:bg-gray-900">
        <p className="font-semibold">{t('What we checked')}</p>
        {demo && (
          <p className="mt-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
            {t('Demo check: this is a demonstration listing. The check was recorded for the demo data, not made on a real car and its papers.')}
          </p>
        )}
        <ul className="mt-2 space-y-1.5">
          {verification.checks.map((c) => (
            <li key={c.key} className="flex items-start gap-2">
              {demo ? (
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-gray-400 dark:text-gray-500" aria-hidden="true" />
              ) : c.passed ? (
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
              ) : (
                <CircleX className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden="true" />
              )}
              <span>
                {VERIFICATION_CHECK_TEXT[c.key] ? t(VERIFICATION_CHECK_TEXT[c.key]) : c.key}
                <span className="sr-only">{outcome(c.passed)}</span>
                {c.note && !demo && <span className="block text-xs text-gray-600 dark:text-gray-400">{c.note}</span>}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          {t(demo ? msg('Recorded with the demo data on {date}.') : msg('Checked by our team on {date}.'), { date: trustDate(verification.checked_at, new Date(), true) })}
        </p>
      </div>
    </details>
  );
}

export default function VerifiedChecks({ car }: { car: PublicCar }) {
  return car.verified && car.verification ? <VerifiedChecksView verification={car.verification} /> : null;
}
