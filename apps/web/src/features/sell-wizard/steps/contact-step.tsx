import { useFormContext } from 'react-hook-form';
import type { City } from '@gaadi/domain/schemas/catalogue';
import { Input } from '@/ui/input';
import { LocationFields } from '@/ui/listing-fields/location-fields';
import type { SellValues } from '../sell-schema';

export function ContactStep({ cities }: { cities: City[] }) {
  const { register, formState } = useFormContext<SellValues>();
  const { errors } = formState;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Input label="Your Name" required autoComplete="name" error={errors.sellerName?.message} {...register('sellerName')} />
      <Input
        label="Phone Number"
        required
        type="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <LocationFields cities={cities} />
    </div>
  );
}
