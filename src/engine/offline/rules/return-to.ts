import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { nameScore } from '../score.js';
import { nounForms, normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls a person goes back to by clicking them again: a file in a list, a tab, a tree item, an option. */
const RETURN_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'tab', 'treeitem', 'option', 'menuitemradio', 'radio']);
const DIALOGS: ReadonlySet<string> = new Set(['dialog', 'alertdialog']);

/** Words for the kind of place a person goes back to, said after its name. */
const PLACE_KINDS = /\s+(?:step|tab|page|section|screen|stage|folder|view)$/i;

/** A list said by what it lists ("the issue list", "the order overview"): the things listed are named in the plural. */
const LIST_KINDS = /\s+(?:list|listing|overview|index)$/i;

/** What a link back to a place says before the place's name ("← Back to issues", "Return to inbox", "All issues"). */
const BACK_TO = /^(?:(?:go\s+)?back\s+to|return\s+to|all)\s+(?:the\s+|my\s+)?(.+)$/i;

/** The place a control named "Back to X" leads to, arrows and their like aside; undefined for any other name. */
function backPlace(name: string | undefined): string | undefined {
  const m = BACK_TO.exec(normalize((name ?? '').replace(/[←‹«⟵⬅↩]/g, ' ')));
  return m ? m[1]!.trim() : undefined;
}

/** nameScore of a name followed only by a count ("Inbox (3)" for Inbox); 1 when equal. */
const COUNTED = 0.95;

/** The node says it is the one shown now (aria-selected, aria-pressed, a checked radio); aria-current is read from the page. */
const current = (n: SnapshotNode) => n.selected === true || n.pressed === true || n.checked === true;

/**
 * "go back to cart.js", "switch back to the Profile tab": with no dialog open (a dialog's own Back
 * is go-back's, a viewer's slides viewer-step's), the one control named so exactly, clicked again.
 */
export const returnTo: WidgetRule = {
  info: {
    name: 'return-to',
    does: '"go back to X" with no dialog open: clicks again the one control named X (a file in a list, a tab, a tree item), as a person goes back to it; with none named X, the one link or button that says it goes back to X ("← Back to issues" for "go back to the issue list").',
    when: '"go back to cart.js", "switch back to Profile": a go-back step naming a control, no dialog open.',
    evidence: 'No dialog is open; exactly one enabled button, link, tab, tree item, option or radio whose name is X (case and spacing aside, or X followed only by a count: "Inbox (3)"; X less a kind of place said after it: "the shipping step"; else named "Back to X", "Return to X" or "All X", arrows aside, where a list said by its kind, "the issue list", is X in the plural), not the one shown now (selected, pressed, current or checked: handed over saying so); several named so are handed over (say which, or scope it).',
    example: {
      html: '<ul aria-label="Files"><li><button>cart.js</button></li><li><button aria-pressed="true">report.py</button></li></ul>',
      step: 'go back to cart.js',
      action: 'click button "cart.js"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'go' && /^(?:go|switch|get|come) back to$/i.test(form.said) && !!form.target?.name && form.target.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    if (ctx.index.order.some((n) => DIALOGS.has(n.role))) return undefined;
    const t = form.target!;
    const roles = t.roles?.length ? t.roles.filter((r) => RETURN_ROLES.has(r)) : [...RETURN_ROLES];
    // Named so exactly, or followed only by a count ("Inbox (3)"): the name a person reads.
    // "go back to Projects in the breadcrumb": only the part the scope names.
    const within = nodesInScope(form.scope, ctx.index, 'click', { name: t.name, exact: t.exact });
    if ('handover' in within) return undefined;
    const namedAs = (name: string) => within.filter((n) => n.ref && roles.includes(n.role) && isActionable(n) && nameScore(name, n.name, t.exact) >= COUNTED);
    let named = namedAs(t.name);
    // "go back to the shipping step": the kind of place said after its name, when nothing is named with it.
    const kind = t.exact ? undefined : PLACE_KINDS.exec(t.name);
    if (!named.length && kind) named = namedAs(t.name.slice(0, kind.index));
    // "go back to the issue list": no control is named the place, but one link says it goes back to it ("← Back to issues").
    let back = false;
    if (!named.length && !t.exact) {
      const list = LIST_KINDS.exec(t.name);
      const place = normalize(list ? t.name.slice(0, list.index) : kind ? t.name.slice(0, kind.index) : t.name).replace(/^(?:the|my|our) /, '');
      const places = list ? nounForms(place) : [place];
      named = within.filter((n) => n.ref && (n.role === 'link' || n.role === 'button') && isActionable(n) && places.includes(backPlace(n.name) ?? ''));
      back = named.length > 0;
    }
    const enabled = named.filter((n) => !n.disabled);
    if (!enabled.length) return named.length ? { handover: `${said(named[0]!)} is disabled`, near: true } : undefined;
    if (enabled.length > 1) return { handover: `${enabled.length} controls are named "${enabled[0]!.name}" (${enabled.slice(0, 4).map(said).join(', ')}): say "click the first ${enabled[0]!.name}" or scope it ("${enabled[0]!.name} in the …")`, near: true };
    const node = enabled[0]!;
    const before = ctx.book.misses;
    const marked = ctx.book.facts(node)?.current;
    if (ctx.book.misses > before) return { handover: `reading whether ${said(node)} is the one shown now`, near: true };
    if (current(node) || marked) return { handover: `${said(node)} is the one shown now: there is nothing to go back to`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: back ? 'says it goes back to the place' : 'named so exactly' }],
      facts: ['no dialog open', back ? `${said(node)} is the one control that says it goes back to "${t.name}"` : `${said(node)} is not the one shown now`],
    };
  },
};
