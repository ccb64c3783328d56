import { useState } from 'react';
import { Link } from '@/lib/router';
import { POPULAR_BRANDS } from '@gaadi/domain/public-constants';
import type { Brand } from '@gaadi/domain/schemas/catalogue';
import { mediaUrl } from '@/lib/media-url';
import { t } from '@/lib/i18n/i18n';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Logo from the brand data, else the public icon, else a car emoji. */
function BrandLogo({ name, logo }: { name: string; logo?: string | null }) {
  const sources = [logo ? mediaUrl(logo) : null, `/brands/${slug(name)}.svg`].filter(Boolean) as string[];
  const [index, setIndex] = useState(0);
  const src = sources[index];
  if (!src)
    return (
      <span className="text-4xl" aria-hidden="true">
        🚗
      </span>
    );
  return <img src={src} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 object-contain" onError={() => setIndex((i) => i + 1)} />;
}

export function PopularBrands({ brands }: { brands: Brand[] }) {
  const byName = new Map(brands.map((b) => [b.name.toLowerCase(), b]));
  return (
    <section aria-labelledby="brands-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="brands-heading" className="text-2xl font-bold">
        {t('Popular Brands')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {POPULAR_BRANDS.map((name) => (
          <li key={name}>
            <Link
              to={`/buy?brand=${encodeURIComponent(name)}`}
              className="flex h-32 flex-col items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white hover:border-blue-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-700 dark:bg-gray-900"
            >
              <BrandLogo name={name} logo={byName.get(name.toLowerCase())?.logo} />
              <span className="text-sm font-semibold">{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
