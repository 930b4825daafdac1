import { textOf, type SnapshotNode } from '../../snapshot/index.js';
import { phraseHasWord } from '../dev-names.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const CONTROL_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem', 'tab']);

/** A count a control shows, said after "with": "with 7 messages", "with 3 alerts". */
const COUNTED = /^(\d+)\+?(?:\s+\p{L}+){0,2}$/u;

/** Whether any node's name or text says one of the words. */
function shows(nodes: readonly SnapshotNode[], wanted: readonly string[]): boolean {
  return nodes.some((n) => {
    const said = normalize(`${n.name ?? ''} ${n.text ?? ''}`);
    return !!said && wanted.some((w) => phraseHasWord(said, w));
  });
}

/** Kind words that say the step names an icon. */
const ICON_KINDS: ReadonlySet<string> = new Set(['icon']);

/**
 * The parts of a control that may be its icon: itself and what it holds that shows no text (an
 * icon font's `<i>`, an `<svg>`, an `<img>` without alt).
 */
function iconParts(control: SnapshotNode): SnapshotNode[] {
  return subtree(control).filter((n) => n.ref && (n === control || ((n.role === 'generic' || n.role === 'img' || n.role === 'graphics-symbol') && !normalize(textOf(n)))));
}

/**
 * "click the eye icon", "the bell icon in the top bar": icon fonts and sprites name the picture in
 * the developer-given names of the icon element (`class="fa fa-eye"`, `class="icon-bell"`), which
 * no one sees as text. The one control (button, link) whose icon's developer-given names say the
 * step's words.
 */
export const iconClass: WidgetRule = {
  fallback: true,
  info: {
    name: 'icon-class',
    does: 'A control known by its icon ("click the eye icon", "the bell icon", "the envelope icon with 7 messages"): the one button or link whose developer-given names and its icon element\'s (an icon font\'s class) say the words, each word in one of them ("the alerts bell": `id="alertsDropdown"` and `class="fa-bell"`); a count after "with" is one the control shows.',
    when: 'The step names an icon ("the X icon"), or names a thing by words the page shows nowhere ("click the bell"), and no control is named so.',
    evidence: 'The developer-given names (id, class) of the controls in the scope and of the text-less elements they hold, read from the page: exactly one control\'s say every word of X.',
    example: {
      html: '<button aria-label="Toggle Preview"><i class="fa fa-eye" style="display:inline-block">&#xf06e;</i></button><button aria-label="Fullscreen"><i class="fa fa-arrows-alt" style="display:inline-block">&#xf0b2;</i></button>',
      step: 'click the eye icon',
      action: 'click button "Toggle Preview"',
    },
  },
  applies: (form, kind) =>
    (form.verb === 'click' || form.verb === 'hover' || (form.verb === 'find' && kind === 'observe')) &&
    !!form.target?.name &&
    form.target.ordinal === undefined &&
    (form.target.kind ? ICON_KINDS.has(form.target.kind) : !form.target.roles && !form.target.exact),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const wanted = normalize(form.target!.name).split(' ').filter(Boolean);
    if (!wanted.length || wanted.length > 3) return undefined;
    // "click the bell": not said to be an icon, the words must be none the page shows (then only
    // what the page's authors called a control can mean them).
    if (!form.target!.kind && shows(ctx.index.order, wanted)) return undefined;
    // "the envelope icon with 7 messages": a count the control shows, not a part it lies in.
    const count = form.scope?.relation === 'with' ? form.scope.name.match(COUNTED)?.[1] : undefined;
    const nodes = nodesInScope(count ? undefined : form.scope, ctx.index, 'click', { name: '', exact: false });
    if ('handover' in nodes) return undefined;
    const controls = nodes.filter((n: SnapshotNode) => n.ref && (CONTROL_ROLES.has(n.role) || n.cursor === 'pointer') && !n.disabled && (!count || normalize(textOf(n)).split(' ').includes(count)));
    const parts = controls.map((c) => ({ control: c, parts: iconParts(c) }));
    if (!parts.length || parts.reduce((k, p) => k + p.parts.length, 0) > MAX_PROBED_REFS) return undefined;
    const before = ctx.book.misses;
    // Each word said by a developer-given name of the control or of its icon ("the alerts bell":
    // `id="alertsDropdown"` on the control, `class="fa-bell"` on its icon).
    // Not said to be an icon: a word of it must be the icon's own (a control's id alone is no picture).
    const saying = parts.filter(({ control, parts: ps }) => {
      const phrases = ps.flatMap((p) => ctx.book.devPhrases(p));
      const pictured = ps.filter((p) => p !== control).flatMap((p) => ctx.book.devPhrases(p));
      return wanted.every((w) => phrases.some((phrase) => phraseHasWord(phrase, w))) && (!!form.target!.kind || wanted.some((w) => pictured.some((phrase) => phraseHasWord(phrase, w))));
    });
    if (ctx.book.misses > before) return { handover: 'reading the icons of the controls', near: true };
    if (!saying.length) return undefined;
    if (saying.length > 1) return { handover: `${saying.length} controls show the ${wanted.join(' ')} icon (${saying.map((s) => said(s.control)).join(', ')}): say where ("the ${wanted.join(' ')} icon in the … bar")`, near: true };
    const node = saying[0]!.control;
    const method = form.verb === 'hover' ? 'hover' : 'click';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its icon's developer-given names say "${wanted.join(' ')}"` }],
      facts: [`icon names: ${saying[0]!.parts.flatMap((p) => ctx.book.devPhrases(p)).join(', ')}`],
    };
  },
};
