// Each field of the listing form once: its label and the control the seller's forms (the sell
// wizard, the edit form) show for it. A screen changes a label or a hint by configuration
// (listing-fields-context.tsx); the admin's dialog shows the same fields as plain controls.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { DESCRIPTION_COUNTER } from '@gaadi/domain/constants';
import type { ListingField } from '@/lib/listing-form/listing-values';
import type { Choice } from './choice-options';

export type InputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'min'>;

export type FieldSpec = {
  label: string;
  /** Starred (the spec's required marks, section 2); what is checked is each screen's rules. */
  required?: boolean;
  /** A line under the control, from the field's value as typed. */
  hint?: (value: string) => ReactNode;
  /** Two columns wide in a two-column grid. */
  wide?: boolean;
} & (
  | { control: 'text'; input?: InputAttributes }
  | { control: 'textarea' }
  /** Suggests catalogue names and accepts any other (catalogue-field.tsx). */
  | { control: 'catalogue'; placeholder: string }
  | { control: 'choice'; choice: Choice; placeholder?: string }
  /** The current year and the 29 before it, and the listing's own year. */
  | { control: 'year'; placeholder: string }
  | { control: 'features' }
);

/** The label, star, hint, error and width a field gets on the current screen. */
export interface FieldLook {
  label: string;
  required?: boolean;
  hint?: FieldSpec['hint'];
  error?: string;
  containerClassName?: string;
}

const condition = (label: string): FieldSpec => ({ label, control: 'choice', choice: 'condition' });

export const FIELD_SPECS: Record<ListingField, FieldSpec> = {
  brand_name: { label: 'Brand', required: true, control: 'catalogue', placeholder: 'e.g. Maruti Suzuki' },
  model_name: { label: 'Model', required: true, control: 'catalogue', placeholder: 'e.g. Swift' },
  variant_name: { label: 'Variant', required: true, control: 'catalogue', placeholder: 'e.g. VXi' },
  year: { label: 'Year', required: true, control: 'year', placeholder: 'Select year' },
  fuel_type: { label: 'Fuel Type', required: true, control: 'choice', choice: 'fuel_type', placeholder: 'Select fuel type' },
  transmission: { label: 'Transmission', required: true, control: 'choice', choice: 'transmission', placeholder: 'Select transmission' },
  km_driven: {
    label: 'Kilometers Driven',
    required: true,
    control: 'text',
    input: { type: 'number', inputMode: 'numeric', min: 0, placeholder: 'e.g. 42000' },
  },
  owner_number: { label: 'Number of Owners', control: 'choice', choice: 'owner_number' },
  price: { label: 'Expected Price (₹)', required: true, control: 'text', input: { type: 'number', inputMode: 'numeric', placeholder: 'e.g. 550000' } },
  urgency: { label: 'How soon do you want to sell?', control: 'choice', choice: 'urgency' },
  exterior_condition: condition('Exterior Condition'),
  interior_condition: condition('Interior Condition'),
  engine_condition: condition('Engine Condition'),
  accident_history: { label: 'Accident History', control: 'choice', choice: 'accident_history' },
  features: { label: 'Features', control: 'features' },
  // A counter only: no limit is enforced on the client (seller-admin spec section 2).
  description: { label: 'Description', control: 'textarea', hint: (value) => `${value.length}/${DESCRIPTION_COUNTER}` },
  sellerName: { label: 'Your Name', required: true, control: 'text', input: { autoComplete: 'name' } },
  phoneNumber: { label: 'Phone Number', required: true, control: 'text', input: { type: 'tel', autoComplete: 'tel', placeholder: '+91 98765 43210' } },
  email: { label: 'Email', control: 'text', input: { type: 'email', autoComplete: 'email' } },
  city_name: { label: 'City', required: true, control: 'catalogue', placeholder: 'e.g. Pune' },
  state_name: { label: 'State', control: 'text' },
  area: { label: 'Area / Locality', control: 'text' },
  address: { label: 'Address', control: 'text', wide: true },
  video_url: { label: 'Video URL (optional)', control: 'text', input: { type: 'url', placeholder: 'https://www.youtube.com/watch?v=…' } },
  title: { label: 'Title', control: 'text' },
  status: { label: 'Status', control: 'choice', choice: 'status' },
};
