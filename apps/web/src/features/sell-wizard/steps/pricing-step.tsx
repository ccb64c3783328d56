import { useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_COUNTER } from '@gaadi/domain/constants';
import { formatPrice } from '@gaadi/domain/format';
import type { FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { Input } from '@/ui/input';
import { accidentOptions, conditionOptions, urgencyOptions } from '@/ui/listing-choices';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { SellValues } from '../sell-schema';

export function PricingStep({ features }: { features: FeatureCatalogue }) {
  const { register, control, formState } = useFormContext<SellValues>();
  const { errors } = formState;
  const [price, description] = useWatch({ control, name: ['price', 'description'] });

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label="Expected Price (₹)"
          required
          type="number"
          inputMode="numeric"
          placeholder="e.g. 550000"
          hint={price ? formatPrice(price) : 'Between ₹10,000 and ₹1 crore'}
          error={errors.price?.message}
          {...register('price')}
        />
        <Select label="How soon do you want to sell?" options={urgencyOptions} {...register('urgency')} />
        <Select label="Exterior Condition" options={conditionOptions} {...register('exterior_condition')} />
        <Select label="Interior Condition" options={conditionOptions} {...register('interior_condition')} />
        <Select label="Engine Condition" options={conditionOptions} {...register('engine_condition')} />
        <Select label="Accident History" options={accidentOptions} {...register('accident_history')} />
      </div>

      {Object.keys(features).length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">Features</legend>
          <div className="space-y-4">
            {Object.entries(features).map(([category, items]) => (
              <fieldset key={category}>
                <legend className="mb-1 text-sm font-medium capitalize text-gray-700 dark:text-gray-300">{category}</legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((f) => (
                    <label key={f.name} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
                      <input type="checkbox" value={f.name} className="h-4 w-4 rounded border-gray-300" {...register('features')} />
                      {f.icon && <span aria-hidden="true">{f.icon}</span>}
                      {f.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
      )}

      <Textarea
        label="Description"
        rows={4}
        placeholder="Tell buyers about your car: service history, modifications, reason for selling…"
        hint={`${(description ?? '').length}/${DESCRIPTION_COUNTER}`}
        {...register('description')}
      />
    </div>
  );
}
