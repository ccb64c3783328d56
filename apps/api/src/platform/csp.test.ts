import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline script hashes for the CSP', () => {
  it('hashes exactly the text of each inline script and skips external ones', () => {
    const theme = "\n  (function () { document.documentElement.classList.add('dark'); })();\n";
    const html = `<head><script>${theme}</script><script type="module" src="/assets/app.js"></script></head><body><SCRIPT type="text/javascript">x()</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(theme), sha('x()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
