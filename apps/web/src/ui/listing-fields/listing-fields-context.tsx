// What a screen tells the listing form's fields: its own labels and hints, the catalogue its
// controls suggest from, and for the admin's dialog that every field is a plain control.
import { createContext, useContext, type ReactNode } from 'react';
import type { Brand, City, FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import type { ListingField } from '@/lib/listing-form/listing-values';
import type { ListingChoices } from './choice-options';
import type { FieldSpec, InputAttributes } from './field-specs';

/** A screen's change to one field: its label, the line under it, or its input's attributes. */
export interface FieldOverride {
  label?: string;
  hint?: FieldSpec['hint'];
  placeholder?: string;
  input?: InputAttributes;
}

export interface ListingFieldsSetup {
  /**
   * The admin's dialog: text inputs (number inputs for numbers) and the listing's own choices,
   * nothing starred, no catalogue suggestions and no autofill, since an admin edits another
   * person's listing.
   */
  plain?: boolean;
  fields?: Partial<Record<ListingField, FieldOverride>>;
  brands?: Brand[];
  cities?: City[];
  features?: FeatureCatalogue;
  choices?: Partial<ListingChoices>;
}

const ListingFieldsContext = createContext<ListingFieldsSetup>({});

export function ListingFieldsProvider({ setup, children }: { setup: ListingFieldsSetup; children: ReactNode }) {
  return <ListingFieldsContext.Provider value={setup}>{children}</ListingFieldsContext.Provider>;
}

export const useListingFields = () => useContext(ListingFieldsContext);
