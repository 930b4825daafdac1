import { textOf } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { words } from '../text.js';
import { classWords, drawnBoxChecked, drawnNodesNamed, isBoxIcon, namesOf, type DrawnNode } from './drawn-tree.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/** Relations that tie a box to the node it belongs to: "the checkbox of X", "the box next to X". */
const OF = new Set(['of', 'next to', 'beside', 'for', 'in', 'by']);

/** The node a step names and how: by its title ("tick Budget.xlsx"), or the box of it ("the checkbox of X"). */
function asked(form: StepForm): { names: string[]; ordinal?: number } | undefined {
  const t = form.target;
  if (!t || form.frame !== 'target') return undefined;
  if (t.roles?.includes('checkbox') && !t.name && form.scope && OF.has(form.scope.relation)) return { names: namesOf(form.scope.name) };
  if (form.verb === 'find' || form.scope || t.roles || !t.name) return undefined;
  return { names: [...new Set([...(t.whole ? [t.whole] : []), ...namesOf(t.name)])], ...(t.ordinal !== undefined ? { ordinal: t.ordinal } : {}) };
}

const VERBS = new Set(['check', 'uncheck', 'find']);

/**
 * "tick the second invoice": among the drawn nodes, those whose title holds the word (a whole word,
 * as said: "Invoice 1002.pdf" is an invoice, the folder "Invoices" is not), in reading order.
 */
function byWord(word: string, ctx: Parameters<WidgetRule['resolve']>[1]): DrawnNode[] {
  const all = ctx.index.order.filter((n) => !n.children.length && words(textOf(n)).includes(word));
  return all.flatMap((n) => drawnNodesNamed(textOf(n), ctx.index, [n]));
}

/**
 * Trees drawn with no ARIA whose rows carry a checkbox drawn as an icon (drawn-tree.ts): the box of
 * the one node titled so, ticked or unticked by a click, its state read from the classes the widget
 * sets, and the classes read again afterwards.
 */
export const treeBox: WidgetRule = {
  info: {
    name: 'tree-box',
    does: 'Ticks, unticks or finds the checkbox a tree drawn with no ARIA shows as an icon in a node\'s row, by the node\'s title, by a click on the icon.',
    when: '"tick Budget 2026.xlsx", "uncheck Forecast.xlsx", "check the box next to Campaign plan.docx", "tick the checkbox of the Engineering folder", "tick the second invoice" (the second node whose title holds the word), "find the checkbox of Readme.txt": the node is a row of a tree drawn in divs and spans (icons, then the title, in a row of their own), with no checkbox role.',
    evidence: 'Exactly one drawn node titled so (or the Nth whose title holds the word), with one icon whose classes name a checkbox or draw a tick (checkbox, check, checkmark). The state is read from generic class words, since the widget says it nowhere else: the icon\'s own (checked, check, checkmark; unchecked, blank, empty), else its part\'s or row\'s (checked, selected, ticked; unchecked, unselected); an icon named checkbox with no tick is unticked; a mixed box is not unticked. A box already so, a node with no box, or a tie is handed over. Afterwards the same classes must say the state asked for.',
    example: {
      html: '<style>i{display:inline-block;width:1em}</style><div class="tree"><div class="row"><span class="node"><i class="box checkbox">&#9744;</i><i class="toggle caret-right">&#9656;</i><span>Reports</span></span></div><div class="row"><span class="node"><i class="box checkbox">&#9744;</i><span>Notes.txt</span></span></div></div><script>document.querySelectorAll(".box").forEach((b)=>b.addEventListener("click",()=>{b.classList.toggle("checked");b.textContent=b.classList.contains("checked")?"\\u2611":"\\u2610"}))</script>',
      step: 'tick Notes.txt',
      action: 'tick the box of row "Notes.txt" (a click)',
    },
  },
  applies: (form, kind) => VERBS.has(form.verb) && (form.verb !== 'find' || kind === 'observe') && asked(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const want = asked(form)!;
    let nodes: DrawnNode[] = [];
    let name = '';
    for (const n of want.names) {
      if (!n) continue;
      name = n;
      nodes = drawnNodesNamed(n, ctx.index);
      if (nodes.length) break;
    }
    if (!nodes.length && want.ordinal !== undefined && words(name).length === 1) nodes = byWord(words(name)[0]!, ctx);
    if (!nodes.length) return undefined;
    if (want.ordinal !== undefined) {
      const one = want.ordinal > 0 ? nodes[want.ordinal - 1] : nodes[nodes.length + want.ordinal];
      if (!one) return { handover: `the tree shows ${nodes.length} row${nodes.length === 1 ? '' : 's'} for "${name}", not that many`, near: true };
      nodes = [one];
    }
    if (nodes.length > 1) return { handover: `${nodes.length} rows of the tree are titled "${name}": say which folder it is in`, near: true };
    const node = nodes[0]!;
    const title = `row "${textOf(node.title)}"`;
    const icons = node.icons.map((i) => ({ i, w: classWords(ctx.book, i) }));
    const part = classWords(ctx.book, node.part);
    const row = classWords(ctx.book, node.row);
    if (icons.some((x) => !x.w) || !part || !row) return { handover: `reading the icons of ${title}`, near: true };
    const boxes = icons.filter((x) => isBoxIcon(x.w!));
    if (boxes.length !== 1) return { handover: boxes.length ? `${title} shows ${boxes.length} icons that may be its checkbox` : `${title} shows no checkbox icon: say what to click in it`, near: true };
    const box = boxes[0]!;
    if (!node.row.ref || !node.list.ref) return { handover: `${title} cannot be found again to check its box afterwards`, near: true };
    const state = drawnBoxChecked(box.w!, part, row);
    const candidates = [{ role: 'row', name: textOf(node.title), score: 1, why: 'the one drawn tree row titled so' }];
    const facts = [`${title}: box classes "${box.w!.join(' ')}"`, `state ${state ?? 'unknown'}`];
    if (form.verb === 'find') return { actions: [{ ref: box.i.ref!, method: 'click', arguments: [], description: `the checkbox of ${title}` }], candidates, facts };
    const on = form.verb === 'check';
    if (state === undefined) return { handover: `whether the box of ${title} is ticked is not shown: hand it to a model`, near: true };
    if (state === on) return { handover: `the box of ${title} is ${on ? 'ticked' : 'unticked'} already`, near: true };
    if (state === 'mixed' && !on) return { handover: `the box of ${title} is partly ticked: a click may tick it: say "click the checkbox of ${textOf(node.title)}"`, near: true };
    return {
      actions: [{ ref: box.i.ref!, method: 'click', arguments: [], description: `${on ? 'tick' : 'untick'} the box of ${title} (a click)`, effect: { drawnChecked: { box: box.i.ref!, row: node.row.ref, title: textOf(node.title), list: node.list.ref, checked: on } } }],
      candidates,
      facts,
    };
  },
};
