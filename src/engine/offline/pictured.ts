/**
 * A yes/no value drawn as a picture (a boolean cell drawn as a tick or a cross, no ARIA state): the
 * words its picture is drawn with (ElementFacts.picture: class words, an image's alt, a glyph's
 * mark) read as ticked or not. Shared by the rule that decides (rules/grid-cell.ts) and the check
 * after the click (methods/edit-in-place.ts), so both read the picture the same way.
 */

/** Words that draw a tick: the value is yes. */
const TICKED: ReadonlySet<string> = new Set(['tick', 'ticked', 'check', 'checked', 'checkmark']);
/** Words that draw a cross or an empty box: the value is no. */
const UNTICKED: ReadonlySet<string> = new Set(['cross', 'crossed', 'times', 'unchecked', 'unticked']);

/**
 * Ticked (true) or not (false), when the picture's words say one and not the other; undefined when
 * they say neither (a picture with no state word) or both.
 */
export function pictureState(words: readonly string[] | undefined): boolean | undefined {
  if (!words?.length) return undefined;
  const on = words.some((w) => TICKED.has(w));
  const off = words.some((w) => UNTICKED.has(w));
  return on === off ? undefined : on;
}
