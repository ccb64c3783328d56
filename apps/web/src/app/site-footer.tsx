import { Link } from '@/lib/router';
import { BRAND } from '@gaadi/domain/brand';
import { POPULAR_BRANDS } from '@gaadi/domain/public-constants';
import { landingPath } from '@gaadi/domain/slug';
import { useQuery } from '@tanstack/react-query';
import { footerCitiesQuery } from '@/lib/api/footer-cities';
import { useBrandContact } from '@/lib/use-brand-contact';
import { t } from '@/lib/i18n/i18n';

const NO_CITIES: string[] = [];

const linkClass = 'text-gray-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400 rounded';

export default function Footer() {
  const year = new Date().getFullYear();
  const contact = useBrandContact();
  // Only city pages with cars (issue 25): a page of "0 cars" is no place to send anyone.
  const cities = useQuery({ ...footerCitiesQuery, retry: false }).data ?? NO_CITIES;
  return (
    <footer id="site-footer" className="mt-auto bg-gray-900 text-gray-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 lg:grid-cols-5">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src={BRAND.logoPath} alt="" width={28} height={28} className="h-7 w-7" loading="lazy" />
            {BRAND.name}
          </p>
          <p className="mt-2 text-sm">{t(BRAND.tagline)}</p>
        </div>
        <nav aria-label={t('Quick links')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('Quick Links')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                {t('Home')}
              </Link>
            </li>
            <li>
              <Link to="/buy" className={linkClass}>
                {t('Buy Car')}
              </Link>
            </li>
            <li>
              <Link to="/sell" className={linkClass}>
                {t('Sell Car')}
              </Link>
            </li>
            <li>
              <Link to="/car-valuation" className={linkClass}>
                {t("What's my car worth?")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('Cars by City')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {cities.map((city) => (
              <li key={city}>
                <Link to={landingPath.city(city)} className={linkClass}>
                  {t('Used cars in {city}', { city })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('Cars by Brand')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POPULAR_BRANDS.map((brand) => (
              <li key={brand}>
                <Link to={landingPath.brand(brand)} className={linkClass}>
                  {t('Used {brand} cars', { brand })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('Contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              {t('Email:')}{' '}
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </li>
            <li>
              {t('Phone:')}{' '}
              <a href={`tel:${contact.tel}`} className={linkClass}>
                {contact.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t('© {year} {brand}. All rights reserved.', { year, brand: BRAND.name })}
          </p>
          <p className="flex gap-4">
            <Link to="/privacy" className={linkClass}>
              {t('Privacy Policy')}
            </Link>
            <Link to="/terms" className={linkClass}>
              {t('Terms of Service')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
