import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/memory-router';
import { Route, Routes, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast-store';
import { GATE_MESSAGES, useAuthGate } from './auth-gate';

function Guarded() {
  const allowed = useAuthGate(GATE_MESSAGES.sell);
  return <p>{allowed ? 'form' : 'waiting'}</p>;
}
function Login() {
  const { search } = useLocation();
  return <p>login {search}</p>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/sell" element={<Guarded />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAuthGate', () => {
  it('waits 100 ms, then sends a signed-out visitor to login with the path and a toast', () => {
    renderAt('/sell');
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('login ?returnUrl=%2Fsell')).toBeTruthy();
    expect(getToasts()[0]).toMatchObject({ title: 'Authentication Required', description: 'Please login with your email to sell your car' });
  });

  it('keeps the query in returnUrl', () => {
    renderAt('/sell?draft=1');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('login ?returnUrl=%2Fsell%3Fdraft%3D1')).toBeTruthy();
  });

  it('lets a visitor with a stored token stay', () => {
    localStorage.setItem('authToken', 'eyJtest');
    renderAt('/sell');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText('form')).toBeTruthy();
  });
});
