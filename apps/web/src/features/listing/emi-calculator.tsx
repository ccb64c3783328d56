// EMI calculator body (public-side 2): sliders and results, computed on the client.
import { useState } from 'react';
import { computeEmi, defaultLoanAmount, EMI, emiPrice, maxLoanAmount } from '@gaadi/domain/emi';
import { formatPrice } from '@gaadi/domain/format';
import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';
import { Slider } from '@/ui/slider';

const rupees = (n: number) => formatPrice(Math.round(n));

export function EmiCalculator({ price }: { price: unknown }) {
  const carPrice = emiPrice(price);
  // The loan never goes past the car's price (issue 25), nor past the spec's 4,000,000.
  const maxLoan = maxLoanAmount(price);
  const defaults = { loan: Math.min(defaultLoanAmount(price), maxLoan), months: EMI.tenure.default, rate: EMI.rate.default };
  const [loan, setLoan] = useState<number>(defaults.loan);
  const [months, setMonths] = useState<number>(defaults.months);
  const [rate, setRate] = useState<number>(defaults.rate);
  const result = computeEmi(loan, rate, months);
  const reset = () => {
    setLoan(defaults.loan);
    setMonths(defaults.months);
    setRate(defaults.rate);
  };
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('Car Price:')} <strong className="text-gray-900 dark:text-white">{rupees(carPrice)}</strong>
      </p>
      <Slider
        label={t('Loan Amount')}
        valueText={rupees(loan)}
        value={loan}
        min={EMI.loan.min}
        max={maxLoan}
        step={EMI.loan.step}
        onChange={setLoan}
        minLabel={rupees(EMI.loan.min)}
        maxLabel={rupees(maxLoan)}
      />
      <Slider
        label={t('Loan Tenure')}
        valueText={t('{n} months', { n: months })}
        value={months}
        min={EMI.tenure.min}
        max={EMI.tenure.max}
        step={EMI.tenure.step}
        onChange={setMonths}
        minLabel={t('{n} months', { n: EMI.tenure.min })}
        maxLabel={t('{n} months', { n: EMI.tenure.max })}
      />
      <Slider
        label={t('Interest Rate')}
        valueText={t('{rate}% p.a.', { rate })}
        value={rate}
        min={EMI.rate.min}
        max={EMI.rate.max}
        step={EMI.rate.step}
        onChange={setRate}
        minLabel={`${EMI.rate.min}%`}
        maxLabel={`${EMI.rate.max}%`}
      />
      <dl className="grid gap-3 rounded-xl bg-blue-50 p-4 sm:grid-cols-3 dark:bg-blue-950/50" aria-live="polite">
        <div>
          <dt className="text-xs text-gray-700 dark:text-gray-300">{t('Monthly EMI')}</dt>
          <dd className="text-xl font-bold text-blue-800 dark:text-blue-200">{rupees(result.monthly)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700 dark:text-gray-300">{t('Total Interest')}</dt>
          <dd className="text-lg font-semibold">{rupees(result.totalInterest)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-700 dark:text-gray-300">{t('Total Amount Payable')}</dt>
          <dd className="text-lg font-semibold">{rupees(result.totalPayable)}</dd>
        </div>
      </dl>
      <Button variant="outline" onClick={reset}>
        {t('Reset')}
      </Button>
    </div>
  );
}
