// Contact Seller form (public-side 2 and 8, contract 4.7), sent with the signed-in buyer's bearer
// (lib/api/inquiries.ts); on success the message is cleared and the other fields kept. State lives
// here, and this stays mounted after the first open, so closing and reopening keeps what was typed.
// A missing or refused field says so underneath, and the first such field gets the focus.
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES } from '@gaadi/domain/contact-messages';
import { CONTACT_TIME_LABELS, CONTACT_TIMES, type ContactTime } from '@gaadi/domain/constants';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { contactSeller } from '@/lib/api/inquiries';
import { ApiError } from '@/lib/api/client';
import { Dialog } from '@/ui/dialog';
import { DialogFormActions } from '@/ui/dialog-form-actions';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';

// A function: the labels are read in the page's language once its catalogue is in.
const timeOptions = () => CONTACT_TIMES.map((value) => ({ value, label: t(CONTACT_TIME_LABELS[value]) }));

interface ContactForm {
  name: string;
  phone: string;
  email: string;
  message: string;
  time: ContactTime;
}

type FieldName = 'name' | 'phone' | 'email' | 'message';
type FieldErrors = Partial<Record<FieldName, string>>;
/** In the order of the form: the first one with a message gets the focus. */
const FIELDS: readonly FieldName[] = ['name', 'phone', 'email', 'message'];
/** The body's names for the form's fields, to place the API's per-field messages. */
const BODY_FIELDS: Record<string, FieldName> = { buyer_name: 'name', buyer_phone: 'phone', buyer_email: 'email', message: 'message' };

/** Name, phone and message are required (public-side 5). */
function missingFields(f: ContactForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!f.name.trim()) errors.name = t(CONTACT_MESSAGES.name);
  if (!f.phone.trim()) errors.phone = t(CONTACT_MESSAGES.phoneRequired);
  if (!f.message.trim()) errors.message = t(CONTACT_MESSAGES.message);
  return errors;
}

function contactPayload(f: ContactForm) {
  return {
    buyer_name: f.name.trim(),
    buyer_phone: f.phone.trim(),
    buyer_email: f.email.trim(),
    message: f.message.trim(),
    preferred_contact_time: f.time,
  };
}

export default function ContactSellerDialog({
  open,
  onOpenChange,
  carId,
  carName,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  carId: string;
  carName: string;
}) {
  const user = useSession().user;
  const [form, setForm] = useState<ContactForm>({
    name: user?.name ?? '',
    phone: user?.phone_number ?? '',
    email: user?.email ?? '',
    message: '',
    time: 'anytime',
  });
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors(({ [key as FieldName]: _fixed, ...rest }) => rest);
  };
  /** Shows the messages under their fields and moves to the first of them. */
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) controls.current[first]?.focus();
  };

  // One client key per submitted content (issue 24): sending the same form again after a lost
  // answer makes no second inquiry; a changed form is a new one.
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = (payload: object) => {
    const text = JSON.stringify(payload);
    if (attempt.current?.payload !== text) attempt.current = { payload: text, key: randomKey() };
    return attempt.current.key;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = missingFields(form);
    if (Object.keys(missing).length) {
      showErrors(missing);
      toast({ title: t('Missing Information'), description: t('Please fill in all required fields'), variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const payload = contactPayload(form);
      await contactSeller(carId, { ...payload, client_key: keyFor(payload) });
      attempt.current = null;
      toast({ title: t('Message Sent Successfully!'), description: t('The seller will contact you soon.'), variant: 'success' });
      setForm((f) => ({ ...f, message: '' }));
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) {
        toast({ title: t('Failed to Send Message'), description: t(err.message), variant: 'destructive' });
        const refused: FieldErrors = {};
        for (const [field, text] of Object.entries(err.fieldErrors)) if (BODY_FIELDS[field]) refused[BODY_FIELDS[field]] = t(text);
        showErrors(refused);
      } else toast({ title: t('Network Error'), description: t('Failed to send message. Please try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  const field = (name: FieldName) => ({
    error: errors[name],
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[name] = el;
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !sending && onOpenChange(o)}
      title={t('Contact Seller')}
      description={t('Send a message about the {carName}. The seller will get back to you.', { carName })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-busy={sending}>
        <Input label={t('Your Name')} required autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} {...field('name')} />
        <Input
          label={t('Phone Number')}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.phone}
          onChange={(e) => set('phone', e.target.value)}
          placeholder="+91 98765 43210"
          {...field('phone')}
        />
        <Input label={t('Email (optional)')} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} {...field('email')} />
        <Textarea
          label={t('Message')}
          required
          value={form.message}
          onChange={(e) => set('message', e.target.value)}
          placeholder={t('e.g. Is the car still available? When can I see it?')}
          {...field('message')}
        />
        <Select label={t('Best Time to Call')} value={form.time} onChange={(e) => set('time', e.target.value as ContactTime)} options={timeOptions()} />
        <DialogFormActions busy={sending} submitLabel={t('Send Message')} busyLabel={t('Sending...')} className="pt-2" />
      </form>
    </Dialog>
  );
}

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
