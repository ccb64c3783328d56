// "Similar cars" under a listing (issue 13) from GET /cars/{id}/similar/, with the cards of /buy.
import { useQuery } from '@tanstack/react-query';
import { similarCarsQuery } from '@/lib/api/cars';
import { CarStrip } from '@/ui/car-strip';
import { t } from '@/lib/i18n/i18n';

export function SimilarCars({ carId }: { carId: string }) {
  const { data: cars = [] } = useQuery({ ...similarCarsQuery(carId), retry: false, staleTime: 5 * 60_000 });
  if (cars.length === 0) return null;
  return <CarStrip id="similar-cars" title={t('Similar cars')} cars={cars} />;
}
