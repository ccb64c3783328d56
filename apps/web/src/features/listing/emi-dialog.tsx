import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { EmiCalculator } from '@/features/listing/emi-calculator';

export default function EmiDialog({ open, onOpenChange, title, price }: { open: boolean; onOpenChange: (o: boolean) => void; title: string; price: unknown }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`EMI Calculator for ${title}`}
      description="Estimate your monthly instalment. Figures are indicative; the lender's offer decides."
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      }
    >
      <EmiCalculator price={price} />
    </Dialog>
  );
}
