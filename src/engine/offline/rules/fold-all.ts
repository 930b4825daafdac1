import { isActionable } from '../../snapshot/index.js';
import { fitsMethod } from '../match.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** The step's verbs, by the way they fold. */
const OPENS = new Set(['expand', 'open']);
const CLOSES = new Set(['collapse', 'close']);
/** Words a control that folds everything may start with, by the way it folds. */
const OPEN_WORDS = new Set(['expand', 'open', 'show', 'unfold']);
const CLOSE_WORDS = new Set(['collapse', 'close', 'hide', 'fold']);
/** "all the folders", "all folders", "every section", "everything": the whole set, and the kind of thing said. */
const ALL = /^(?:all(?:\s+of)?(?:\s+the)?|every|each)(?:\s+(\p{L}[\p{L}\s-]{0,30}))?$|^everything$/u;

/** A plural said as its singular too ("folders" is "folder"). */
const singular = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/**
 * "collapse all the folders", "expand everything": the one control that folds every part at once,
 * named by the step's way ("Collapse all", "Expand all folders"). Its name is that verb (or its
 * like: hide, show), the word all, and at most the kind of thing the step says; a control that
 * names another kind ("Collapse all comments" for folders) is not it. Judged by the page reading
 * otherwise afterwards (parts shown or hidden).
 */
export const foldAll: WidgetRule = {
  info: {
    name: 'fold-all',
    does: 'Expands or collapses every part at once through the one control named so ("Collapse all", "Expand all folders"); the page must read otherwise afterwards.',
    when: '"collapse all the folders", "expand everything", "close all the sections": an expand/collapse/open/close step whose target is all of a kind, or everything.',
    evidence: 'Exactly one enabled button or link whose name is the way asked (expand/open/show or collapse/close/hide), "all", and at most the kind of thing said; the kind said is a word the page shows; two such controls, one naming another kind, or a kind the page never shows, hand over.',
    example: {
      html: '<div><button onclick="document.querySelectorAll(\'details\').forEach(d=>d.open=false)">Collapse all</button></div><details open><summary>Photos folder</summary>a</details><details open><summary>Music folder</summary>b</details>',
      step: 'collapse all the folders',
      action: 'click button "Collapse all"',
    },
  },
  applies: (form, kind) => kind === 'act' && (OPENS.has(form.verb) || CLOSES.has(form.verb)) && !form.scope && !form.value && !!form.target && ALL.test(normalize(form.target.raw)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const kindSaid = normalize(form.target!.raw).match(ALL)?.[1]?.split(' ').filter((w) => w !== 'the').map(singular) ?? [];
    const ways = OPENS.has(form.verb) ? OPEN_WORDS : CLOSE_WORDS;
    const fits = ctx.index.order.filter((n) => {
      if (!n.ref || !isActionable(n) || !fitsMethod(n, 'click') || (n.role !== 'button' && n.role !== 'link')) return false;
      const [verb, all, ...rest] = normalize(n.name ?? '').split(' ');
      return !!verb && ways.has(verb) && all === 'all' && rest.length <= 2 && rest.every((w) => kindSaid.includes(singular(w)));
    });
    if (!fits.length) return undefined;
    // A kind said that the control does not name must at least be on the page: "close all the
    // comments" on a page that shows no comment is not its "Collapse all".
    const pageWords = new Set(ctx.index.order.flatMap((n) => normalize(`${n.name ?? ''} ${n.text ?? ''}`).split(' ').map(singular)));
    const unseen = kindSaid.filter((w) => !pageWords.has(w));
    if (unseen.length) return { handover: `the page shows no "${unseen.join(' ')}": ${fits.map(said).join(', ')} folds what the page shows; say "click ${fits[0]!.name}" if that is meant`, near: true };
    if (fits.length > 1) return { handover: `${fits.length} controls fold everything (${fits.slice(0, 3).map(said).join(', ')}): say which by its whole name or its place`, near: true };
    const control = fits[0]!;
    if (control.disabled) return { handover: `${said(control)} is disabled`, near: true };
    return {
      actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)}`, effect: { pageChanged: true } }],
      candidates: [{ role: control.role, name: control.name ?? '', score: 1, why: `its name says "${form.said} all"` }],
      facts: [`the only control named "${control.name}" on the page`, 'afterwards the page must read otherwise (parts shown or hidden)'],
    };
  },
};
