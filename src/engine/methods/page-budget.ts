/**
 * How much page text one model call carries (issue 29 item 7). A page of 200,000 elements renders
 * to megabytes of text: sent whole it costs a fortune, overflows the model's context, and says
 * nothing the model needs for one step. Each call gets a budget in characters (about 4 per token):
 * a page over it is ranked line by line against the instruction and the best lines are kept, in
 * page order, with a note of what was left out. See docs/model-budget.md.
 */

/** Page text per act, observe or agent call: about 30,000 tokens. */
export const PAGE_TEXT_BUDGET_CHARS = 120_000;
/** A self-heal on a page that has not changed since the failed attempt: only the best-ranked quarter. */
export const HEAL_BUDGET_CHARS = PAGE_TEXT_BUDGET_CHARS / 4;
/** Most model calls one extract() makes; a page larger than their chunks is ranked down to them. */
export const MAX_EXTRACT_CALLS = 4;

const STOP = new Set(['the', 'and', 'for', 'into', 'with', 'from', 'that', 'this', 'then', 'click', 'type', 'fill', 'enter', 'select', 'press', 'button', 'field', 'link', 'page', 'extract', 'find', 'all', 'every', 'each', 'its', 'their', 'what', 'which']);

/** The words a line is ranked by: the instruction's (and, for extract, the schema's field names). */
export function rankWords(...texts: string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    for (const raw of text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (raw.length >= 3 && !STOP.has(raw) && !/^%.*%$/.test(raw)) out.add(raw);
      if (out.size >= 64) return [...out];
    }
  }
  return [...out];
}

export interface BoundedText {
  text: string;
  /** Lines left out (0 when the page fit). */
  omitted: number;
  /** Characters of the page text before bounding. */
  originalChars: number;
}

/**
 * `text` within `budget` characters: unchanged when it fits; else the lines that say most of
 * `words` (then those with an element ref, then the page's first lines), kept in page order, and
 * a first line saying how much was left out. Linear in the text (words are few).
 */
export function boundPageText(text: string, words: readonly string[], budget: number): BoundedText {
  if (text.length <= budget) return { text, omitted: 0, originalChars: text.length };
  const lines = text.split('\n');
  const scores = new Float64Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.toLowerCase();
    let score = 0;
    for (const w of words) if (line.includes(w)) score += 4;
    if (line.includes('[ref=')) score += 1;
    // The top of the page (title, navigation, headings) places the rest: a little credit, fading.
    score += Math.max(0, 1 - i / 200);
    scores[i] = score;
  }
  const order = [...lines.keys()].sort((a, b) => scores[b]! - scores[a]! || a - b);
  const note = (omitted: number) => `(page text bounded to ${budget} characters: ${omitted} of ${lines.length} lines, least related to the instruction, left out)`;
  let room = budget - note(lines.length).length - 1;
  const keep = new Uint8Array(lines.length);
  let kept = 0;
  for (const i of order) {
    const size = lines[i]!.length + 1;
    if (size > room) continue;
    keep[i] = 1;
    kept++;
    room -= size;
    if (room < 16) break;
  }
  const out = [note(lines.length - kept)];
  for (let i = 0; i < lines.length; i++) if (keep[i]) out.push(lines[i]!);
  return { text: out.join('\n'), omitted: lines.length - kept, originalChars: text.length };
}
