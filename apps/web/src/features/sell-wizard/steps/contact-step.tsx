import { useFormContext } from 'react-hook-form';
import type { City } from '@gaadi/domain/schemas/catalogue';
import { Input } from '@/ui/input';
import { CatalogueInput } from '@/ui/catalogue-input';
import type { SellValues } from '../sell-schema';

export function ContactStep({ cities }: { cities: City[] }) {
  const { register, setValue, formState } = useFormContext<SellValues>();
  const { errors } = formState;
  // A catalogue city brings its state; a typed new city leaves the state to the seller.
  const cityField = register('city_name', {
    onChange: (e) => {
      const city = cities.find((c) => c.name === e.target.value);
      if (city) setValue('state_name', city.state ?? '');
    },
  });

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
      <CatalogueInput
        label="City"
        required
        placeholder="e.g. Pune"
        suggestions={cities.map((c) => c.name)}
        error={errors.city_name?.message}
        {...cityField}
      />
      <Input label="State" error={errors.state_name?.message} {...register('state_name')} />
      <Input label="Area / Locality" error={errors.area?.message} {...register('area')} />
      <Input label="Address" containerClassName="sm:col-span-2" error={errors.address?.message} {...register('address')} />
    </div>
  );
}
