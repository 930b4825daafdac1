import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors } from '../page-index.js';
import { normalize } from '../text.js';
import { closedMenuItem } from './closed-menu-item.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls a step of this shape clicks: a button, a link, a menu's item. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/**
 * "mark the message as unread", "save this note as a draft", "flag the order as urgent": the verb,
 * the thing it acts on (a determiner and one to three words), "as" and what it makes of it. The
 * control is named by the verb and the rest, the object left out: "Mark as unread", "Save as draft".
 */
const SHAPE = /^(?:please\s+)?([\p{L}]+)\s+(?:the|this|that|my|our|your)\s+([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,2})\s+as\s+(?:(?:a|an)\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){0,2})\s*[.!]?$/iu;

/** The control's name the step says with its object left out ("mark as unread"), or undefined. */
function nameSaid(step: string): { name: string; object: string } | undefined {
  const m = step.trim().match(SHAPE);
  if (!m) return undefined;
  const [, verb, object, what] = m;
  // "as" inside the object ("as well") or a verb that is no verb of a control's name ("click the X as …") is not this shape.
  if (/^(?:click|press|tap|select|choose|pick|type|enter|fill|set|open|go|show)$/i.test(verb!)) return undefined;
  return { name: normalize(`${verb} as ${what}`), object: object! };
}

/**
 * A control named by the verb and what it makes, said with the thing it acts on between them: "mark
 * the message as unread" for "Mark as unread" (shown, or an item of the one closed menu that holds
 * it), "save this note as a draft" for "Save as draft". The thing is the one the control belongs to.
 */
export const objectBetween: WidgetRule = {
  fallback: true,
  readsStep: true,
  info: {
    name: 'object-between',
    does: 'Clicks the control named by the step\'s verb and what follows "as", the thing it acts on said between them: "mark the message as unread" for "Mark as unread", shown or the item of a closed menu (opened first).',
    when: '"<verb> the/this <thing> as <result>" ("mark the message as unread", "save this note as a draft", "flag the order as urgent"), and no control is named by the whole step.',
    evidence: 'Exactly one enabled button, link or menu item shown whose whole name is "<verb> as <result>"; else the one closed menu whose hidden items hold an item of exactly that name (as closed-menu-item reads them), opened, then the item clicked. A near name ("Mark as read" for "as unread"), two such controls, or two menus hand over.',
    example: {
      html: '<ul><li>Groceries</li><li>Trip plan</li></ul><section aria-label="Reader"><h2>Trip plan</h2><button>Reply</button><button>Mark as pinned</button></section>',
      step: 'mark the note as pinned',
      action: 'click button "Mark as pinned"',
    },
  },
  applies: (form, kind) => kind === 'act' && !form.scope && form.value === undefined && /^\p{L}+$/u.test(form.said.trim()),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const asked = nameSaid(ctx.step ?? '');
    if (!asked) return undefined;
    const { name, object } = asked;
    const shown = ctx.index.order.filter((n: SnapshotNode) => n.ref && DOING_ROLES.has(n.role) && normalize(n.name ?? '') === name);
    if (shown.length > 1) return { handover: `${shown.length} controls are named "${name}": say which ${object} ("${name} in …")`, near: true };
    if (shown.length === 1) {
      const node = shown[0]!;
      if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
      return {
        actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
        candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `named "${name}", the step's words with "${object}" left out` }],
        facts: [`"${ctx.step}" says the control "${name}" with the ${object} it acts on between`],
      };
    }
    // An item of a closed menu: read as "click <name>", and taken only when its label is that name whole.
    const form: StepForm = { verb: 'click', said: 'click', frame: 'target', target: { name, exact: false, raw: name } };
    const out = closedMenuItem.resolve(form, ctx);
    if (out && 'handover' in out && /^reading/.test(out.handover)) {
      // The parts a closed menu's items lie in are what a chosen item is clicked through: their facts
      // asked for in this round too, so the choice is not read a round later (the rounds are bounded).
      for (const n of ctx.index.order) {
        if (n.ref && DOING_ROLES.has(n.role) && n.expanded === undefined && ctx.book.facts(n)?.expanded === false) {
          for (const part of ancestors(ctx.index, n).slice(0, 3).filter((a) => a.ref)) ctx.book.facts(part);
        }
      }
    }
    if (!out || 'handover' in out) return out;
    const item = out.actions.at(-1)!;
    const label = /"(.*)"$/.exec(item.description)?.[1] ?? '';
    if (normalize(label) !== name) return { handover: `the closed menu holds "${label}", not "${name}": say the item you mean by its name`, near: true };
    return { ...out, facts: [...out.facts, `"${ctx.step}" says the item "${name}" with the ${object} it acts on between`] };
  },
};
