import { useId } from 'react';
import { Input, type InputProps } from '@/ui/input';

/**
 * A text input that suggests names from the catalogue (native datalist) and still accepts a
 * typed name the catalogue lacks: the server creates unknown brands, models and cities.
 */
export function CatalogueInput({ suggestions, ...rest }: InputProps & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <Input list={listId} autoComplete="off" {...rest} />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
