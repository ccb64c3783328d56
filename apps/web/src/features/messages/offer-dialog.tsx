// Making or countering an offer (issue 21): an amount in rupees between half the asking price and
// the asking price, checked here as the API checks it.
import { useState } from 'react';
import { formatPrice } from '@gaadi/domain/format';
import { OFFER_MESSAGES, offerBounds } from '@gaadi/domain/conversation-rules';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { t } from '@/lib/i18n/i18n';

/** The amount typed ("6,50,000" or "650000"), or an error. */
export function readAmount(text: string, askingPrice: number): { amount: number } | { error: string } {
  const digits = text.replace(/[\s,₹]/g, '');
  if (!digits) return { error: t(OFFER_MESSAGES.amountRequired) };
  if (!/^\d+$/.test(digits)) return { error: t(OFFER_MESSAGES.wholeRupees) };
  const amount = Number(digits);
  const { min, max } = offerBounds(askingPrice);
  // The domain's tooLow/tooHigh, word for word in English (offer-dialog.test.ts), with the amount put in.
  if (amount < min) return { error: t('An offer must be at least {min}, half the asking price', { min: formatPrice(min) }) };
  if (amount > max) return { error: t('An offer cannot be more than the asking price of {max}', { max: formatPrice(max) }) };
  return { amount };
}

export function OfferDialog({
  open,
  onOpenChange,
  askingPrice,
  counter,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  askingPrice: number;
  /** Countering the other side's offer of this amount. */
  counter?: number;
  busy: boolean;
  /** Resolves to an error for the field, or null when sent. */
  onSubmit: (amount: number) => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { min, max } = offerBounds(askingPrice);
  async function submit() {
    const read = readAmount(text, askingPrice);
    if ('error' in read) return setError(read.error);
    const err = await onSubmit(read.amount);
    setError(err);
    if (!err) setText('');
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={counter ? t('Make a counter-offer') : t('Make an offer')}
      description={
        counter
          ? t('They offered {offer}. The asking price is {price}.', { offer: formatPrice(counter), price: formatPrice(askingPrice) })
          : t('The asking price is {price}. Offer between {min} and {max}.', { price: formatPrice(askingPrice), min: formatPrice(min), max: formatPrice(max) })
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('Cancel')}</Button>
          </DialogClose>
          <Button busy={busy} onClick={() => void submit()}>
            {counter ? t('Send counter-offer') : t('Send offer')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('Your offer in rupees')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error}
          hint={t('Between {min} and {max}', { min: formatPrice(min), max: formatPrice(max) })}
          placeholder={String(max)}
        />
      </form>
    </Dialog>
  );
}
