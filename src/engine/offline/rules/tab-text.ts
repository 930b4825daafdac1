import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words that name one of a set of views switched by a strip of labels: a worksheet, a tab, a view, a page, a pane. */
const VIEW_WORDS: ReadonlySet<string> = new Set(['sheet', 'worksheet', 'tab', 'view', 'page', 'pane']);
const VERBS: ReadonlySet<string> = new Set(['go', 'open', 'click', 'select']);
/** Longest text a label in such a strip shows. */
const MAX_LABEL = 40;

/** The view's name and the kind word the step said: "the Budget sheet" → Budget, sheet. */
function partsOf(form: StepForm): { name: string; word: string; tablist?: boolean } | undefined {
  const t = form.target;
  if (!t || form.value !== undefined || form.scope || t.ordinal !== undefined || !VERBS.has(form.verb)) return undefined;
  // The name as the step wrote it ("Budget"), without the kind word after it.
  const said = t.raw.trim().replace(/^the\s+/i, '').split(/\s+/);
  const last = normalize(said.at(-1) ?? '');
  if (t.kind && VIEW_WORDS.has(t.kind) && t.name) return { name: last === t.kind && said.length > 1 ? said.slice(0, -1).join(' ') : t.name, word: t.kind };
  // "switch to Budget": no kind word, but a switch is between views; the strip must say it is a tab list (below).
  if (!t.kind && form.verb === 'go' && /^switch\b/i.test(form.said) && t.name && !VIEW_WORDS.has(last)) return { name: said.join(' '), word: 'tab', tablist: true };
  if (t.kind || said.length < 2 || !VIEW_WORDS.has(last)) return undefined;
  return { name: said.slice(0, -1).join(' '), word: last };
}

/**
 * Worksheet or view tabs drawn without a role ("switch to the Budget sheet", "go back to the
 * Expenses tab"): the kind word says the name is one label of a strip of labels that switch views,
 * so the element clicked is one of two or more siblings of the same kind, each made clickable by the
 * page (a pointer cursor, no control role) and each a short text, the one whose text is the name.
 * Judged by what the strip's area shows reading otherwise afterwards.
 */
export const tabText: WidgetRule = {
  info: {
    name: 'tab-text',
    does: 'Clicks the label of a view in a strip of labels drawn without roles (worksheet tabs, view switchers): among two or more clickable siblings of the same kind, the one whose text is the name; the area around the strip must read otherwise after.',
    when: '"switch to the Budget sheet", "go back to the Expenses tab", "open the Summary view": no control is named so, and the kind word (sheet, tab, view, page, pane) follows the name; or "switch to Budget" with no kind word, when the strip is a tab list (role tablist) whose labels have no role of their own.',
    evidence: 'Exactly one element with a pointer cursor and no control role whose text is the name, with at least one sibling of the same role that is clickable and shows a short text; the content beside the strip reads otherwise after the click.',
    example: {
      html: '<div><div style="display:flex;gap:8px"><div style="cursor:pointer" onclick="document.getElementById(\'view\').textContent = \'Expenses: 12 rows\'">Expenses</div><div style="cursor:pointer" onclick="document.getElementById(\'view\').textContent = \'Budget: 5 rows\'">Budget</div></div><p id="view">Expenses: 12 rows</p></div>',
      step: 'switch to the Budget sheet',
      action: 'click generic "Budget" (the Budget sheet)',
    },
  },
  applies: (form, kind) => kind === 'act' && partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { name, word, tablist } = partsOf(form)!;
    const wanted = normalize(name);
    const labelLike = (n: SnapshotNode) => !!n.ref && n.cursor === 'pointer' && !ACTIONABLE_ROLES.has(n.role) && normalize(ownText(n)).length > 0 && normalize(ownText(n)).length <= MAX_LABEL;
    const found: { label: SnapshotNode; strip: SnapshotNode }[] = [];
    for (const n of ctx.index.order) {
      if (!labelLike(n) || normalize(ownText(n)) !== wanted) continue;
      const strip = ctx.index.parent.get(n);
      const kin = strip ? strip.children.filter((c) => c.role === n.role && labelLike(c)) : [];
      if (strip && kin.length >= 2 && (!tablist || strip.role === 'tablist')) found.push({ label: n, strip });
    }
    if (!found.length) return undefined;
    if (found.length > 1) return { handover: `${found.length} strips of labels show "${name}": say where ("the ${name} ${word} at the top")`, near: true };
    const { label, strip } = found[0]!;
    // The area the strip switches: the nearest part around it that holds more than the strip.
    let area: SnapshotNode | undefined;
    let inner = strip;
    for (const up of ancestors(ctx.index, strip)) {
      if (up.children.some((c) => c !== inner && c.children.length + (c.text ? 1 : 0) > 0)) {
        area = up;
        break;
      }
      inner = up;
    }
    if (!area?.ref) return { handover: `the ${name} ${word} switches nothing the page shows beside it, so the switch could not be checked: say "click ${name}"`, near: true };
    const labels = strip.children.filter((c) => c.role === label.role && labelLike(c)).map((c) => ownText(c));
    return {
      actions: [{ ref: label.ref!, method: 'click', arguments: [], description: `click ${said(label) === label.role ? `${label.role} "${ownText(label)}"` : said(label)} (the ${name} ${word})`, effect: { turned: { ref: area.ref } } }],
      candidates: [{ role: label.role, name: ownText(label), score: 1, why: `one of ${labels.length} clickable labels side by side` }],
      facts: [`a strip of ${labels.length} clickable labels (${labels.slice(0, 6).map((l) => `"${l}"`).join(', ')})`, `"${word}" names one of them`, 'checked: the content beside the strip reads otherwise after'],
    };
  },
};
