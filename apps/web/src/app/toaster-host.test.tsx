import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToasterHost } from '@/app/toaster-host';
import { toast } from '@/lib/toast-store';

// Offline, the toaster's own code cannot load: the import fails as a browser's would.
let reachable = false;
vi.mock('@/ui/toaster', async () => {
  if (!reachable) throw new TypeError('Failed to fetch dynamically imported module: /assets/toaster.js');
  return { Toaster: () => <p>radix toaster</p> };
});

describe('toaster host', () => {
  it('shows a toast plainly when its code cannot load, and loads it again once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ToasterHost />);
    act(() => void toast({ title: 'Network Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send message. Please try again.');
    reachable = true;
    vi.resetModules();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('radix toaster')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
