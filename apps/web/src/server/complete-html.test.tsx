// @vitest-environment node
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeHtml } from './complete-html';

/** A component whose code arrives later, as a page's code does when it was not loaded yet. */
const later = () =>
  lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { default: () => <p>Arrived later</p> };
  });

function Broken(): never {
  throw new Error('no data');
}

afterEach(() => vi.restoreAllMocks());

describe('completeHtml', () => {
  it('renders a page whose code and data are ready at once', async () => {
    const html = await completeHtml(
      <main>
        <h1>Used cars</h1>
        <p>{12} cars</p>
      </main>,
    );
    expect(html).toBe('<main><h1>Used cars</h1><p>12<!-- --> cars</p></main>');
  });

  it('waits for code that is not loaded yet inside a boundary instead of sending its fallback', async () => {
    const Later = later();
    const html = await completeHtml(
      <Suspense fallback={<p>Loading</p>}>
        <Later />
      </Suspense>,
    );
    expect(html).toContain('<p>Arrived later</p>');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<!--$!');
  });

  it('waits for code that is not loaded yet outside any boundary', async () => {
    const Later = later();
    expect(await completeHtml(<div><Later /></div>)).toBe('<div><p>Arrived later</p></div>');
  });

  it('reports a part that failed and sends its fallback, for the browser to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await completeHtml(
      <section>
        <Suspense fallback={<p>Could not load</p>}>
          <Broken />
        </Suspense>
      </section>,
    );
    expect(html).toContain('<p>Could not load</p>');
    expect(logged).toHaveBeenCalledWith('Server render failed', expect.objectContaining({ message: 'no data' }));
  });
});
