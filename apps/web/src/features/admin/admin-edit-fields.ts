// The admin's edit dialog (seller-admin spec section 2, contract 7.3–7.4) as configuration of the
// one listing form: every field in one grid, the admin-only ones (title, seller, status) among
// them, plain controls with the listing's choices, no checks, and the keys of the PATCH body.
import { listingBody } from '@/lib/listing-form/listing-body';
import { listingSchema } from '@/lib/listing-form/listing-schema';
import { fieldsOf, type ListingStep, type StepFields } from '@/lib/listing-form/listing-steps';
import type { ValuesOf } from '@/lib/listing-form/listing-values';
import type { ListingFieldsSetup } from '@/ui/listing-fields/listing-fields-context';

export const ADMIN_EDIT = {
  title: 'Edit Listing',
  blocks: [
    {
      grid: [
        'title',
        'price',
        'brand_name',
        'model_name',
        'variant_name',
        'year',
        'km_driven',
        'city_name',
        'state_name',
        'address',
        'sellerName',
        'phoneNumber',
        'email',
        'video_url',
        'owner_number',
        'fuel_type',
        'transmission',
        'urgency',
        'exterior_condition',
        'interior_condition',
        'engine_condition',
        'status',
      ],
      columns: 3,
    },
    { field: 'description' },
    { slot: 'images' },
    { slot: 'preview' },
  ],
} as const satisfies ListingStep;

type AdminField = StepFields<[typeof ADMIN_EDIT]>;
export type AdminEditValues = ValuesOf<AdminField>;
export const ADMIN_FIELDS = fieldsOf(ADMIN_EDIT.blocks) as AdminField[];

/** The admin's labels where they differ from the seller's, and the inputs that are not plain text. */
export const ADMIN_FIELD_TEXTS: ListingFieldsSetup['fields'] = {
  price: { label: 'Price' },
  owner_number: { label: 'Owner Number' },
  urgency: { label: 'Urgency' },
  sellerName: { label: 'Seller Name' },
  phoneNumber: { label: 'Seller Phone' },
  email: { label: 'Seller Email', input: { type: 'email' } },
  video_url: {
    label: 'Video URL',
    hint: () => 'YouTube link (optional)',
    input: { type: 'url', placeholder: 'https://www.youtube.com/watch?v=…' },
  },
};

/** Nothing is checked in the dialog: the server's rules answer (contract 7.4). */
export const adminEditSchema = listingSchema(ADMIN_FIELDS, {});

const ADMIN_KEYS = { sellerName: 'seller_name', phoneNumber: 'seller_phone', email: 'seller_email' } as const;

/** Every control as a string; price, year and km_driven as numbers, left out when empty. */
export function patchBody(values: AdminEditValues) {
  return listingBody(values, { keys: ADMIN_KEYS, number: (v) => (v.trim() === '' ? undefined : Number(v)), trim: false });
}
