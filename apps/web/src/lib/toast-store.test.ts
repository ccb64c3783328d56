import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, removeToast, toast, updateToast } from '@/lib/toast-store';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of getToasts()) removeToast(t.id);
    vi.useRealTimers();
  });

  it('keeps only one toast, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
    expect(getToasts()[0]!.variant).toBe('success');
  });

  it('updates a toast in place', () => {
    const t = toast({ title: 'Sending' });
    updateToast(t.id, { title: 'Sent' });
    expect(getToasts()[0]!.title).toBe('Sent');
  });

  it('removes a dismissed toast 5 seconds later', () => {
    const t = toast({ title: 'Bye', variant: 'destructive' });
    t.dismiss();
    expect(getToasts()[0]!.open).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
