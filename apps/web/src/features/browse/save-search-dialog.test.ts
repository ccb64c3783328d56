import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { saveErrors, SAVE_SEARCH_TEXT } from '@/ui/save-search-dialog';

describe('save-search errors per field', () => {
  it('puts a taken name under the name field', () => {
    const e = new ApiError('Validation failed', 400, 'VALIDATION_ERROR', { name: ['You already have a saved search with this name.'] });
    expect(saveErrors(e)).toEqual({ name: 'You already have a saved search with this name.', frequency: undefined });
  });

  it('puts a frequency message under the frequency field', () => {
    const e = new ApiError('Validation failed', 400, 'VALIDATION_ERROR', { notification_frequency: ['Notification frequency must be one of: immediate, daily, weekly'] });
    expect(saveErrors(e).frequency).toBe('Notification frequency must be one of: immediate, daily, weekly');
  });

  it('shows any other problem for the whole form', () => {
    expect(saveErrors(new ApiError('Fuel type must be one of: petrol', 400, 'VALIDATION_ERROR', { 'search_filters.fuelType': ['Fuel type must be one of: petrol'] })).form).toBe(
      'Fuel type must be one of: petrol',
    );
    expect(saveErrors(new ApiError('Network error. Please check your connection.', 0)).form).toBe('Network error. Please check your connection.');
    expect(saveErrors(new Error('boom')).form).toBe(SAVE_SEARCH_TEXT.failed);
  });
});
