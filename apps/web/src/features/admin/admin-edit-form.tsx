import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ADMIN_MESSAGES } from '@gaadi/domain/admin-messages';
import { formatPrice } from '@gaadi/domain/format';
import type { AdminCar } from '@gaadi/domain/schemas/admin';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { toast } from '@/lib/toast-store';
import { updateAdminCar } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { DialogFormActions } from '@/ui/dialog-form-actions';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { choiceLabel, optionsFor, patchBody, SELECT_FIELDS, TEXT_FIELDS, valuesFromCar, type AdminEditValues } from './admin-edit-values';
import { AdminImages } from './admin-images';

const NUMERIC = new Set(['price', 'year', 'km_driven']);

export function AdminEditForm({ car, onSaved }: { car: AdminCar; onSaved: () => void }) {
  const [images, setImages] = useState<CarImage[]>(car.images ?? []);
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, control } = useForm<AdminEditValues>({ defaultValues: valuesFromCar(car) });
  const [title, brand, model, year, price, city] = useWatch({ control, name: ['title', 'brand_name', 'model_name', 'year', 'price', 'city_name'] });

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
    <form noValidate onSubmit={(e) => void handleSubmit(save)(e)} className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TEXT_FIELDS.map(([name, label]) => (
          <Input key={name} label={label} type={NUMERIC.has(name) ? 'number' : name === 'seller_email' ? 'email' : 'text'} {...register(name)} />
        ))}
        <Input label="Video URL" type="url" hint="YouTube link (optional)" placeholder="https://www.youtube.com/watch?v=…" {...register('video_url')} />
        {SELECT_FIELDS.map(([name, label, choice]) => (
          <Select key={name} label={label} options={optionsFor(car, choice, valuesFromCar(car)[name]).map((o) => ({ value: o, label: choiceLabel(choice, o) }))} {...register(name)} />
        ))}
      </div>
      <Textarea label="Description" rows={4} {...register('description')} />
      <AdminImages carId={car.id} images={images} onChange={setImages} />
      <section aria-label="Preview" className="max-w-xs overflow-hidden rounded-xl border border-gray-200 dark:border-gray-700">
        {images[0] && <img src={images[0].url} alt="" width={320} height={200} className="aspect-[8/5] w-full object-cover" />}
        <div className="p-3">
          <p className="font-semibold text-gray-900 dark:text-gray-100">{title || `${year} ${brand} ${model}`}</p>
          <p className="font-bold text-blue-700 dark:text-blue-300">{formatPrice(price)}</p>
          {city && <p className="text-sm text-gray-700 dark:text-gray-300">{city}</p>}
        </div>
      </section>
      <DialogFormActions busy={saving} submitLabel="Save Changes" busyLabel="Saving..." className="border-t border-gray-200 pt-4 dark:border-gray-700" />
    </form>
  );
}
