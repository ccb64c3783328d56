// A listing screen's blocks of fields (lib/listing-form/listing-steps.ts), each field drawn by
// ListingField and each slot by the screen.
import type { ReactNode } from 'react';
import type { FieldBlock } from '@/lib/listing-form/listing-steps';
import { ListingField } from '@/ui/listing-fields/listing-field';
import { t } from '@/lib/i18n/i18n';

const GRID = { 2: 'grid grid-cols-1 gap-4 sm:grid-cols-2', 3: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3' } as const;

export type Slots = Partial<Record<string, ReactNode>>;

export function FieldBlocks({ blocks, slots = {} }: { blocks: readonly FieldBlock[]; slots?: Slots }) {
  // Titled sections stand further apart than the fields inside them.
  const spacing = blocks.some((block) => 'section' in block) ? 'space-y-8' : 'space-y-6';
  return (
    <div className={spacing}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} slots={slots} />
      ))}
    </div>
  );
}

function Block({ block, slots }: { block: FieldBlock; slots: Slots }) {
  if ('grid' in block) {
    return (
      <div className={GRID[block.columns ?? 2]}>
        {block.grid.map((name) => (
          <ListingField key={name} name={name} />
        ))}
      </div>
    );
  }
  if ('field' in block) return <ListingField name={block.field} />;
  if ('section' in block) {
    return (
      <section aria-labelledby={block.id} className="space-y-6">
        <h4 id={block.id} className="mb-3 text-base font-semibold text-gray-900 dark:text-gray-100">
          {t(block.section)}
        </h4>
        {block.blocks.map((inner, i) => (
          <Block key={i} block={inner} slots={slots} />
        ))}
      </section>
    );
  }
  return <>{slots[block.slot]}</>;
}
