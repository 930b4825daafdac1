import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { normalize, withoutShortcut } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls that choose a mode (APG toolbar toggle buttons, tabs, radio groups, a menu's radio items). */
const MODE_ROLES: ReadonlySet<string> = new Set(['button', 'tab', 'radio', 'menuitemradio', 'menuitemcheckbox', 'switch', 'link']);

/** Words that say a target is a mode, not a thing: "the month view", "code mode". */
const MODE_WORDS = /\s+(?:view|mode|layout|display|screen view)$/;
const MODE_TARGET = /^(?:(?:the|a)\s+)?(?:view|mode|layout|display|editor mode|view mode|display mode)$/;

/** Words a mode control's name puts before the mode: "Toggle Preview", "Switch to code", "Show list". */
const CONTROL_VERBS = /^(?:toggle|switch to|change to|show|enable|use|open|go to)\s+/;

/** "<things> as a <mode> (again)": the things said, then the mode they are to be shown in (one or two words). */
const SHOWN_AS = /^(?:(?:the|my|our|all|all the)\s+)?[\p{L}\p{N}]+(?:\s+[\p{L}\p{N}]+)?\s+as\s+(?:(?:a|an)\s+)?([\p{L}]+(?:\s+[\p{L}]+)?)$/u;

/** A mode as a key: lower-case words run together, so "side-by-side", "Side by Side" and "fullscreen"/"full screen" agree. */
export function modeKey(text: string): string {
  return normalize(withoutShortcut(text)).replace(CONTROL_VERBS, '').replace(MODE_WORDS, '').replace(/ /g, '');
}

/** The mode a step asks for, or undefined when it asks for none. */
function modeOf(form: StepForm): string | undefined {
  const t = form.target;
  if (!t?.name || t.ordinal !== undefined || form.scope) return undefined;
  // "change the view to Month", "switch the editor to side-by-side", "set the mode to Code".
  if (form.verb === 'set' && form.frame === 'to-value' && form.value) return MODE_TARGET.test(normalize(t.raw)) || /^(?:the\s+)?(?:editor|calendar|page|layout)$/.test(normalize(t.raw)) ? form.value : undefined;
  const phrase = normalize(t.whole ?? t.raw);
  // "switch to code mode", "go back to the month view", "open the day view", "show the list view".
  if ((form.verb === 'go' || form.verb === 'open') && MODE_WORDS.test(phrase)) return phrase;
  // "show the files as a list (again)", "view the photos as tiles": the things, then the mode they are shown in.
  const shownAs = (form.verb === 'open' || form.verb === 'do') && /^(?:show|display|view|see|lay out)$/i.test(form.said.trim()) && !t.roles ? phrase.replace(/\s+again$/, '').match(SHOWN_AS) : null;
  if (shownAs) return shownAs[1];
  // "go full screen": a bare go and the mode.
  if (form.verb === 'go' && form.said.toLowerCase() === 'go' && !t.roles) return phrase;
  return undefined;
}

/**
 * A mode chosen by its control (an editor's preview or code mode, a calendar's month/week/day view,
 * a layout): "switch to code mode", "change the view to Month", "go full screen". The one control
 * whose name, less "Toggle"/"Switch to" and a shortcut hint, is the mode. A mode the page shows on
 * already (pressed, selected, checked) is not clicked again (a toggle would turn it off); after
 * the click it must show on where the page shows its state.
 */
export const modeSwitch: WidgetRule = {
  fallback: true,
  info: {
    name: 'mode-switch',
    does: 'A mode or view chosen by its control ("switch to code mode", "change the view to Month", "go full screen"): the one button, tab, radio or link whose name, less "Toggle"/"Switch to" and a shortcut hint, is the mode; pressed afterwards where the page shows it.',
    when: '"switch to/go back to X view|mode", "open the X view", "change/set the view (mode, layout, editor) to X", "go X", "show the files as a list (again)" (things shown as a mode): no control has the whole phrase as its name.',
    evidence: 'Exactly one enabled button, tab, radio or menu radio item names the mode (words run together: "Side by Side" is "side-by-side"); one already pressed, selected or checked is handed over.',
    example: {
      html: '<div role="toolbar"><button aria-pressed="true">Tree</button><button aria-pressed="false">Code</button><button aria-pressed="false">Text</button></div>',
      step: 'switch to code mode',
      action: 'click button "Code"',
    },
  },
  applies: (form, kind) => kind === 'act' && modeOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const mode = modeOf(form)!;
    const key = modeKey(mode);
    if (!key) return undefined;
    const named = ctx.index.order.filter((n: SnapshotNode) => n.ref && MODE_ROLES.has(n.role) && n.name && modeKey(n.name) === key);
    if (!named.length) return undefined;
    const enabled = named.filter((n) => !n.disabled);
    if (enabled.length !== 1) return enabled.length ? { handover: `${enabled.length} controls choose "${mode}" (${enabled.map(said).join(', ')}): say where ("… in the … toolbar")`, near: true } : { handover: `${said(named[0]!)} is disabled`, near: true };
    const node = enabled[0]!;
    if (node.pressed === true || node.selected === true || node.checked === true) return { handover: `${said(node)} is on already: the page is in that mode`, near: true };
    const toggles = node.role === 'button' || node.role === 'switch' || node.role === 'menuitemcheckbox' || node.role === 'radio' || node.role === 'menuitemradio';
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, ...(toggles ? { effect: { checked: true } } : {}) }],
      candidates: named.map((n) => ({ role: n.role, name: n.name ?? '', score: 1, why: `chooses the mode "${mode}"` })),
      facts: [`mode "${mode}"`, ...(toggles ? ['on afterwards where the page shows its state (aria-pressed, checked)'] : [])],
    };
  },
};
