// The admin's edit dialog's form: the one listing form with the admin's configuration
// (admin-edit-fields.ts), the listing's images and a preview card; saves with PATCH (contract 7.4).
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ADMIN_MESSAGES } from '@gaadi/domain/admin-messages';
import { formatPrice } from '@gaadi/domain/format';
import type { AdminCar } from '@gaadi/domain/schemas/admin';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { toast } from '@/lib/toast-store';
import { updateAdminCar } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { useListingForm } from '@/lib/listing-form/use-listing-form';
import { valuesFromCar } from '@/lib/listing-form/listing-values';
import { DialogFormActions } from '@/ui/dialog-form-actions';
import { FieldBlocks } from '@/ui/listing-form/field-blocks';
import { ListingFormProvider } from '@/ui/listing-form/listing-form-provider';
import { ADMIN_EDIT, ADMIN_FIELD_TEXTS, ADMIN_FIELDS, adminEditSchema, patchBody, type AdminEditValues } from './admin-edit-fields';
import { AdminImages } from './admin-images';

export function AdminEditForm({ car, onSaved }: { car: AdminCar; onSaved: () => void }) {
  const [images, setImages] = useState<CarImage[]>(car.images ?? []);
  const [saving, setSaving] = useState(false);
  const form = useListingForm(adminEditSchema, valuesFromCar(car, ADMIN_FIELDS));

  async function save(values: AdminEditValues) {
    setSaving(true);
    try {
      await updateAdminCar(car.id, patchBody(values));
      toast({ title: ADMIN_MESSAGES.updated, description: `${values.brand_name} ${values.model_name} has been updated`, variant: 'success' });
      onSaved();
    } catch (e) {
      toast({ title: 'Update failed', description: e instanceof ApiError ? e.message : 'Failed to update listing', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <ListingFormProvider form={form} setup={{ plain: true, choices: car.choices, fields: ADMIN_FIELD_TEXTS }}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(save)(e)} className="space-y-6">
        <FieldBlocks
          blocks={ADMIN_EDIT.blocks}
          slots={{ images: <AdminImages carId={car.id} images={images} onChange={setImages} />, preview: <AdminPreview image={images[0]} /> }}
        />
        <DialogFormActions busy={saving} submitLabel="Save Changes" busyLabel="Saving..." className="border-t border-gray-200 pt-4 dark:border-gray-700" />
      </form>
    </ListingFormProvider>
  );
}

/** The listing's card as the values stand: cover, title (or year, brand and model), price, city. */
function AdminPreview({ image }: { image: CarImage | undefined }) {
  const { control } = useFormContext<AdminEditValues>();
  const [title, brand, model, year, price, city] = useWatch({ control, name: ['title', 'brand_name', 'model_name', 'year', 'price', 'city_name'] });
  return (
    <section aria-label="Preview" className="max-w-xs overflow-hidden rounded-xl border border-gray-200 dark:border-gray-700">
      {image && <img src={image.url} alt="" width={320} height={200} className="aspect-[8/5] w-full object-cover" />}
      <div className="p-3">
        <p className="font-semibold text-gray-900 dark:text-gray-100">{title || `${year} ${brand} ${model}`}</p>
        <p className="font-bold text-blue-700 dark:text-blue-300">{formatPrice(price)}</p>
        {city && <p className="text-sm text-gray-700 dark:text-gray-300">{city}</p>}
      </div>
    </section>
  );
}
