import { useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_COUNTER } from '@gaadi/domain/constants';
import { formatPrice } from '@gaadi/domain/format';
import { Input } from '@/ui/input';
import { ConditionFields } from '@/ui/listing-fields/condition-fields';
import { Textarea } from '@/ui/textarea';
import type { SellValues } from '../sell-schema';

export function PricingStep() {
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
        <ConditionFields />
      </div>

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
