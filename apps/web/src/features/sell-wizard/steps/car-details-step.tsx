import type { Brand, FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { CarDetailsFields } from '@/ui/listing-fields/car-details-fields';
import { FeaturePicker } from '@/ui/listing-fields/feature-picker';

/** Step 1: the car itself, then its features (grouped by category, with a filter box). */
export function CarDetailsStep({ brands, features }: { brands: Brand[]; features: FeatureCatalogue }) {
  return (
    <div className="space-y-6">
      <CarDetailsFields brands={brands} />
      <FeaturePicker features={features} />
    </div>
  );
}
