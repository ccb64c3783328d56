// A server-rendered page's document: the built index.html with the page's language, head tags,
// markup and query state put in. The shell is cut once at start into the pieces between those
// places, and each page is one concatenation of them: no pattern is matched against a page, and
// nothing a page holds (a seller's "$$" or "$'" in a description) is read as a replacement pattern,
// as String.replace would read it. The document stays in its pieces, encoded one by one
// (EncodedText): joined, a page with a single character past Latin-1 (its "₹") was one UTF-16
// string of more than 128 KB, which V8 allocates in its large-object space, 0.5-1 ms of CPU a /buy or
// landing page (decision 051).

export interface PageParts {
  lang: string;
  /** Tags for <head>, each on its own line. */
  head: string[];
  /** The app's markup, for <div id="root">. */
  html: string;
  /** Dehydrated query state, safe inside a JSON script element. */
  state: string;
  /** A Hindi page's catalogues, safe inside a JSON script element (decision 042). */
  messages?: string;
}

const LANG = /<html lang="[^"]*"/;
const VIEWPORT = /<meta name="viewport"[^>]*>/;
const ROOT = '<div id="root"></div>';

/**
 * Cuts the shell at `<html lang>`, after the viewport's meta and at the empty root; throws when one
 * is missing. A page's document is the list of its pieces in order: `.join('')` is its text.
 */
export function pageDocument(shell: string): (page: PageParts) => string[] {
  const lang = LANG.exec(shell);
  const viewport = VIEWPORT.exec(shell);
  const root = shell.indexOf(ROOT);
  if (!lang || !viewport || root < 0 || !(lang.index < viewport.index && viewport.index < root)) {
    throw new Error('index.html needs <html lang="…">, then <meta name="viewport">, then <div id="root"></div>');
  }
  const afterViewport = viewport.index + viewport[0].length;
  const beforeLang = shell.slice(0, lang.index);
  const beforeViewportEnd = shell.slice(lang.index + lang[0].length, afterViewport);
  const beforeRoot = shell.slice(afterViewport, root);
  const afterRoot = shell.slice(root + ROOT.length);
  return (page) => {
    const messages = page.messages ? `\n    <script id="page-messages" type="application/json">${page.messages}</script>` : '';
    return [
      `${beforeLang}<html lang="${page.lang}"${beforeViewportEnd}\n    ${page.head.join('\n    ')}${beforeRoot}<div id="root">`,
      page.html,
      `</div>\n    <script id="query-state" type="application/json">`,
      page.state,
      `</script>${messages}${afterRoot}`,
    ];
  };
}
