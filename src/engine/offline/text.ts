/**
 * Text normalization shared by parsing and matching. Pure.
 * Matching works on lower-case words without accents or punctuation, so "E-mail:" and "e mail"
 * compare equal and a trailing "*" of a required field does not matter.
 */
export function normalize(text: string): string {
  let out = cache.get(text);
  if (out === undefined) {
    // Large pages repeat labels across candidates and readings: remember recent results.
    if (cache.size > 50_000) cache.clear();
    out = normalizeUncached(text);
    cache.set(text, out);
  }
  return out;
}

const cache = new Map<string, string>();

function normalizeUncached(text: string): string {
  return text
    // A cross drawn as a sign is read as the letter: a close button labelled "×" is "x".
    .replace(/[×✕✖✗✘❌⨯🗙]/gu, ' x ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$€£.]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

/** Whether `phrase` occurs in `text` as whole words (both normalized). */
export function containsPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}

/** camelCase / snake_case / kebab-case field names as words: `unitPrice` → "unit price". */
export function fieldWords(name: string): string {
  return normalize(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '));
}

/** Words that carry no meaning for matching a target. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'on', 'to', 'this', 'that', 'my', 'our', 'your']);
