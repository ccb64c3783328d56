// One step of a multi-step listing form (the sell wizard, the older edit form): its title, its
// blocks of fields, and Previous / Next, Next becoming the submit button on the last step.
import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldBlock } from '@/lib/listing-form/listing-steps';
import { Card } from '@/ui/card';
import { StepButtons } from '@/ui/step-buttons';
import { FieldBlocks, type Slots } from './field-blocks';

const HEADINGS = {
  2: { Tag: 'h2', className: 'mb-4 text-xl font-semibold text-gray-900 dark:text-gray-100' },
  3: { Tag: 'h3', className: 'mb-4 text-lg font-semibold text-gray-900 dark:text-gray-100' },
} as const;

export function ListingStepForm({
  heading,
  level,
  blocks,
  slots,
  buttons,
}: {
  heading: ReactNode;
  /** The wizard's step is the page's section (h2); the edit form sits under its own title (h3). */
  level: 2 | 3;
  blocks: readonly FieldBlock[];
  slots?: Slots;
  buttons: ComponentProps<typeof StepButtons>;
}) {
  const id = useId();
  const { Tag, className } = HEADINGS[level];
  return (
    <Card className="p-4 sm:p-6">
      {/* Buttons move between steps and submit by script: Enter in a field must not post the form. */}
      <form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby={id}>
        <Tag id={id} className={className}>
          {heading}
        </Tag>
        <FieldBlocks blocks={blocks} slots={slots} />
        <StepButtons {...buttons} />
      </form>
    </Card>
  );
}
