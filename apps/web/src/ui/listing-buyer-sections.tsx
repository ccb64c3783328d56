// Below a listing (issue 13): similar cars, then the buyer's recently viewed cars. Loaded by
// ui/listing-buyer-extras.tsx once the page is hydrated and its end comes near the viewport.
import { RecentlyViewedStrip } from '@/ui/recently-viewed-strip';
import { SimilarCars } from '@/ui/similar-cars';

export default function ListingBuyerSections({ carId }: { carId: string }) {
  return (
    <div className="mt-4">
      <SimilarCars carId={carId} />
      <RecentlyViewedStrip exceptId={carId} />
    </div>
  );
}
