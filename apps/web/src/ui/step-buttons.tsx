import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';

/**
 * Previous and Next of a multi-step form, Next becoming the submit button on the last step (the
 * sell wizard and the older edit form). Previous is off on the first step and while submitting.
 */
export function StepButtons({
  first,
  last,
  onPrevious,
  onNext,
  nextDisabled,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  submitDisabled,
}: {
  first: boolean;
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
  onSubmit: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
}) {
  return (
    <div className="mt-6 flex justify-between gap-3">
      <Button variant="outline" disabled={first || busy} onClick={onPrevious}>
        {t('Previous')}
      </Button>
      {last ? (
        <Button busy={busy} disabled={submitDisabled} onClick={onSubmit}>
          {busy ? busyLabel : submitLabel}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={nextDisabled}>
          {t('Next')}
        </Button>
      )}
    </div>
  );
}
