import { describe, expect, it } from 'vitest';
import { isAdminPath, isMessagesPath, sessionExpiredTarget } from '@/app/layout';

describe('session expiry redirect', () => {
  it('sends /sell and /seller paths to login with the encoded path, query and hash', () => {
    expect(sessionExpiredTarget({ pathname: '/seller/dashboard', search: '?tab=2', hash: '#x' })).toBe(
      '/login?returnUrl=%2Fseller%2Fdashboard%3Ftab%3D2%23x',
    );
    expect(sessionExpiredTarget({ pathname: '/sell', search: '', hash: '' })).toBe('/login?returnUrl=%2Fsell');
  });

  it('leaves other pages alone', () => {
    expect(sessionExpiredTarget({ pathname: '/buy', search: '', hash: '' })).toBeNull();
    expect(sessionExpiredTarget({ pathname: '/dashboard', search: '', hash: '' })).toBeNull();
  });
});

describe('admin pages', () => {
  it('are /admin and the paths under it, not paths that merely begin with the letters', () => {
    expect(isAdminPath('/admin/dashboard')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(true);
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/seller/dashboard')).toBe(false);
  });
});

describe('messages pages', () => {
  it('are /messages and the threads under it, which have no footer', () => {
    expect(isMessagesPath('/messages')).toBe(true);
    expect(isMessagesPath('/messages/abc')).toBe(true);
    expect(isMessagesPath('/messagesx')).toBe(false);
    expect(isMessagesPath('/dashboard')).toBe(false);
  });
});
