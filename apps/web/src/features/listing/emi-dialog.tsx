import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';
import { Dialog, DialogClose } from '@/ui/dialog';
import { EmiCalculator } from '@/features/listing/emi-calculator';

export default function EmiDialog({ open, onOpenChange, title, price }: { open: boolean; onOpenChange: (o: boolean) => void; title: string; price: unknown }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('EMI Calculator for {title}', { title })}
      description={t("Estimate your monthly instalment. Figures are indicative; the lender's offer decides.")}
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="outline">{t('Cancel')}</Button>
        </DialogClose>
      }
    >
      <EmiCalculator price={price} />
    </Dialog>
  );
}
