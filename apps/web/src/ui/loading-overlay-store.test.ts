import { afterEach, describe, expect, it } from 'vitest';
import { loadingOverlay } from '@/ui/loading-overlay-store';

describe('loading overlay counter', () => {
  afterEach(() => loadingOverlay.forceHide());

  it('counts nested requests and never goes below zero', () => {
    loadingOverlay.show();
    loadingOverlay.show('Uploading...');
    expect(loadingOverlay.count).toBe(2);
    expect(loadingOverlay.text).toBe('Uploading...');
    loadingOverlay.hide();
    loadingOverlay.hide();
    loadingOverlay.hide();
    expect(loadingOverlay.count).toBe(0);
    expect(loadingOverlay.text).toBe('Loading...');
  });

  it('force-hide resets the counter', () => {
    loadingOverlay.show();
    loadingOverlay.show();
    loadingOverlay.forceHide();
    expect(loadingOverlay.count).toBe(0);
  });

  it('wrap hides again when the task fails', async () => {
    await expect(loadingOverlay.wrap(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(loadingOverlay.count).toBe(0);
  });
});
