// How a listing screen lays out its fields, as configuration: the sell wizard's four steps, the
// older form's three, the admin's one. Each step's Next checks the fields its blocks show.
import type { ListingField } from './listing-values';

export type FieldBlock =
  /** Fields side by side: two columns from a small screen up, three on a wide one if asked. */
  | { readonly grid: readonly ListingField[]; readonly columns?: 3 }
  /** One field across the form. */
  | { readonly field: ListingField }
  /** A titled part of a long step. */
  | { readonly section: string; readonly id: string; readonly blocks: readonly FieldBlock[] }
  /** What the screen draws itself (its photos, a preview), by name. */
  | { readonly slot: string };

export interface ListingStep {
  readonly title: string;
  readonly blocks: readonly FieldBlock[];
}

/** The fields a block list shows, in order. */
export function fieldsOf(blocks: readonly FieldBlock[]): ListingField[] {
  return blocks.flatMap((block) =>
    'grid' in block ? [...block.grid] : 'field' in block ? [block.field] : 'blocks' in block ? fieldsOf(block.blocks) : [],
  );
}

/** The field names of a block list, as a type (so that a screen's values follow its layout). */
export type FieldsOf<B> = B extends { readonly grid: readonly (infer F)[] }
  ? F
  : B extends { readonly field: infer F }
    ? F
    : B extends { readonly blocks: readonly (infer C)[] }
      ? FieldsOf<C>
      : never;

/** The field names of a screen's steps, as a type. */
export type StepFields<S extends readonly ListingStep[]> = FieldsOf<S[number]['blocks'][number]> & ListingField;
