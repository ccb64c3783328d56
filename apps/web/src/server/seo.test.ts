import { describe, expect, it } from 'vitest';
import { scriptJson } from '@/server/seo';

describe('scriptJson: JSON inside a script element', () => {
  it('escapes every <, > and & so that nothing in a seller’s text can close the element or start a comment', () => {
    const value = { description: '</script><script>alert(1)</script> <!-- a & b --> <<>>&&', price: 450000 };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026\\u0026');
    expect(JSON.parse(json)).toEqual(value);
  });
});
