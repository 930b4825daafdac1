import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors } from '../page-index.js';
import { containsPhrase, normalize } from '../text.js';
import { itemText } from './item-control.js';
import { modeKey } from './mode-switch.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "reply to Chen Wei", "reply to Ana's comment": a control named by the verb itself ("Reply"),
 * the one of them whose part of the page (the message, the comment, the row) says who or what
 * the step names. Only verbs whose "to X" names what is acted on: "forward to X" or "send to X"
 * names where it goes, and X's own message is the wrong one.
 */

/** Verbs whose "to X" is the thing answered, and the controls' names (by modeKey) that do it. */
const ANSWERING: ReadonlyMap<string, readonly string[]> = new Map([
  ['reply', ['reply']],
  ['respond', ['respond', 'reply']],
  ['react', ['react']],
]);

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Parts a control acts for: an item, or a region of the page that shows one thing. */
const PART_ROLES: ReadonlySet<string> = new Set(['row', 'listitem', 'article', 'group', 'region', 'dialog', 'alertdialog', 'complementary', 'form']);

function partyOf(form: StepForm): { who: string; shown: string } | undefined {
  const t = form.target;
  if (form.verb !== 'do' || form.value !== undefined || form.scope || !t || t.exact || t.ordinal !== undefined || t.roles) return undefined;
  const m = (t.whole ?? t.raw).match(/^to\s+(?!the\s)(\S.*)$/i);
  if (!m) return undefined;
  // "Ana's comment", "Chen Wei": who or what, less a possessive's thing.
  const shown = m[1]!.replace(/['’]s\s+\S+$/, '').trim();
  const who = normalize(shown);
  return who && who.split(' ').length <= 4 ? { who, shown } : undefined;
}

export const replyTo: WidgetRule = {
  info: {
    name: 'reply-to',
    does: '"reply to Chen Wei", "respond to Ana": among the Reply controls, the one whose part of the page (a message, a comment, a row, a pane) shows the name said, whole words. Only verbs whose "to X" is what is answered (reply, respond, react): "forward to X" names where a message goes.',
    when: '"reply / respond / react to <who or what>", and no control named by the whole step.',
    evidence: 'Controls named by the verb (less a shortcut hint); for each, the smallest part around it (row, list item, article, group, region, dialog) that shows other text; exactly one such part says the name. Two hand over naming them.',
    example: {
      html: '<article><p>Ana Ruiz</p><p>Looks good to me.</p><button>Reply</button></article><article><p>Ben Okafor</p><p>Ship it.</p><button>Reply</button></article>',
      step: 'reply to Ben Okafor',
      action: 'click button "Reply" (in the part that says "Ben Okafor")',
    },
  },
  applies: (form, kind) => kind === 'act' && ANSWERING.has(normalize(form.said)) && partyOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { who, shown } = partyOf(form)!;
    const keys = ANSWERING.get(normalize(form.said))!;
    const controls = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.name && DOING_ROLES.has(n.role) && isActionable(n) && keys.includes(modeKey(n.name)));
    if (!controls.length) return undefined;
    const partOf = (n: SnapshotNode) => ancestors(ctx.index, n).find((up) => PART_ROLES.has(up.role) && itemText(up).length > 0);
    const saying = controls.filter((n) => {
      const part = partOf(n);
      return !!part && containsPhrase(normalize(itemText(part)), who);
    });
    if (!saying.length) return undefined;
    const enabled = saying.filter((n) => !n.disabled);
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} controls named "${form.said}" are in parts that say "${who}": say which by a word only its part shows`, near: true }
        : { handover: `${said(saying[0]!)} is disabled`, near: true };
    }
    const node = enabled[0]!;
    const part = partOf(node)!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (in the part that says "${shown}")` }],
      candidates: controls.map((n) => ({ role: n.role, name: n.name ?? '', score: n === node ? 1 : 0, why: n === node ? `its part says "${who}"` : 'its part does not say it' })),
      facts: [`the part: ${said(part)}`],
    };
  },
};
