import { describe, expect, it } from 'vitest';
import { choiceLabel } from './choice-options';

describe('admin edit select labels', () => {
  it('show each stored value as people read it', () => {
    expect(choiceLabel('fuel_type', 'diesel')).toBe('Diesel');
    expect(choiceLabel('transmission', 'automatic')).toBe('Automatic');
    expect(choiceLabel('owner_number', '1st')).toBe('1st owner');
    expect(choiceLabel('condition', 'good')).toBe('Good');
    expect(choiceLabel('urgency', 'normal')).toBe('Normal');
    expect(choiceLabel('status', 'pending')).toBe('Under Review');
  });
});
