import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document.ts';

const shell =
  '<!doctype html>\n<html lang="en-IN" class="light">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n' +
  '    <link rel="stylesheet" href="/a.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

describe('a page document', () => {
  const documentOf = (page: Parameters<ReturnType<typeof pageDocument>>[0]) => pageDocument(shell)(page).join('');

  it('puts the language, the head tags after the viewport, the markup and the query state where the shell has them', () => {
    const html = documentOf({ lang: 'hi', head: ['<title>Car</title>', '<link rel="canonical" href="/x" />'], html: '<main>car</main>', state: '{"q":1}' });
    expect(html).toBe(
      '<!doctype html>\n<html lang="hi" class="light">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n' +
        '    <title>Car</title>\n    <link rel="canonical" href="/x" />\n    <link rel="stylesheet" href="/a.css">\n  </head>\n  <body>\n' +
        '    <div id="root"><main>car</main></div>\n    <script id="query-state" type="application/json">{"q":1}</script>\n  </body>\n</html>',
    );
  });

  it('adds a Hindi page’s catalogues after its query state', () => {
    const html = documentOf({ lang: 'hi', head: [], html: '', state: '{}', messages: '{"catalogues":["hi"]}' });
    expect(html).toContain('<script id="query-state" type="application/json">{}</script>\n    <script id="page-messages" type="application/json">{"catalogues":["hi"]}</script>\n  </body>');
  });

  it('keeps a page’s own dollar signs as they are (String.replace would read "$&", "$\'" and "$$" as patterns)', () => {
    const text = 'Offers in $$ welcome: $& and $\' and $` and $1';
    const html = documentOf({ lang: 'en-IN', head: [`<title>${text}</title>`], html: `<p>${text}</p>`, state: JSON.stringify({ text }) });
    expect(html.split(text)).toHaveLength(4);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('keeps the markup and the query state as pieces of their own, never joined into one string with the rest', () => {
    const html = `<main>${'₹4.5 Lakh '.repeat(8_000)}</main>`;
    const pieces = pageDocument(shell)({ lang: 'en-IN', head: [], html, state: '{"q":1}' });
    expect(pieces).toContain(html);
    expect(pieces).toContain('{"q":1}');
    expect(Math.max(...pieces.map((p) => p.length))).toBe(html.length);
  });

  it('refuses a shell without its places, at start rather than page by page', () => {
    expect(() => pageDocument('<html lang="en"><head></head><body><div id="root"></div></body></html>')).toThrow(/viewport/);
    expect(() => pageDocument('<html><head><meta name="viewport" content="x"></head><body><div id="root"></div></body></html>')).toThrow(/lang/);
  });
});
