// The required Fuel Type and Transmission selects both listing forms show (the sell wizard and the
// older edit form), wired to the form by the caller's register() props.
import { fuelOptions, transmissionOptions } from '@/ui/listing-choices';
import { Select, type SelectProps } from '@/ui/select';

type ChoiceSelectProps = Omit<SelectProps, 'label' | 'options' | 'placeholder' | 'required'>;

export function FuelTypeSelect(props: ChoiceSelectProps) {
  return <Select label="Fuel Type" required placeholder="Select fuel type" options={fuelOptions} {...props} />;
}

export function TransmissionSelect(props: ChoiceSelectProps) {
  return <Select label="Transmission" required placeholder="Select transmission" options={transmissionOptions} {...props} />;
}
