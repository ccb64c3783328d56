// Texts the API writes in English (in-app notifications, refusals with a value in them: "Photo not
// found in the ZIP: front.jpg") in the page's language (issue 25, decision 040). The API keeps
// writing and storing its English word for word; a Hindi page translates at display time: a text
// that is a catalogue message is t() of it, else the loaded catalogues' messages with placeholders
// are tried as patterns ("Your {title} is marked as sold." reads back "Your 2019 Honda City is
// marked as sold."), and the values read out of the text go into the Hindi as they are (a car's
// title, a name, a reason are data). Signed-in pages only: public pages never import this module.
// Only names the pages' entry chunk exports already (importing interpolate would add an export there).
import { currentLocale, t, type Catalogue } from '@/lib/i18n/i18n';

interface Pattern {
  id: string;
  re: RegExp;
  names: string[];
  /** Characters outside the placeholders: the longer, the more specific. */
  literal: number;
}

const patterns: Pattern[] = [];
const learned = new Set<string>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Values of a known shape: a visit's time, as the domain's visitTimeText writes it ("Sat, 29 Nov,
 * 10:30 am"), holds commas, which the reminder's "{when}, {place}." would split at.
 */
const SHAPES: Record<string, string> = { when: String.raw`[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m` };

/** "Your {title} is sold." → /^Your ([\s\S]*?) is sold\.$/ with the names in order. */
export function compilePattern(id: string): Pattern {
  const parts = id.split(/\{(\w+)\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const literals = parts.filter((_, i) => i % 2 === 0);
  const source = literals.map((l, i) => (i ? `(${SHAPES[names[i - 1]!] ?? '[\\s\\S]*?'})` : '') + escape(l)).join('');
  return { id, re: new RegExp(`^${source}$`), names, literal: literals.join('').length };
}

/**
 * A catalogue loaded with a page (page-messages.ts): its messages with values become patterns,
 * compiled once. Only messages with 8 letters or more of their own: "{city}, {state}" or
 * "View {name}" would read texts that merely have a comma in them or begin with "View".
 */
export function learnPatterns(catalogue: Catalogue): Catalogue {
  let grew = false;
  for (const id of Object.keys(catalogue)) {
    if (learned.has(id) || !/\{\w+\}/.test(id) || id.replace(/\{\w+\}/g, '').replace(/[^A-Za-z]/g, '').length < 8) continue;
    learned.add(id);
    patterns.push(compilePattern(id));
    grew = true;
  }
  // The most specific first: "Please update your {title}: {reason}" before "Please update your {title}.".
  if (grew) patterns.sort((a, b) => b.literal - a.literal);
  return catalogue;
}

/** How a value read out of the text is shown (by its placeholder's name); kept as written by default. */
export type ValueText = (name: string, value: string) => string;

/** An API's English text in the page's language; a text no catalogue knows stays as the API wrote it. */
export function serverText(text: string, value: ValueText = (_, v) => v): string {
  const exact = t(text);
  if (exact !== text || currentLocale() === 'en') return exact;
  for (const p of patterns) {
    const found = p.re.exec(text);
    if (!found) continue;
    const hindi = t(p.id);
    // A pattern of a page not shown now (its catalogue is not this page's).
    if (hindi === p.id) continue;
    return t(p.id, Object.fromEntries(p.names.map((name, i) => [name, value(name, found[i + 1]!)])));
  }
  return text;
}
