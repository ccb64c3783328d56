import { formatPrice, showOriginalPrice } from '@gaadi/domain/format';
import { t } from '@/lib/i18n/i18n';

/** The price, with the original price struck through when it is higher (contract 8.4). */
export function PriceTag({ price, originalPrice, size = 'md' }: { price: unknown; originalPrice?: unknown; size?: 'md' | 'lg' }) {
  return (
    <p>
      <span className={`block text-gray-900 dark:text-white ${size === 'lg' ? 'text-3xl font-extrabold' : 'text-lg font-bold'}`}>
        {formatPrice(price)}
      </span>
      {showOriginalPrice(price, originalPrice) && (
        <span className={`text-gray-500 line-through dark:text-gray-400 ${size === 'lg' ? '' : 'text-sm'}`}>
          <span className="sr-only">{t('Original price')} </span>
          {formatPrice(originalPrice)}
        </span>
      )}
    </p>
  );
}
