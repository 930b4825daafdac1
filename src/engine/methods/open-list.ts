/**
 * A combobox that a click on its field leaves collapsed, opened the other ways a person would
 * (the WAI-ARIA combobox pattern): first its key, Alt+ArrowDown; then its own toggle button (the
 * one button drawn with it, beside the field and no other field); then, for a field that suggests
 * as it is typed into (aria-autocomplete list or both), the value typed. Each way is checked: the
 * field must say it is expanded after it (aria-expanded=true), else the next is tried; none
 * opening it fails the step naming what was tried. The option is then picked as after the click
 * (follow.ts, pickAfter), and the field must show it.
 */
import type { PageSnapshot } from '../snapshot/index.js';
import type { SnapshotNode } from '../snapshot/schema.js';
import { selectorLocator } from '../snapshot/selectors.js';
import { internalCalls } from '../session/internal-calls.js';
import { sleep } from '../session/abort.js';
import type { HandlerContext, ResolvedAction } from './context.js';
import type { ActOptions } from './schemas.js';
import type { EffectCheck } from '../decision/decision.js';
import { attempt, type Attempt } from './attempt.js';
import { EFFECT_WAIT_MS, readShownChoice, type ShownChoice } from './effects.js';

/** Roles of a field: a wrapper holding one of these besides the combobox is not the combobox's own. */
const FIELD_ROLES = new Set(['combobox', 'textbox', 'searchbox', 'spinbutton', 'slider', 'checkbox', 'radio', 'switch', 'listbox']);
/** Words of a button that does something else than open the list (clears or removes the value, submits, searches). */
const OTHER_DEED = /\b(?:clear|remove|delete|reset|cancel|close|search|submit|send|save|add|go|x)\b/i;
/** How far up from the field its own wrapper is looked for. */
const WRAPPER_LEVELS = 2;

/** The nodes from the top of the tree down to the node with `ref` (itself last), or none. */
function pathTo(nodes: readonly SnapshotNode[], ref: string): SnapshotNode[] | undefined {
  for (const n of nodes) {
    if (n.ref === ref) return [n];
    const below = pathTo(n.children ?? [], ref);
    if (below) return [n, ...below];
  }
  return undefined;
}

function all(node: SnapshotNode): SnapshotNode[] {
  return [node, ...(node.children ?? []).flatMap(all)];
}

/**
 * The combobox's own toggle button: one enabled button inside it, else in the nearest wrapper (at
 * most two levels up) that holds no other field, whose name says no other deed (clear, remove,
 * search…). Two such buttons (a date and a time view) are none: which one opens the list is not known.
 */
export function toggleButton(snapshot: PageSnapshot, ref: string): SnapshotNode | undefined {
  const path = pathTo(snapshot.nodes, ref);
  if (!path) return undefined;
  const field = path.at(-1)!;
  const buttons = (within: SnapshotNode) => all(within).filter((n) => n !== field && n.ref && n.role === 'button' && !n.disabled && !OTHER_DEED.test(n.name ?? ''));
  const own = buttons(field);
  if (own.length) return own.length === 1 ? own[0] : undefined;
  for (let up = 2; up <= WRAPPER_LEVELS + 1 && up <= path.length; up++) {
    const wrapper = path[path.length - up]!;
    const inside = all(wrapper);
    if (inside.some((n) => n !== field && FIELD_ROLES.has(n.role) && !all(field).includes(n))) return undefined;
    const found = buttons(wrapper);
    if (found.length) return found.length === 1 ? found[0] : undefined;
  }
  return undefined;
}

