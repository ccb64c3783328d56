// "Full cost upfront" (issue 15): what the buyer pays on top of the price, with the sources and
// assumptions of every figure named (packages/domain/src/full-cost.ts, docs/decisions/018).
import { formatPrice } from '@gaadi/domain/format';
import { GST_PERCENT, IDV_DEPRECIATION_OLDER, IDV_DEPRECIATION_SLABS, OWN_DAMAGE_RATE_PERCENT, STATE_ROAD_TAX_PERCENT, THIRD_PARTY_PREMIUM, THIRD_PARTY_PREMIUM_ELECTRIC, TRANSFER_FEES, type FullCostEstimate } from '@gaadi/domain/full-cost';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';

const slabFor = (months: number) => IDV_DEPRECIATION_SLABS.find((s) => months <= s.upToMonths)?.label ?? 'over 5 years';

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
            Full cost estimate
          </h2>
          <Badge variant="warning">Indicative</Badge>
        </div>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          What you pay on top of the asking price{state ? `, if the car stays registered in ${state}` : ''}.
        </p>
        <dl className="mt-4 space-y-3 text-sm">
          <Row
            label="RTO ownership transfer"
            value={transfer.total}
            detail={`Transfer fee ${formatPrice(transfer.fee)}, smart-card RC ${formatPrice(transfer.smartCard)}, state service and postal charges about ${formatPrice(transfer.stateService)}`}
          />
          <Row
            label="First-year insurance"
            value={insurance.total}
            detail={`IDV ${formatPrice(insurance.idv)} (price less ${insurance.depreciationPercent}% for a car ${slabFor(insurance.ageMonths)} old); own damage ${formatPrice(insurance.ownDamage)}, third party ${formatPrice(insurance.thirdParty)}, GST ${formatPrice(insurance.gst)}`}
          />
          <Row label="On top of the price" value={estimate.total} strong />
          <Row label={`With the price of ${formatPrice(price)}`} value={estimate.onRoad} />
        </dl>
        <h3 className="mt-5 text-sm font-semibold">Sources and assumptions</h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-xs leading-relaxed text-gray-700 dark:text-gray-300">
          <li>
            Transfer: Motor Vehicles Act 1988, section 50, and Central Motor Vehicles Rules 1989, rule 81: {formatPrice(TRANSFER_FEES.transfer)} for a car and{' '}
            {formatPrice(TRANSFER_FEES.smartCard)} for the smart-card RC. Service and postal charges differ by RTO; we assume {formatPrice(TRANSFER_FEES.stateService)}.
          </li>
          <li>
            Insurance: Insured Declared Value by the IRDAI motor tariff's age slabs (
            {IDV_DEPRECIATION_SLABS.map((s) => `${s.percent}% ${s.label}`).join(', ')}; older cars by agreement, {IDV_DEPRECIATION_OLDER}% assumed), applied to the asking price because the
            showroom price is not on the listing. Own damage at an assumed {OWN_DAMAGE_RATE_PERCENT}% of IDV with no No Claim Bonus or add-ons. Third party at the IRDAI premium by engine size (
            {THIRD_PARTY_PREMIUM.map((t) => `${formatPrice(t.premium)} ${t.label}`).join(', ')}; {formatPrice(THIRD_PARTY_PREMIUM_ELECTRIC)} for an electric car);{' '}
            {electric ? 'a 30–65 kW motor' : '1,000–1,500 cc'} assumed, as the listing does not say. GST {GST_PERCENT}%.
          </li>
          <li>
            Registering the car in another state means paying that state's road tax again, pro rata for the years left
            {roadTax ? ` (${state}: about ${roadTax}% of the value)` : ''}; it is not included, nor are loan charges, FASTag or dealer fees.
          </li>
          <li>Indicative only: the RTO and your insurer decide the final amounts.</li>
        </ul>
      </section>
    </Card>
  );
}
