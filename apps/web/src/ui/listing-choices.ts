// Options of the listing vocabularies (seller-admin spec section 9) for selects, labelled once.
import {
  ACCIDENT_HISTORY,
  CONDITION_LABELS,
  CONDITIONS,
  FUEL_LABELS,
  FUEL_TYPES,
  OWNER_NUMBERS,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
  URGENCIES,
  URGENCY_LABELS,
} from '@gaadi/domain/constants';
import { ownerText } from '@gaadi/domain/format';
import type { SelectOption } from '@/ui/select';

export const fuelOptions: SelectOption[] = FUEL_TYPES.map((f) => ({ value: f, label: FUEL_LABELS[f] }));
export const transmissionOptions: SelectOption[] = TRANSMISSIONS.map((t) => ({ value: t, label: TRANSMISSION_LABELS[t] }));
export const ownerOptions: SelectOption[] = OWNER_NUMBERS.map((o) => ({ value: o, label: ownerText(o) }));
export const conditionOptions: SelectOption[] = CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }));
export const urgencyOptions: SelectOption[] = URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }));
export const accidentOptions: SelectOption[] = ACCIDENT_HISTORY.map((a) => ({ value: a, label: a[0]!.toUpperCase() + a.slice(1) }));