/** What the field says of itself: its aria-expanded, whether it takes typing and suggests (aria-autocomplete), and its text. */
async function readField(ctx: HandlerContext, selector: string): Promise<{ expanded: string | null; suggests: boolean; value: string | undefined } | undefined> {
  return internalCalls(ctx.page, () =>
    selectorLocator(ctx.page, selector).evaluate((el) => {
      const typed = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      const auto = (el.getAttribute('aria-autocomplete') ?? '').toLowerCase();
      return {
        expanded: el.getAttribute('aria-expanded'),
        suggests: typed && !(el as HTMLInputElement).readOnly && (auto === 'list' || auto === 'both'),
        value: typed ? (el as HTMLInputElement).value : undefined,
      };
    }, undefined, { timeout: 1_000 }),
  ).catch(() => undefined);
}

/** Waits (bounded) for the field to say it is expanded. */
async function awaitExpanded(ctx: HandlerContext, selector: string): Promise<boolean> {
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    if ((await readField(ctx, selector))?.expanded === 'true') return true;
    if (Date.now() >= until) return false;
    await sleep(100, ctx.signal);
  }
}

export type Opened = (Attempt & { typedOver?: string; shownBefore?: ShownChoice }) | { ok: false; message: string; effect?: EffectCheck };

/**
 * After a click that left `action`'s combobox collapsed: Alt+ArrowDown, then its toggle button,
 * then (a field that suggests) the option's text typed, until the field says it is expanded.
 * `typedOver`: what the field held before the value was typed, for the pick to put back; `shownBefore`:
 * what it showed then, for the pick's check (the option typed whole reads the same once picked).
 */
export async function openListOtherwise(ctx: HandlerContext, snapshot: PageSnapshot, action: ResolvedAction, options: ActOptions, selectorOf: (ref: string) => Promise<string>, value: string): Promise<Opened> {
  const node = snapshot.byRef.get(action.ref);
  const said = action.description.replace(/^open\s+/, '').replace(/\s+to pick\b.*$/, '');
  const tried = ['a click'];
  const expected = 'the part it controls expanded';
  const byKey = await attempt(ctx, snapshot, { ...action, method: 'press', arguments: ['Alt+ArrowDown'], description: `press Alt+ArrowDown in ${said} to open its list`, effect: { expanded: true } }, options, 'offline', false, selectorOf);
  if (byKey.ok) return byKey;
  tried.push('Alt+ArrowDown');
  const field = await selectorOf(action.ref).catch(() => undefined);
  if (!field) return { ok: false, message: `${tried.join(' and ')} left ${said} collapsed` };
  const button = node ? toggleButton(snapshot, action.ref) : undefined;
  if (button?.ref) {
    const name = button.name ? `button "${button.name}"` : 'its unnamed button';
    const clicked = await attempt(ctx, snapshot, { ref: button.ref, method: 'click', arguments: [], description: `click ${name} of ${said} to open its list` }, options, 'offline', false, selectorOf);
    if (clicked.ok && (await awaitExpanded(ctx, field))) return { ...clicked, effect: { expected, found: `${said} is expanded`, ok: true } };
    tried.push(`its ${name}`);
  }
  const read = await readField(ctx, field);
  if (read?.suggests && value.trim()) {
    const shownBefore = await readShownChoice(selectorLocator(ctx.page, field));
    const typed = await attempt(ctx, snapshot, { ref: action.ref, method: 'type', arguments: [value], description: `type "${value}" into ${said} to show its suggestions` }, options, 'offline', false, selectorOf);
    if (typed.ok && (await awaitExpanded(ctx, field))) return { ...typed, typedOver: read.value ?? '', ...(shownBefore ? { shownBefore } : {}), effect: { expected, found: `${said} shows its suggestions`, ok: true } };
    // Nothing suggested: the field gets back what it held.
    if (read.value !== undefined) await internalCalls(ctx.page, () => selectorLocator(ctx.page, field).fill(read.value!, { timeout: 1_000 })).catch(() => undefined);
    tried.push(`"${value}" typed`);
  }
  const found = `${tried.slice(0, -1).join(', ')} and ${tried.at(-1)} left ${said} collapsed (aria-expanded=false)`;
  return { ok: false, message: `Expected ${expected}, but ${found}`, effect: { expected, found, ok: false } };
}
