import { FRAME_SPLITS, parseGrammar, type StepForm } from '../grammar.js';
import { normalize } from '../text.js';
import { PRONOUNS } from '../vocabulary.js';
import type { RuleInfo } from '../rule-info.js';

export const COMPOUND_STEP: RuleInfo = {
  name: 'compound-step',
  does: 'A step that says its verb once for two targets, or a second verb after "and", is read as its parts, each resolved by the other rules on the same page; every part must resolve, else the whole step is handed over.',
  when: '"toggle Bold and Italic" (two controls, one verb), "add Airport pickup and Spa access to the extras" (two values, the field said once), "tick On sale in the Filters panel and apply the filters" (a verb the step splitter does not know), "write the note and save it" ("it": what the part before acted on). A count ("click Next twice") is handed over, saying to say each press. Tried only when the step as a whole names nothing.',
  evidence: 'The whole step resolves to nothing (no control is named "Bold and Italic", no option "Airport pickup and Spa access"); each part resolves on its own, a later part knowing the element the part before acted on. Two parts that choose in one set where one is chosen at a time (two radios of one group, two tabs of one list: "select Option 2 and Option 3") hand over, the second would undo the first; so does a later part come to the same element and act as a part before ("check Check me out and submit": "check submit" found the same box).',
  example: {
    html: '<div role="group" aria-label="Style"><button aria-pressed="false" onclick="this.setAttribute(\'aria-pressed\', this.getAttribute(\'aria-pressed\') === \'true\' ? \'false\' : \'true\')">Bold</button><button aria-pressed="false" onclick="this.setAttribute(\'aria-pressed\', this.getAttribute(\'aria-pressed\') === \'true\' ? \'false\' : \'true\')">Italic</button></div>',
    step: 'toggle Bold and Italic',
    action: 'click button "Bold", then click button "Italic"',
  },
};

const COUNTS: ReadonlyMap<string, number> = new Map([['twice', 2], ['two times', 2], ['2 times', 2], ['thrice', 3], ['three times', 3], ['3 times', 3]]);
/** Words that start a count the tier does not repeat (more than three presses is a loop, not a step). */
const ANY_COUNT = /^(.+?)\s+(?:(\S+)\s+times|twice|thrice)$/i;

/**
 * The parts of a compound step, or undefined when it is not one of these shapes:
 * - a count: "click Next twice" → "click Next", "click Next";
 * - a second verb: "tick X and apply the filters" → "tick X", "apply the filters";
 * - one verb, two targets: "toggle Bold and Italic" → "toggle Bold", "toggle Italic".
 * `{ refused }` for a count of more than three.
 */
export function compoundParts(instruction: string): string[] | { refused: string } | undefined {
  const text = instruction.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' ');
  const counted = text.match(ANY_COUNT);
  if (counted) {
    // Each press acts on the page the press before left (a tour's Next is a new button on its next
    // step), which this snapshot does not show: resolving every press here acted on a control the
    // first press had replaced (Shepherd's "click Next twice": the second press timed out after the
    // first had changed the page). Handed over until presses are resolved one page at a time.
    const word = text.slice(counted[1]!.length).trim().toLowerCase();
    const n = COUNTS.get(word);
    return { refused: `a count ("${word}") is not done offline: each press acts on the page the one before leaves; say each press as its own step${n ? ` ("${counted[1]}", ${n} times)` : ''}` };
  }
  const ands = [...text.matchAll(/\s+and\s+/gi)];
  if (ands.length !== 1) return undefined;
  const at = ands[0]!.index!;
  const left = text.slice(0, at).trim();
  const right = text.slice(at + ands[0]![0].length).trim();
  if (!left || !right) return undefined;
  const second = parseGrammar(right);
  // "… and save it": a verb of its own whose object is what the part before acted on (the part before is read by the other rules).
  if (second?.verb === 'do' && second.target && PRONOUNS.has(normalize(second.target.raw)) && !second.scope) return [left, right];
  const first = parseGrammar(left);
  if (!first) return undefined;
  if (second && second.verb !== 'do') return [left, right];
  // "fill Name with Ada and Email with ada@x.io", "type 3 in Adults and 1 in Children": a field and
  // its value again, the verb said once.
  const pair = pairAgain(first, right);
  if (pair) return [left, pair];
  // "add Airport pickup and Spa access to the extras": two values, then the field both go to.
  const shared = sharedTail(first, right);
  if (shared) return [`${left} ${shared.tail}`, `${first.said} ${right}`];
  // "toggle Bold and Italic": a short name after "and", the verb said once.
  if (first.frame !== 'target' || !first.target || right.split(' ').length > 3 || /^(?:then|also|the|a|an)\b/i.test(right)) return undefined;
  return [left, `${first.said} ${right}`];
}

/** Frames that give a field and its value: a second pair may follow with the verb said once. */
const PAIR_FRAMES: ReadonlySet<string> = new Set(['with-value', 'to-value', 'value-into', 'value-to', 'colon-value']);

/**
 * The part after "and" read as a second field and value for the same verb in the same frame
 * ("Email with ada@x.io" after "fill Name with Ada"), the verb said again; undefined when it does
 * not read so (a value alone, another frame, a scope, a name of more than four words).
 */
function pairAgain(first: StepForm, right: string): string | undefined {
  if (!PAIR_FRAMES.has(first.frame) || first.value === undefined || !first.target || first.scope) return undefined;
  const part = `${first.said} ${right}`;
  const again = parseGrammar(part);
  if (!again || again.verb !== first.verb || again.frame !== first.frame || !again.value || !again.target || again.scope) return undefined;
  return again.target.raw.split(' ').length <= 4 ? part : undefined;
}

/** Frames whose value comes first and the field after it: the field is said once for two values. */
const VALUE_FIRST = ['value-to', 'value-into', 'as-value'] as const;

/**
 * "add A and B to the extras": the first part is the verb and a value alone, the second a value
 * and where it goes; the tail ("to the extras") is said once for both. Undefined unless the verb
 * said again before the second part reads as a value and its field.
 */
function sharedTail(first: StepForm, right: string): { tail: string } | undefined {
  if (first.frame !== 'target' || first.scope || !first.target || first.target.ordinal !== undefined) return undefined;
  const again = parseGrammar(`${first.said} ${right}`);
  if (!again || !(VALUE_FIRST as readonly string[]).includes(again.frame) || again.scope || again.verb !== first.verb) return undefined;
  const split = right.match(FRAME_SPLITS[again.frame as (typeof VALUE_FIRST)[number]])?.groups;
  if (!split) return undefined;
  const tail = right.slice(split['value']!.length).trim();
  return tail ? { tail } : undefined;
}
