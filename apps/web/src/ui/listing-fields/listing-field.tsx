// One field of the listing form, as the current screen shows it (FIELD_SPECS, configured by
// ListingFieldsProvider). Every listing screen draws its fields with this component.
import { useFormContext, useWatch } from 'react-hook-form';
import type { ListingField as FieldName, ListingValues } from '@/lib/listing-form/listing-values';
import { Input } from '@/ui/input';
import { Select, type SelectOption } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { CatalogueField } from './catalogue-field';
import { choiceOptions, SELLER_OPTIONS } from './choice-options';
import { FeaturePicker } from './feature-picker';
import { FIELD_SPECS, type FieldLook, type InputAttributes } from './field-specs';
import { yearOptions } from './listing-field-values';
import { useListingFields, type FieldOverride } from './listing-fields-context';
import { t } from '@/lib/i18n/i18n';

export function ListingField({ name }: { name: FieldName }) {
  const setup = useListingFields();
  const { formState } = useFormContext<ListingValues>();
  const spec = FIELD_SPECS[name];
  const override: FieldOverride = setup.fields?.[name] ?? {};
  const plain = !!setup.plain;
  const error = formState.errors[name]?.message;
  const look: FieldLook = {
    label: t(override.label ?? spec.label),
    required: plain ? undefined : spec.required,
    hint: plain ? override.hint : (override.hint ?? spec.hint),
    error: error && t(error),
    containerClassName: spec.wide && !plain ? 'sm:col-span-2' : undefined,
  };

  switch (spec.control) {
    case 'features':
      return <FeaturePicker features={setup.features ?? {}} />;
    case 'catalogue':
      if (plain) break;
      return <CatalogueField name={name} look={look} placeholder={t(spec.placeholder)} />;
    case 'year':
      if (plain) break;
      return <ChoiceField name={name} look={look} placeholder={t(spec.placeholder)} options={yearOptions(String(formState.defaultValues?.year ?? ''))} />;
    case 'choice': {
      const { choice } = spec;
      const current = String(formState.defaultValues?.[name] ?? '');
      if (plain) return <ChoiceField name={name} look={look} options={choiceOptions(setup.choices, choice, current)} />;
      return <ChoiceField name={name} look={look} placeholder={spec.placeholder && t(spec.placeholder)} options={SELLER_OPTIONS[choice].map((o) => ({ ...o, label: t(o.label) }))} />;
    }
    case 'textarea':
      return <TextField name={name} look={look} input={override.input} multiline />;
  }
  const input = spec.control === 'text' ? spec.input : undefined;
  // Plain: a text input, a number input for a number; the screen's overrides add what else it wants.
  const numeric = spec.control === 'year' || input?.type === 'number';
  const attributes = plain ? { type: numeric ? 'number' : 'text' } : input;
  return <TextField name={name} look={look} input={{ ...attributes, ...override.input }} />;
}

function TextField({ name, look, input, multiline }: { name: FieldName; look: FieldLook; input?: InputAttributes; multiline?: boolean }) {
  const { register, control } = useFormContext<ListingValues>();
  const value = useWatch({ control, name });
  const { hint, ...rest } = look;
  const props = { ...rest, hint: hint?.(typeof value === 'string' ? value : ''), ...register(name) };
  const placeholder = input?.placeholder && t(input.placeholder);
  if (multiline) return <Textarea rows={4} placeholder={placeholder} {...props} />;
  return <Input {...input} placeholder={placeholder} {...props} />;
}

function ChoiceField({ name, look, placeholder, options }: { name: FieldName; look: FieldLook; placeholder?: string; options: readonly SelectOption[] }) {
  const { register } = useFormContext<ListingValues>();
  const { hint: _hint, ...rest } = look;
  return <Select placeholder={placeholder} options={options} {...rest} {...register(name)} />;
}
