// Each field of the listing form once: its label and the control the seller's forms (the sell
// wizard, the edit form) show for it. A screen changes a label or a hint by configuration
// (listing-fields-context.tsx); the admin's dialog shows the same fields as plain controls. Texts
// are in English and shown through t() (listing-field.tsx) in the page's language.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { DESCRIPTION_COUNTER } from '@gaadi/domain/constants';
import type { ListingField } from '@/lib/listing-form/listing-values';
import type { Choice } from './choice-options';
import { msg } from '@/lib/i18n/i18n';

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
  brand_name: { label: msg('Brand'), required: true, control: 'catalogue', placeholder: msg('e.g. Maruti Suzuki') },
  model_name: { label: msg('Model'), required: true, control: 'catalogue', placeholder: msg('e.g. Swift') },
  variant_name: { label: msg('Variant'), required: true, control: 'catalogue', placeholder: msg('e.g. VXi') },
  year: { label: msg('Year'), required: true, control: 'year', placeholder: msg('Select year') },
  fuel_type: { label: msg('Fuel Type'), required: true, control: 'choice', choice: 'fuel_type', placeholder: msg('Select fuel type') },
  transmission: { label: msg('Transmission'), required: true, control: 'choice', choice: 'transmission', placeholder: msg('Select transmission') },
  km_driven: {
    label: msg('Kilometers Driven'),
    required: true,
    control: 'text',
    input: { type: 'number', inputMode: 'numeric', min: 0, placeholder: msg('e.g. 42000') },
  },
  owner_number: { label: msg('Number of Owners'), control: 'choice', choice: 'owner_number' },
  price: { label: msg('Expected Price (₹)'), required: true, control: 'text', input: { type: 'number', inputMode: 'numeric', placeholder: msg('e.g. 550000') } },
  urgency: { label: msg('How soon do you want to sell?'), control: 'choice', choice: 'urgency' },
  exterior_condition: condition(msg('Exterior Condition')),
  interior_condition: condition(msg('Interior Condition')),
  engine_condition: condition(msg('Engine Condition')),
  accident_history: { label: msg('Accident History'), control: 'choice', choice: 'accident_history' },
  features: { label: msg('Features'), control: 'features' },
  // A counter only: no limit is enforced on the client (seller-admin spec section 2).
  description: { label: msg('Description'), control: 'textarea', hint: (value) => `${value.length}/${DESCRIPTION_COUNTER}` },
  sellerName: { label: msg('Your Name'), required: true, control: 'text', input: { autoComplete: 'name' } },
  phoneNumber: { label: msg('Phone Number'), required: true, control: 'text', input: { type: 'tel', autoComplete: 'tel', placeholder: msg('+91 98765 43210') } },
  email: { label: msg('Email'), control: 'text', input: { type: 'email', autoComplete: 'email' } },
  city_name: { label: msg('City'), required: true, control: 'catalogue', placeholder: msg('e.g. Pune') },
  state_name: { label: msg('State'), control: 'text' },
  area: { label: msg('Area / Locality'), control: 'text' },
  address: { label: msg('Address'), control: 'text', wide: true },
  video_url: { label: msg('Video URL (optional)'), control: 'text', input: { type: 'url', placeholder: msg('https://www.youtube.com/watch?v=…') } },
  title: { label: msg('Title'), control: 'text' },
  status: { label: msg('Status'), control: 'choice', choice: 'status' },
};
