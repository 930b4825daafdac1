import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors } from '../page-index.js';
import { FILLER_WORDS, normalize } from '../text.js';
import { ITEM_KIND_WORDS } from './item-kind.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words that carry nothing of a control's name in a paraphrase. */
const STOP: ReadonlySet<string> = new Set([...FILLER_WORDS, 'in', 'of', 'for', 'by', 'at', 'with', 'into', 'onto', 'please', 'again']);
/** Names of controls that move a view along (a calendar's, a timeline's, a pager's). */
const MOVES: ReadonlySet<string> = new Set(['next', 'previous', 'prev', 'back', 'forward', 'today', 'now', 'earlier', 'later', 'newer', 'older']);
/** What a view moves by: words a movement paraphrase may add to such a control's name ("the next week"). */
const SPANS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'year', 'hour', 'quarter', 'period', 'page', 'slide', 'range', 'one', 'days', 'weeks', 'months', 'years']);
/** What a control's own verb may be said to act on besides its name: the whole view, or every item ("fit all tasks on the screen"). */
const WHOLE: ReadonlySet<string> = new Set(['all', 'everything', 'every', 'screen', 'view', 'window', 'whole', 'entire', 'visible', 'them']);
/** A plural that names things of a kind: a kind word apps list, or one the page's own names use ("New concert", "Filter concerts"). */
const collective = (w: string, pageWords: ReadonlySet<string>) => w.length > 3 && w.endsWith('s') && (ITEM_KIND_WORDS.has(w.slice(0, -1)) || pageWords.has(w) || pageWords.has(w.slice(0, -1)));
const CONTROL_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Verbs of showing, read as "open" by the grammar: "show closed orders too" is said of a toolbar's Show closed. */
const SHOWING: ReadonlySet<string> = new Set(['show', 'display']);

/** A possessive's "s" is no word ("Tom's plan" says "tom", "plan"): it would name a one-letter control (a Strikethrough "S"). */
const POSSESSIVE = /(\p{L})['’]s\b/gu;
const wordsOf = (text: string) => normalize(text.replace(POSSESSIVE, '$1')).split(' ').filter((w) => w && !STOP.has(w));
/** A word said as the name says it, or its plural ("all tasks" says "task"). */
const says = (stepWords: readonly string[], word: string) => stepWords.some((w) => w === word || w === `${word}s` || `${w}s` === word);

/**
 * A toolbar's control said by a paraphrase: "go to the next week" (Next), "jump to today" (Today),
 * "fit all tasks on the screen" (Fit all). The step names no control, but every word of one
 * control's name is among its words (the verb's included), and the verb agrees with it: it is the
 * control's own verb ("fit" for Fit all) with nothing more said than the whole view or every item, or it moves ("go to", "jump to") and the control moves a
 * view (Next, Previous, Today), with nothing more said than what the view moves by ("week",
 * "month"). The control must lie in a toolbar and be the only control on the page whose name the
 * step says wholly.
 */
export const toolbarPhrase: WidgetRule = {
  fallback: true,
  info: {
    name: 'toolbar-phrase',
    does: 'A toolbar control said by a paraphrase ("go to the next week" for Next, "fit all tasks on the screen" for Fit all): the one control whose every name word the step says, when the verb agrees with it.',
    when: 'A step whose verb is a movement ("go to", "jump to"), a verb no table knows ("fit") or a verb of showing ("show closed orders too" for a Show closed toggle; "too", "also", "as well" add to what is shown) names no control; the page has a toolbar.',
    evidence: 'Exactly one button or link on the page has its whole name said by the step (a possessive\'s "s" is no word: "Tom\'s plan" never says a button "S"), and it lies in a toolbar; the verb is its name\'s own verb, or a movement with a control that moves a view (Next, Previous, Today) and no word beyond what a view moves by (day, week, month, page).',
    example: {
      html: '<div role="toolbar" aria-label="Calendar"><button>Previous</button><button>Today</button><button>Next</button></div>',
      step: 'go to the next week',
      action: 'click button "Next"',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'go' || form.verb === 'do' || (form.verb === 'open' && SHOWING.has(form.said.toLowerCase()))) && form.frame === 'target' && !!form.target?.name && !form.target.exact && !form.target.roles && form.target.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { index } = ctx;
    if (!index.order.some((n) => n.role === 'toolbar')) return undefined;
    const verbWords = wordsOf(form.said);
    // "show closed orders too", "… as well": the step adds the things to what is shown; no word of a control.
    const object = (form.target!.raw ?? form.target!.name).replace(/\s+(?:too|also|as\s+well)$/i, '');
    const objectWords = [...wordsOf(object), ...(form.scope ? wordsOf(`${form.scope.name} ${form.scope.kind ?? ''}`) : [])];
    const stepWords = [...verbWords, ...objectWords];
    const controls = index.order.filter((n) => n.ref && CONTROL_ROLES.has(n.role) && wordsOf(n.name ?? '').length);
    const whole = controls.filter((n) => wordsOf(n.name!).every((w) => says(stepWords, w)));
    if (!whole.length) return undefined;
    const most = Math.max(...whole.map((n) => wordsOf(n.name!).length));
    const best = whole.filter((n) => wordsOf(n.name!).length === most);
    if (best.length > 1) return { handover: `${best.length} controls are said by "${form.said} ${form.target!.raw}" (${best.slice(0, 4).map(said).join(', ')}): name the one meant`, near: true };
    const control = best[0]!;
    const nameWords = wordsOf(control.name!);
    if (!ancestors(index, control).some((a) => a.role === 'toolbar')) return undefined;
    const extra = objectWords.filter((w) => !says(nameWords, w));
    const pageWords = new Set(controls.flatMap((n) => wordsOf(n.name!)).concat(index.order.flatMap((n) => (n.placeholder ? wordsOf(n.placeholder) : []))));
    const ownVerb = verbWords.some((w) => nameWords.includes(w)) && extra.every((w) => WHOLE.has(w) || collective(w, pageWords));
    const moves = form.verb === 'go' && nameWords.every((w) => MOVES.has(w)) && extra.every((w) => SPANS.has(w));
    if (!ownVerb && !moves) {
      return { handover: `"${form.said} ${form.target!.raw}" may mean ${said(control)}, but "${extra.join(' ') || form.said}" says more than the control does: say "click ${control.name}"`, near: true };
    }
    if (control.disabled) return { handover: `${said(control)} is disabled`, near: true };
    // "show closed orders too" with Show closed pressed already: a click would hide them.
    if (form.verb === 'open' && control.pressed === true) return { handover: `${said(control)} is pressed already: a click would turn it off`, near: true };
    return {
      actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)}` }],
      candidates: [{ role: control.role, name: control.name ?? '', score: 1, why: ownVerb ? 'every word of its name said, its verb the step\'s' : 'a control that moves the view, said with what it moves by' }],
      facts: [`${said(control)} lies in a toolbar`],
    };
  },
};
