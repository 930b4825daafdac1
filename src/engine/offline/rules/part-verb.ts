import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { FILLER_WORDS, namesEveryWord, words } from '../text.js';
import { modeKey } from './mode-switch.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Words that say the thing is a part of the page, not which one. */
const PART_WORDS: ReadonlySet<string> = new Set([...FILLER_WORDS, 'details', 'detail', 'section', 'part', 'card', 'panel', 'info', 'information', 'block', 'area']);
/** Words that point at the thing shown or chosen now rather than name a part ("archive this message"). */
const DEMONSTRATIVE = /\b(?:this|that|these|those|current|opened|selected)\b/i;
/** Most words a part's title is said in. */
const MAX_WORDS = 4;

/**
 * The title of the part of the page a control belongs to: the innermost container around it that
 * holds no other of `rivals` and is named (a region, a form, a group) or holds a heading.
 */
function partTitle(control: SnapshotNode, rivals: readonly SnapshotNode[], index: PageIndex): string | undefined {
  for (const up of ancestors(index, control)) {
    const inside = subtree(up);
    if (rivals.some((r) => r !== control && inside.includes(r))) return undefined;
    if (up.name && up.role !== 'generic' && up.role !== 'listitem') return up.name;
    const heading = inside.find((n) => n.role === 'heading');
    if (heading) return ownText(heading);
  }
  return undefined;
}

/**
 * A control repeated in each part of a page, named by the step's verb, and the part said as its
 * object: "edit the delivery details" on a review page with an Edit button under each of Items,
 * Delivery and Payment; "remove the billing address" with a Remove in each address card. The one
 * control whose part's title (its region's name, or its heading) holds the words said.
 */
export const partVerb: WidgetRule = {
  fallback: true,
  info: {
    name: 'part-verb',
    does: 'Clicks the one control named by the step\'s verb among several (an Edit in each section), in the part of the page whose title holds the words the step says after the verb.',
    when: '"edit the delivery details", "remove the billing address card": the verb names two or more controls, and the words after it name the part that holds one of them.',
    evidence: 'Two or more enabled buttons, links or menu items named by the verb; for each, the innermost container around it holding no other of them, named (a region, form or group) or titled by a heading; exactly one such title holds every word said (part words such as "details" or "section" aside). Two fitting parts hand over; a step that points at the one shown or chosen now ("archive this message") is left to the other rules.',
    example: {
      html: '<section aria-labelledby="d"><h3 id="d">Delivery</h3><button>Edit</button></section><section aria-labelledby="p"><h3 id="p">Payment</h3><button>Edit</button></section>',
      step: 'edit the delivery details',
      action: 'click button "Edit" in "Delivery"',
    },
  },
  applies: (form, kind) => {
    const t = form.target;
    if (kind !== 'act' || !t?.name || t.exact || t.ordinal !== undefined || t.roles || form.scope || form.value !== undefined) return false;
    if (/\s/.test(form.said.trim())) return false;
    const asked = words(t.name).filter((w) => !PART_WORDS.has(w));
    return asked.length > 0 && asked.length <= MAX_WORDS;
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const key = modeKey(form.said);
    if (!key) return undefined;
    // "archive this message": the one shown or chosen now, not the part titled "Messages".
    if (ctx.step && DEMONSTRATIVE.test(ctx.step)) return undefined;
    const named = ctx.index.order.filter((n: SnapshotNode) => n.ref && DOING_ROLES.has(n.role) && n.name && modeKey(n.name) === key);
    if (named.length < 2) return undefined;
    const object = form.target!.name;
    const fits = named.flatMap((n) => {
      const title = partTitle(n, named, ctx.index);
      return title && namesEveryWord(object, title, PART_WORDS) ? [{ node: n, title }] : [];
    });
    if (!fits.length) return undefined;
    if (fits.length > 1) return { handover: `${fits.length} parts titled "${object}" hold a ${form.said} control (${fits.slice(0, 3).map((f) => `"${f.title}"`).join(', ')}): name the part by more of its title`, near: true };
    const { node, title } = fits[0]!;
    if (node.disabled) return { handover: `${said(node)} in "${title}" is disabled`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} in "${title}"` }],
      candidates: fits.map((f) => ({ role: f.node.role, name: f.node.name ?? '', score: 1, why: `in the part titled "${f.title}"` })),
      facts: [`${named.length} controls named by the verb "${form.said}"; one in a part titled "${title}"`],
    };
  },
};
