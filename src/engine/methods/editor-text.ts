/**
 * A code or text editor drawn in divs (offline/rules/editor-text.ts), after the step's click and
 * keys: the text typed by the keyboard (the editor takes keys through a field of its own, hidden
 * or contenteditable, which Playwright's fill would bypass), then what the editor's region shows
 * read until it is what the step asked for, or a short bound passes. Never judged from the hidden
 * field, whose value the editor empties as it reads it.
 */
import type { ElementHandle } from 'playwright-core';
import type { EditorGoal } from '../decision/resolved.js';
import type { EffectCheck } from '../decision/decision.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { refLocator } from '../snapshot/index.js';
import { sleep } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import { substituteVariables } from '../session/variables.js';
import { editorShown } from '../offline/rules/editor-text.js';
import { withCode } from './action-code.js';
import type { HandlerContext } from './context.js';
import { EFFECT_WAIT_MS } from './effects.js';
import type { ActOptions, ObserveResult } from './schemas.js';
import { checkVariableTarget, variablesIn } from './variable-origins.js';
import { variablePolicy } from './attempt.js';

/** The editor's region, held by a handle while every ref is current (before the step's first action). */
export function holdEditor(ctx: HandlerContext, snapshot: PageSnapshot, goal: EditorGoal | undefined): Promise<ElementHandle | null> {
  if (!goal || !snapshot.byRef.has(goal.region)) return Promise.resolve(null);
  return refLocator(ctx.page, goal.region).elementHandle({ timeout: 1_000 }).catch(() => null);
}

/** What the region shows and what the browser holds selected (a focused field's selection, else the document's). */
function readEditor(region: ElementHandle): Promise<{ shown: string; selected: string; focused: boolean } | undefined> {
  return internalCalls(region, () =>
    region.evaluate((el) => {
      const active = document.activeElement;
      const field = active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement ? active : undefined;
      const selected = field ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) : (window.getSelection()?.toString() ?? '');
      // A region inside a contenteditable part (its one paragraph, as the snapshot folds it): the
      // editable part around it is the editor, which holds the focus and shows the text.
      let editor = el as HTMLElement;
      while (editor.isContentEditable && editor.parentElement?.isContentEditable) editor = editor.parentElement;
      return { shown: editor.innerText ?? editor.textContent ?? '', selected, focused: !!active && editor.contains(active) };
    }),
  ).catch(() => undefined);
}

/**
 * The text typed (when the goal has one), then the region read until it shows the goal. The typed
 * text is an action of its own (`page.keyboard.type`), in the step's actions and its code.
 */
export async function finishEditor(ctx: HandlerContext, goal: EditorGoal, region: ElementHandle | null, options: ActOptions): Promise<{ ok: boolean; actions: ObserveResult[]; message: string; effect?: EffectCheck }> {
  const actions: ObserveResult[] = [];
  const want = goal.text === undefined ? undefined : editorShown(substituteVariables(goal.text, options.variables));
  const expected = goal.op === 'clear' ? 'the editor to show no text' : goal.op === 'select' ? 'all of the editor\'s text selected' : goal.op === 'focus' ? 'the focus in the editor' : `the editor to show "${goal.text}"`;
  const fail = (found: string) => ({ ok: false, actions, message: `the editor does not show it: ${found}`, effect: { expected, found, ok: false } });
  if (!region) return fail('the editor could not be found again');
  const before = await readEditor(region);
  if (!before?.focused) return fail('the click did not put the focus in the editor');
  if (goal.op === 'focus') return { ok: true, actions, message: expected, effect: { expected, found: 'the focus is in it', ok: true } };
  if (goal.text !== undefined) {
    await checkVariableTarget({ page: ctx.page, target: undefined, names: variablesIn([goal.text], options.variables), policy: variablePolicy(ctx, options) });
    await ctx.page.keyboard.type(substituteVariables(goal.text, options.variables));
    actions.push(withCode(ctx, { selector: 'html', description: `type "${goal.text}" in the editor`, method: 'type', arguments: [goal.text] }));
  }
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await readEditor(region);
    const shown = now ? editorShown(now.shown) : undefined;
    const ok = !!now && shown !== undefined && (goal.op === 'clear' ? shown === '' : goal.op === 'select' ? shown !== '' && editorShown(now.selected) === shown : shown === want);
    if (ok) return { ok: true, actions, message: expected, effect: { expected, found: goal.op === 'select' ? 'all of its text selected' : ctx.secrets.mask(`it shows "${shown}"`), ok: true } };
    if (Date.now() > until || ctx.signal.aborted) {
      const found = !now ? 'the editor is gone' : goal.op === 'select' ? `"${ctx.secrets.mask(editorShown(now.selected).slice(0, 60))}" is selected` : `it shows "${ctx.secrets.mask((shown ?? '').slice(0, 80))}"`;
      return fail(found);
    }
    await sleep(100, ctx.signal);
  }
}
