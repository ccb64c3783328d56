// The error screens in Hindi (issue 25): the error fallback (public-side section 2) and the router's
// error screen, with no English but the support address; English word for word.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { expectNoEnglish, inEnglish, inHindi } from '@/lib/i18n/hindi-screens';
import { BRAND } from '@gaadi/domain/brand';
import { ErrorFallback } from './error-fallback';
import { RouteErrorScreen } from './route-error-screen';

afterEach(() => {
  cleanup();
  inEnglish();
});

describe('the error screens', () => {
  it('say what happened in Hindi', () => {
    inHindi(common);
    const { container } = render(<ErrorFallback onReset={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('उफ़! कुछ गड़बड़ हो गई');
    expect(screen.getByRole('button', { name: 'पेज फिर से लोड करें' })).toBeTruthy();
    expect(container.textContent).toContain(`अब भी दिक्कत है? ${BRAND.supportEmail} पर लिखें`);
    expectNoEnglish(container, BRAND.supportEmail.split(/[@.]/));
    cleanup();
    render(<RouteErrorScreen error={new Error('')} />);
    expect(screen.getByRole('heading').textContent).toBe('ऐप में अनचाही गड़बड़!');
  });

  it('keep their English word for word', () => {
    const { container } = render(<ErrorFallback onReset={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Oops! Something went wrong');
    expect(container.textContent).toContain(`Still stuck? Write to ${BRAND.supportEmail}`);
    expect(screen.getByRole('button', { name: 'Go to Homepage' })).toBeTruthy();
  });
});
