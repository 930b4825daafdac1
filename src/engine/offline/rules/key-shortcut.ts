import { normalize } from '../text.js';
import { modeKey } from './mode-switch.js';
import { startingWith } from './name-prefix.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * Edits undone or redone by the platform's own shortcut, where the page has no control for it:
 * Control+Z (Meta+Z on macOS: Playwright's ControlOrMeta), Control+Shift+Z.
 */
const SHORTCUTS: ReadonlyMap<string, string> = new Map([
  ['undo', 'ControlOrMeta+z'],
  ['redo', 'ControlOrMeta+Shift+z'],
]);

/** What an undo is said of: nothing, "it", "that", "the last change", "my last edit". */
const OBJECT = /^(?:(?:it|that|this)|(?:(?:the|my|your|our|that|this)\s+)?(?:(?:last|latest|previous|most recent)\s+)?(?:change|changes|edit|edits|action|step|entry|typing|deletion|one))$/;

/** Roles of the controls an undo may be done with: a control on the page wins over the key. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'link']);

/**
 * "undo the last change", "redo": a control named by the verb wins (the one enabled button, menu
 * item or link named so is clicked; a disabled one, or several, are handed over); with none, the
 * platform's shortcut is pressed where the focus is, and the page must read otherwise afterwards
 * (its text, or a control's value or state): a shortcut that changed nothing is a failed step.
 */
export const keyShortcut: WidgetRule = {
  fallback: true,
  info: {
    name: 'key-shortcut',
    does: '"undo the last change", "redo": the one enabled control named by the verb when the page has one (a disabled one is handed over), else the platform\'s shortcut (ControlOrMeta+Z, ControlOrMeta+Shift+Z) pressed where the focus is; the page must read otherwise afterwards (a shortcut that changed nothing is a failed step).',
    when: 'The step is "undo" or "redo", alone or with "the last change", "it", "that"; no scope.',
    evidence: 'The buttons, menu items and links named by the verb ("Undo", "Undo (Ctrl+Z)"): one enabled is clicked; none at all for the key.',
    example: {
      html: '<label>Note <textarea></textarea></label>',
      step: 'undo the last change',
      action: 'press ControlOrMeta+z (the undo shortcut)',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && !form.scope && form.value === undefined && SHORTCUTS.has(normalize(form.said)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const verb = normalize(form.said);
    const object = form.target ? normalize(form.target.raw) : '';
    if (object && !OBJECT.test(object)) return undefined;
    const key = modeKey(verb);
    const controls = ctx.index.order.filter((n) => n.ref && DOING_ROLES.has(n.role) && n.name && modeKey(n.name) === key);
    const named = controls.length ? controls : startingWith(ctx.index.order, form.said).filter((n) => DOING_ROLES.has(n.role));
    // A control for it wins over the key: the one enabled control is clicked; a disabled one, or
    // several, are handed over (the key would do what the page says cannot be done, or guess).
    const enabled = named.filter((n) => !n.disabled);
    if (enabled.length === 1) {
      const node = enabled[0]!;
      return {
        actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
        candidates: named.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: `named by the verb "${form.said}"` })),
        facts: [`${said(node)} is named by the verb "${form.said}": it wins over the key`],
      };
    }
    if (named.length) {
      const reason = enabled.length ? `${enabled.length} controls are named "${form.said}": say which ("click ${form.said} in the … toolbar")` : `${said(named[0]!)} is disabled: there is nothing to ${verb}`;
      return { handover: reason, near: true };
    }
    const shortcut = SHORTCUTS.get(verb)!;
    return {
      actions: [{ ref: '', method: 'press', arguments: [shortcut], description: `press ${shortcut} (the ${verb} shortcut)`, effect: { pageChanged: true } }],
      candidates: [],
      facts: [`no button, menu item or link is named "${form.said}"`, `${shortcut} is the platform's ${verb} shortcut (Meta on macOS)`],
    };
  },
};
