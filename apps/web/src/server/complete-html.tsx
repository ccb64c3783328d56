// A page rendered to complete HTML: crawlers and first visits get the whole page in one answer.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * The page's HTML. Its data is in the query client and every page's code is loaded, so React can
 * mostly render it at once, as one string: the stream's encoding of each small chunk into bytes
 * and back cost a fifth of a render (decision 045). A render that suspended or failed somewhere
 * (a boundary rendered as its fallback, marked `<!--$!`) is done again by the stream, which waits
 * for everything and reports the error.
 */
export function completeHtml(element: React.ReactElement): Promise<string> {
  try {
    const html = renderToString(element);
    if (!html.includes('<!--$!')) return Promise.resolve(html);
  } catch {
    // Suspended outside any boundary: the stream below waits for it.
  }
  return renderStreaming(element);
}

function renderStreaming(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Crawlers get the whole page: wait for everything, then send it.
      onAllReady: () => stream.pipe(sink),
      // Never outline a finished boundary into a later chunk: completing it takes an inline
      // script, which the CSP forbids (and which a complete page does not need).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        console.error('Server render failed', error);
      },
    });
    setTimeout(() => stream.abort(), 10_000);
  });
}

