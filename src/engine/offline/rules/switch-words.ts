import { isActionable } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A switch or checkbox said by what its label says, as a wish or its negation: "blur the
 * background" for a switch "Blur my background" (on), "don't let others send messages" for a switch
 * "Let everyone send messages" (off), "don't play a sound when people join" for a checkbox "Play a
 * sound when someone joins" (unticked). A negated step sets the labelled setting off.
 */

const BOX_ROLES: ReadonlySet<string> = new Set(['switch', 'checkbox', 'menuitemcheckbox']);
/** Words that tell no setting apart: articles and whose it is. */
const QUIET: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'me', 'i', 'please']);
/** Words for the people a setting lets or tells (general English): "others" for "everyone", "people" for "someone". */
const PEOPLE: ReadonlySet<string> = new Set(['others', 'everyone', 'everybody', 'anyone', 'anybody', 'someone', 'somebody', 'people', 'person', 'guests', 'participants']);
/** The negation said first. */
const NEGATION = /^(?:don['’]?t|do\s+not|never)\s+/i;

const content = (text: string) => words(text).filter((w) => !QUIET.has(w));
const sameWord = (a: string, b: string) => a === b || nounForms(a).includes(b) || nounForms(b).includes(a) || (PEOPLE.has(a) && PEOPLE.has(b));

/** The same words in the same order (the people said by any word for them). */
function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => sameWord(w, b[i]!));
}

interface Wish { on: boolean; words: string[] }

function wishOf(step: string): Wish | undefined {
  const text = withoutLeadIn(step.trim()).replace(/[.!]+$/, '');
  const neg = NEGATION.exec(text);
  const said = content(neg ? text.slice(neg[0].length) : text);
  if (said.length < 2 || said.length > 10) return undefined;
  return { on: !neg, words: said };
}

export const switchWords: WidgetRule = {
  readsStep: true,
  fallback: true,
  setsHiddenBoxes: true,
  info: {
    name: 'switch-words',
    does: 'Sets a switch or checkbox said by its label\'s words as a wish or its negation: "blur the background" turns on "Blur my background"; "don\'t let others send messages" turns off "Let everyone send messages"; "don\'t play a sound when people join" unticks "Play a sound when someone joins".',
    when: 'The step is the label\'s words (a verb first), or "don\'t" / "do not" / "never" and them; no control is named the whole step.',
    evidence: 'Exactly one shown switch or checkbox whose label says the step\'s words in the same order, articles and "my"/"your" aside, a plural as its singular, a word for people (others, everyone, people, someone…) as another; the step says its first word (the verb) first. One already in the state asked hands over saying so; afterwards it is in that state.',
    example: {
      html: '<div role="group" aria-label="Chat"><span id="l">Let everyone send messages</span><button role="switch" aria-checked="true" aria-labelledby="l"></button></div>',
      step: "don't let others send messages",
      action: 'uncheck switch "Let everyone send messages"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.value === undefined && !form.target?.exact && form.target?.ordinal === undefined,
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const wish = ctx.step ? wishOf(ctx.step) : undefined;
    if (!wish) return undefined;
    const boxes = ctx.index.order.filter((n) => n.ref && BOX_ROLES.has(n.role) && isActionable(n) && n.name && sameOrder(content(n.name), wish.words));
    if (!boxes.length) return undefined;
    if (boxes.length > 1) return { handover: `${boxes.length} settings say "${wish.words.join(' ')}" (${boxes.slice(0, 3).map(said).join(', ')}): say which by its whole name`, near: true };
    const box = boxes[0]!;
    if (box.disabled) return { handover: `${said(box)} is disabled`, near: true };
    const now = box.checked === true;
    if (now === wish.on) return { handover: `${said(box)} is ${now ? 'on' : 'off'} already`, near: true };
    const method = wish.on ? 'check' : 'uncheck';
    return {
      actions: [{ ref: box.ref!, method, arguments: [], description: `${method} ${said(box)}` }],
      candidates: [{ role: box.role, name: box.name ?? '', score: 1, why: `its label says "${wish.words.join(' ')}"` }],
      facts: [`"${ctx.step}" asks for it ${wish.on ? 'on' : 'off'}${wish.on ? '' : ' (a negation)'}`, `${said(box)} is ${now ? 'on' : 'off'}`],
    };
  },
};
