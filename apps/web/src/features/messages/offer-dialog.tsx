// Making or countering an offer (issue 21): an amount in rupees between half the asking price and
// the asking price, checked here as the API checks it.
import { useState } from 'react';
import { formatPrice } from '@gaadi/domain/format';
import { OFFER_MESSAGES, offerBounds } from '@gaadi/domain/conversation-rules';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Input } from '@/ui/input';

/** The amount typed ("6,50,000" or "650000"), or an error. */
export function readAmount(text: string, askingPrice: number): { amount: number } | { error: string } {
  const digits = text.replace(/[\s,₹]/g, '');
  if (!digits) return { error: OFFER_MESSAGES.amountRequired };
  if (!/^\d+$/.test(digits)) return { error: OFFER_MESSAGES.wholeRupees };
  const amount = Number(digits);
  const { min, max } = offerBounds(askingPrice);
  if (amount < min) return { error: OFFER_MESSAGES.tooLow(min) };
  if (amount > max) return { error: OFFER_MESSAGES.tooHigh(max) };
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
      title={counter ? 'Make a counter-offer' : 'Make an offer'}
      description={
        counter
          ? `They offered ${formatPrice(counter)}. The asking price is ${formatPrice(askingPrice)}.`
          : `The asking price is ${formatPrice(askingPrice)}. Offer between ${formatPrice(min)} and ${formatPrice(max)}.`
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button busy={busy} onClick={() => void submit()}>
            {counter ? 'Send counter-offer' : 'Send offer'}
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
          label="Your offer in rupees"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error}
          hint={`Between ${formatPrice(min)} and ${formatPrice(max)}`}
          placeholder={String(max)}
        />
      </form>
    </Dialog>
  );
}
