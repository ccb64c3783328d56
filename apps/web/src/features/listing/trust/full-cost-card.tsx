// "Full cost upfront" (issue 15): what the buyer pays on top of the price, with the sources and
// assumptions of every figure named (packages/domain/src/full-cost.ts, docs/decisions/018).
import { formatPrice } from '@gaadi/domain/format';
import { GST_PERCENT, IDV_DEPRECIATION_OLDER, IDV_DEPRECIATION_SLABS, OWN_DAMAGE_RATE_PERCENT, STATE_ROAD_TAX_PERCENT, THIRD_PARTY_PREMIUM, THIRD_PARTY_PREMIUM_ELECTRIC, TRANSFER_FEES, type FullCostEstimate } from '@gaadi/domain/full-cost';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { msg, t } from '@/lib/i18n/i18n';

const slabFor = (months: number) => IDV_DEPRECIATION_SLABS.find((s) => months <= s.upToMonths)?.label ?? msg('over 5 years');

function Row({ label, value, detail, strong }: { label: string; value: number; detail?: string; strong?: boolean }) {
  return (
    <div className={`grid grid-cols-[1fr_auto] items-baseline gap-x-3 ${strong ? 'border-t border-gray-200 pt-3 dark:border-gray-700' : ''}`}>
      <dt className={strong ? 'font-semibold' : 'text-gray-800 dark:text-gray-200'}>{label}</dt>
      <dd className={strong ? 'text-right text-lg font-bold' : 'text-right font-semibold'}>{formatPrice(value)}</dd>
      {detail && <dd className="col-span-2 mt-0.5 text-xs text-gray-600 dark:text-gray-400">{detail}</dd>}
    </div>
  );
}

export function FullCostCard({ estimate, price, state, electric }: { estimate: FullCostEstimate; price: number; state: string; electric: boolean }) {
  const { transfer, insurance } = estimate;
  const roadTax = STATE_ROAD_TAX_PERCENT[state];
  return (
    <Card id="full-cost" className="scroll-mt-20 p-4 sm:p-6">
      <section aria-labelledby="full-cost-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="full-cost-heading" className="text-xl font-semibold">
            {t('Full cost estimate')}
          </h2>
          <Badge variant="warning">{t('Indicative')}</Badge>
        </div>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {state ? t('What you pay on top of the asking price, if the car stays registered in {state}.', { state }) : t('What you pay on top of the asking price.')}
        </p>
        <dl className="mt-4 space-y-3 text-sm">
          <Row
            label={t('RTO ownership transfer')}
            value={transfer.total}
            detail={t('Transfer fee {fee}, smart-card RC {card}, state service and postal charges about {service}', {
              fee: formatPrice(transfer.fee),
              card: formatPrice(transfer.smartCard),
              service: formatPrice(transfer.stateService),
            })}
          />
          <Row
            label={t('First-year insurance')}
            value={insurance.total}
            detail={t('IDV {idv} (price less {percent}% for a car {age} old); own damage {own}, third party {third}, GST {gst}', {
              idv: formatPrice(insurance.idv),
              percent: insurance.depreciationPercent,
              age: t(slabFor(insurance.ageMonths)),
              own: formatPrice(insurance.ownDamage),
              third: formatPrice(insurance.thirdParty),
              gst: formatPrice(insurance.gst),
            })}
          />
          <Row label={t('On top of the price')} value={estimate.total} strong />
          <Row label={t('With the price of {price}', { price: formatPrice(price) })} value={estimate.onRoad} />
        </dl>
        <h3 className="mt-5 text-sm font-semibold">{t('Sources and assumptions')}</h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-xs leading-relaxed text-gray-700 dark:text-gray-300">
          <li>
            {t(
              'Transfer: Motor Vehicles Act 1988, section 50, and Central Motor Vehicles Rules 1989, rule 81: {transfer} for a car and {card} for the smart-card RC. Service and postal charges differ by RTO; we assume {service}.',
              { transfer: formatPrice(TRANSFER_FEES.transfer), card: formatPrice(TRANSFER_FEES.smartCard), service: formatPrice(TRANSFER_FEES.stateService) },
            )}
          </li>
          <li>
            {t(
              "Insurance: Insured Declared Value by the IRDAI motor tariff's age slabs ({slabs}; older cars by agreement, {older}% assumed), applied to the asking price because the showroom price is not on the listing. Own damage at an assumed {rate}% of IDV with no No Claim Bonus or add-ons. Third party at the IRDAI premium by engine size ({premiums}; {electric} for an electric car); {engine} assumed, as the listing does not say. GST {gst}%.",
              {
                slabs: IDV_DEPRECIATION_SLABS.map((s) => `${s.percent}% ${t(s.label)}`).join(', '),
                older: IDV_DEPRECIATION_OLDER,
                rate: OWN_DAMAGE_RATE_PERCENT,
                premiums: THIRD_PARTY_PREMIUM.map((p) => `${formatPrice(p.premium)} ${t(p.label)}`).join(', '),
                electric: formatPrice(THIRD_PARTY_PREMIUM_ELECTRIC),
                engine: electric ? t('a 30–65 kW motor') : '1,000–1,500 cc',
                gst: GST_PERCENT,
              },
            )}
          </li>
          <li>
            {roadTax
              ? t("Registering the car in another state means paying that state's road tax again, pro rata for the years left ({state}: about {percent}% of the value); it is not included, nor are loan charges, FASTag or dealer fees.", { state, percent: roadTax })
              : t("Registering the car in another state means paying that state's road tax again, pro rata for the years left; it is not included, nor are loan charges, FASTag or dealer fees.")}
          </li>
          <li>{t('Indicative only: the RTO and your insurer decide the final amounts.')}</li>
        </ul>
      </section>
    </Card>
  );
}
