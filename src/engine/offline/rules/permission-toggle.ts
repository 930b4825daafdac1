import type { SnapshotNode } from '../../snapshot/index.js';
import { ownText } from '../page-index.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A permission said as one: "let anyone with the link view it" is the switch "Anyone with the link
 * can view" turned on, "allow guests to comment" the box "Guests can comment" (or "Allow guests to
 * comment") ticked, "don't let guests comment" / "stop letting guests comment" it unticked. The step
 * says who and what they may do; the option's label says the same words with "can", "may" or
 * "allow … to" around them.
 */

/** Roles of an option that is on or off. */
const TOGGLES: ReadonlySet<string> = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
/** "let X do", "allow X to do", "permit X to do"; and the same said as a refusal. */
const GRANT = /^(?:please\s+)?(?:let|allow|permit)\s+(.+)$/i;
const REFUSE = /^(?:please\s+)?(?:(?:don'?t|do\s+not|no\s+longer)\s+(?:let|allow|permit)|stop\s+(?:letting|allowing|permitting)|disallow|forbid)\s+(.+)$/i;
/** Words of a label that only say a permission ("can", "allow … to") or name nothing; the step's "it"/"them" (what the option is about). */
const PERMIT_WORDS: ReadonlySet<string> = new Set(['can', 'may', 'allow', 'allowed', 'allows', 'let', 'to', 'be', 'able', 'is', 'are', 'the', 'a', 'an']);
const OBJECT_WORDS: ReadonlySet<string> = new Set(['it', 'them', 'this', 'that', 'these', 'those']);

/** Two words that say the same ("comment", "comments"). */
const same = (a: string, b: string) => a === b || `${a}s` === b || `${b}s` === a;

/** What the step grants or refuses, as words, and whether it turns the option on; undefined when it says no permission. */
function permission(step: string): { on: boolean; asked: string[] } | undefined {
  const text = step.trim().replace(/[.!]+$/, '');
  const refused = text.match(REFUSE);
  const granted = refused ? undefined : text.match(GRANT);
  const rest = refused?.[1] ?? granted?.[1];
  if (!rest || /["“”]/.test(rest)) return undefined;
  const all = words(rest);
  // What it is about may close the step ("view it"); the permission's words stay.
  while (all.length > 2 && OBJECT_WORDS.has(all.at(-1)!)) all.pop();
  const asked = all.filter((w) => !PERMIT_WORDS.has(w));
  return asked.length >= 2 && asked.length <= 8 ? { on: !refused, asked } : undefined;
}

export const permissionToggle: WidgetRule = {
  readsStep: true,
  info: {
    name: 'permission-toggle',
    does: 'Turns on (or off) the option that grants what the step lets someone do: "let anyone with the link view it" for the switch "Anyone with the link can view", "don\'t let guests comment" unticks "Guests can comment".',
    when: 'An act that starts "let", "allow" or "permit" (on), or "don\'t let", "stop letting", "no longer allow", "disallow" (off), followed by who and what they may do.',
    evidence: 'Exactly one checkbox, switch or menu item checkbox whose label, less the words of permission ("can", "may", "allow … to") and articles, says the step\'s words in the same order (a trailing "it"/"them" aside; a plural alike). It must be in the other state (else handed over saying so); after the click it must be in the state asked.',
    example: {
      html: '<label><input type="checkbox">Guests can comment</label><label><input type="checkbox">Guests can upload files</label>',
      step: 'allow guests to comment',
      action: 'click checkbox "Guests can comment"',
    },
  },
  applies: (form, kind) => kind === 'act' && /^(?:let|allow|permit|please|don'?t|do|stop|no|disallow|forbid)$/i.test(form.said.trim()),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const said_ = permission(ctx.step ?? '');
    if (!said_) return undefined;
    const { on, asked } = said_;
    const fits = ctx.index.order.filter((n: SnapshotNode) => {
      if (!n.ref || !TOGGLES.has(n.role)) return false;
      const label = words(n.name || ownText(n)).filter((w) => !PERMIT_WORDS.has(w));
      return label.length === asked.length && label.every((w, i) => same(w, asked[i]!));
    });
    if (!fits.length) return undefined;
    if (fits.length > 1) return { handover: `${fits.length} options say "${asked.join(' ')}": say which by its whole label`, near: true };
    const toggle = fits[0]!;
    if (toggle.disabled) return { handover: `${said(toggle)} is disabled`, near: true };
    if (toggle.checked === on) return { handover: `${said(toggle)} is ${on ? 'on' : 'off'} already`, near: true };
    return {
      actions: [{ ref: toggle.ref!, method: 'click', arguments: [], description: `click ${said(toggle)}`, effect: { checked: on } }],
      candidates: [{ role: toggle.role, name: toggle.name ?? '', score: 1, why: `its label grants "${asked.join(' ')}"` }],
      facts: [`"${normalize(ctx.step ?? '')}" ${on ? 'grants' : 'refuses'} "${asked.join(' ')}"`, `${said(toggle)} is ${toggle.checked ? 'on' : 'off'}`],
    };
  },
};
