import { type SnapshotNode } from '../../snapshot/index.js';
import { normalize, withoutShortcut } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls named by what they do, whose names grow longer than what people call them. */
const PREFIX_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab']);

/** A control's name as words, without its shortcut hint and a trailing ellipsis ("Save as…"). */
export function nameWords(name: string): string {
  return normalize(withoutShortcut(name).replace(/(?:\.{3}|…)\s*$/, ''));
}

/** The enabled controls among `nodes` whose name starts with the words `said` and goes on (never equals them). */
export function startingWith(nodes: readonly SnapshotNode[], said: string, roles?: readonly string[]): SnapshotNode[] {
  const words = normalize(said);
  if (!words) return [];
  return nodes.filter((n) => n.ref && PREFIX_ROLES.has(n.role) && (!roles || roles.includes(n.role)) && n.name && nameWords(n.name).startsWith(`${words} `));
}

/**
 * A control called by the first words of its name, which its tooltip-length name goes on from:
 * "click Undo" for "Undo last action (Ctrl+Z)", "click Expand" for "Expand all nodes". The one
 * control whose name starts with the step's words, when no control is named so and no other
 * starts so.
 */
export const namePrefix: WidgetRule = {
  fallback: true,
  info: {
    name: 'name-prefix',
    does: 'A control called by the first words of a longer name ("click Undo" for "Undo last action (Ctrl+Z)"): the one button, link, tab or menu item whose name starts with the words.',
    when: '"click X" where no control is named X, and a name (less its shortcut hint) starts with X and goes on.',
    evidence: 'Exactly one control, among buttons, links, tabs and menu items in the scope, has a name starting with the words; two hand over (say the longer name).',
    example: {
      html: '<div role="toolbar"><button aria-label="Undo last action (Ctrl+Z)">↶</button><button aria-label="Redo (Ctrl+Shift+Z)">↷</button><button aria-label="Search text">⌕</button></div>',
      step: 'click Undo',
      action: 'click button "Undo last action (Ctrl+Z)"',
    },
  },
  applies: (form, kind) => (form.verb === 'click' || form.verb === 'hover' || (form.verb === 'find' && kind === 'observe')) && form.frame === 'target' && !!form.target?.name && form.target.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const nodes = nodesInScope(form.scope, ctx.index, 'click', { name: '', exact: false });
    if ('handover' in nodes) return undefined;
    const t = form.target!;
    // A control named the words exactly is the name rules' (a tie there stays a tie).
    if (nodes.some((n: SnapshotNode) => n.ref && PREFIX_ROLES.has(n.role) && nameWords(n.name ?? '') === normalize(t.name))) return undefined;
    const starting = startingWith(nodes, t.name, t.roles);
    if (!starting.length) return undefined;
    const enabled = starting.filter((n) => !n.disabled);
    if (enabled.length !== 1) return enabled.length ? { handover: `${enabled.length} controls' names start with "${t.name}" (${enabled.slice(0, 4).map(said).join(', ')}): say the whole name`, near: true } : { handover: `${said(starting[0]!)} is disabled`, near: true };
    const node = enabled[0]!;
    const method = form.verb === 'hover' ? 'hover' : 'click';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }],
      candidates: starting.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: `its name starts with "${t.name}"` })),
      facts: [],
    };
  },
};
