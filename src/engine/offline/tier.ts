import type { ResolverTier } from '../decision/resolved.js';
import { defaultMethod } from './default-method.js';
import { maskVariables } from '../session/variables.js';
import type { PageSnapshot } from '../snapshot/index.js';
import type { z } from 'zod';
import type { Page } from 'playwright-core';
import { resolveAction, type ActionDecision } from './act.js';
import { withSuggestions } from './suggest.js';
import type { Decision } from '../decision/decision.js';
import { mergeHints, NO_HINTS, type HintRequest, type PageHints } from './hints.js';
import { PROBE_TIMEOUT_MS, probeHints, type StartedReads } from './probe.js';
import { resolveExtraction } from './extract.js';
import type { PickAfter, ResolvedAction } from '../decision/resolved.js';
import { HintBook } from './hints.js';
import { indexPage, ownText } from './page-index.js';
import { listEntry, type ListStep } from './rules/list-field.js';
import { normalize } from './text.js';
import { pickShown } from './rules/listbox-pick.js';
import { calendarStep, type CalendarStep } from './calendar-steps.js';
import type { CalendarGoal } from '../decision/resolved.js';
import { datesShown, timeShown } from './dates.js';
import { dragStep, type DragStep } from './rules/drag-drop.js';
import type { DragGoal } from '../decision/resolved.js';
import { menuEntry, shownMenuEntries, tableChanged } from './menu-layer.js';
import type { MenuGoal, TableChange } from '../decision/resolved.js';

/**
 * The offline resolver as the handlers' tier before the model: resolved actions, or undefined
 * to hand over. For observe("find the Email field") the method is the one a user would use on
 * the element (fill a text box, check a checkbox), as observe() lists them.
 */
export const offlineTier: ResolverTier = async (kind, instruction, snapshot, explain, page) => {
  const decision = await resolveOnPage(kind, instruction, snapshot, page);
  if (!decision.resolved) {
    // A reason that offers nothing to say instead gets the page's controls that share the step's words (suggest.ts).
    const reason = withSuggestions(kind, instruction, snapshot, decision.reason);
    const rephrase = rephrasingsOf(reason);
    explain?.(reason, rephrase.length ? { rephrase } : undefined);
    return undefined;
  }
  // Every action carries the rule that decided, what it weighed and the page facts it read (the Decision's `by` and evidence).
  const { rule, candidates } = decision;
  const facts = decision.facts?.length ? { facts: decision.facts } : {};
  if (!decision.located) return decision.actions.map((action) => ({ ...action, rule, candidates, ...facts }));
  return decision.actions.map((action) => {
    const node = snapshot.byRef.get(action.ref);
    const method = node ? defaultMethod(node) : action.method;
    return { ...action, method, arguments: method === 'fill' ? [''] : action.arguments, rule, candidates, ...facts };
  });
};

/**
 * The rephrasings a hand-over's reason suggests, as the tester would type them: every quoted
 * phrase after "say" or "scope it" (`say "the first Delete button" or scope it ("Delete in the
 * row for Alice")`).
 */
export function rephrasingsOf(reason: string): string[] {
  const out: string[] = [];
  for (const m of reason.matchAll(/\b(?:say|scope it)\s*\(?\s*"([^"]+)"/g)) out.push(m[1]!);
  for (const m of reason.matchAll(/\bor scope it \("([^"]+)"\)/g)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

/** Methods that act through the pointer (Playwright checks that it reaches the element), or, for type, click first. */
const POINTER_REACHED: ReadonlySet<string> = new Set(['click', 'doubleClick', 'rightClick', 'hover', 'check', 'uncheck', 'type']);

/** Rounds of reading facts from the page: candidates, then what their answers point at (a row's hidden controls). */
const MAX_PROBE_ROUNDS = 3;
/**
 * Rounds read again, each with twice the bound, when the page did not answer some reads in time
 * (a busy machine: the page answers, later). They do not count among the rounds above; the
 * longest extra wait is PROBE_TIMEOUT_MS × (2 + 4).
 */
const MAX_LATE_ROUNDS = 2;

/** One resolution's probe rounds: `again` when some reads were late and a round may be read again (its bound doubled). */
function probeRounds(page: Page, snapshot: PageSnapshot): (wanted: HintRequest) => Promise<{ read: PageHints; again: boolean }> {
  let bound = PROBE_TIMEOUT_MS;
  let lateRounds = 0;
  const started: StartedReads = new Map();
  return async (wanted) => {
    const read = await probeHints(page, wanted, snapshot, bound, started);
    const again = !!read.late?.length && lateRounds < MAX_LATE_ROUNDS;
    if (again) {
      lateRounds++;
      bound *= 2;
    }
    return { read, again };
  };
}

/**
 * resolveAction, and when it hands over asking for facts the snapshot leaves out (tags,
 * developer-given names, controls hidden until hover), those facts read from the page and a
 * new try, a few rounds at most. The elements an answer acts on are read too: one under an open
 * modal's backdrop (outside the modal) cannot be reached, so the answer is found again without
 * it. Reading is read-only: a step handed over leaves the page as it was.
 */
export async function resolveOnPage(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, page: Page | undefined): Promise<ActionDecision> {
  let hints: PageHints = NO_HINTS;
  let decision = resolveAction(kind, instruction, snapshot, hints);
  let probeRound: ReturnType<typeof probeRounds> | undefined;
  for (let round = 0; round <= MAX_PROBE_ROUNDS && page; round++) {
    let wanted: HintRequest;
    if (decision.resolved) {
      const chosen = decision.actions.map((a) => a.ref).filter((ref) => ref && !hints.facts.has(ref));
      if (!chosen.length) break;
      wanted = { facts: chosen, hiddenIn: [] };
    } else {
      if (!decision.needs || round === MAX_PROBE_ROUNDS) break;
      const listeners = (decision.needs.listeners ?? []).filter((r) => !hints.listened?.has(r));
      wanted = { facts: decision.needs.facts.filter((r) => !hints.facts.has(r)), hiddenIn: decision.needs.hiddenIn.filter((r) => !hints.hidden.has(r)), ...(listeners.length ? { listeners } : {}) };
      if (!wanted.facts.length && !wanted.hiddenIn.length && !wanted.listeners?.length) break;
    }
    const { read, again } = await (probeRound ??= probeRounds(page, snapshot))(wanted);
    hints = mergeHints(hints, read);
    // Reads the page did not answer in time: this round is read again, with a longer bound.
    if (again) round--;
    // An element a layer covers, one a person cannot see (a visually hidden twin), or a field that takes no typing: found again with that fact.
    // A text field filled is found again with its facts too: they say whether it is left after the fill (leave-field.ts).
    if (decision.resolved && !wanted.facts.some((ref) => read.facts.get(ref)?.covered || read.facts.get(ref)?.unseen || read.facts.get(ref)?.refusesTyping || (!!read.facts.get(ref)?.field && fills(decision, ref)))) break;
    const covered = wanted.facts.some((ref) => read.facts.get(ref)?.covered);
    const before = decision;
    decision = resolveAction(kind, instruction, snapshot, hints);
    // One action whose only element is covered: it is still the answer, and acting on it fails
    // and says why (a model could not click it either). Several steps are never begun then. Only
    // for a method that needs the pointer to reach the element: a field behind a modal would
    // take a fill (Playwright types into it without a hit test), which no person could do.
    if (covered && before.resolved && !decision.resolved && before.actions.length === 1 && !decision.needs && POINTER_REACHED.has(before.actions[0]!.method)) return before;
  }
  return decision;
}

/** Whether a resolved decision fills or types into the element of `ref` (its facts say whether the field is then left: leave-field.ts). */
function fills(decision: ActionDecision, ref: string): boolean {
  return decision.resolved && decision.actions.some((a) => a.ref === ref && (a.method === 'fill' || a.method === 'type'));
}

/** extract({ schema }) offline: the data, with any `variables` value on the page masked, or undefined to hand over. */
export function offlineExtraction(
  schema: z.ZodObject,
  snapshot: PageSnapshot,
  options: { instruction?: string; iframes?: boolean; secrets?: ReadonlyMap<string, string> },
): Record<string, unknown> | undefined {
  const decision = resolveExtraction(schema, snapshot, options.instruction, { iframes: options.iframes ?? false });
  if (!decision.resolved) return undefined;
  const secrets = options.secrets;
  return secrets?.size ? maskVariables(decision.data, secrets) : decision.data;
}

/**
 * The Decision an offline answer stands for (decision/decision.ts): the rule that decided and its
 * evidence. Its actions (selector, code) are added by the method once performed.
 */
export function offlineDecision(step: string, decision: Extract<ActionDecision, { resolved: true }>): Decision {
  return { step, by: { kind: 'rule', rule: decision.rule }, evidence: { candidates: decision.candidates, ...(decision.facts?.length ? { facts: decision.facts } : {}) } };
}

/**
 * What the model was needed for, for MissingLLMConfigurationError: the method and the
 * instruction, and that the offline resolver had no confident answer (when it was asked).
 */
export function handOverPurpose(method: 'act' | 'observe' | 'extract', instruction: string | undefined, offlineTried: boolean): string {
  const call = instruction ? `${method}(${JSON.stringify(instruction)})` : `${method}()`;
  return offlineTried ? `${call} has no single clear match for the offline resolver, so it` : call;
}

/**
 * The option an earlier action opened the list for (ResolvedAction.then), on the page as it is
 * now: the one seen option of that name (rules/listbox-pick.ts), with the visibility of the
 * candidates read from the page in a few rounds at most. Read-only; `reason` when there is none.
 */
export async function pickOnPage(pick: PickAfter, snapshot: PageSnapshot, page: Page, before?: PageSnapshot): Promise<(ResolvedAction & { option: string }) | { reason: string }> {
  const index = indexPage(snapshot);
  if (pick.drawn && before) {
    const drawn = drawnPick(pick, indexPage(before), index);
    if (drawn) return drawn;
  }
  let hints: PageHints = NO_HINTS;
  const probeRound = probeRounds(page, snapshot);
  for (let round = 0; round <= MAX_PROBE_ROUNDS; round++) {
    const book = new HintBook(hints);
    const found = pickShown(pick, index, book);
    if (!('handover' in found)) {
      const name = found.node.name ?? pick.option;
      return { ref: found.node.ref!, method: 'click', arguments: [], description: `pick ${found.node.role} "${name}"`, rule: 'listbox-pick', candidates: found.candidates, option: found.option };
    }
    const wanted = found.reading ? book.request() : undefined;
    if (!wanted || round === MAX_PROBE_ROUNDS) return { reason: found.handover };
    const { read, again } = await probeRound(wanted);
    hints = mergeHints(hints, read);
    if (again) round--;
  }
  return { reason: 'the options could not be read' };
}

/**
 * A list drawn without option roles (PickAfter.drawn): when no option of the pick's roles shows,
 * the one entry of the layer that appeared since the step began that says the option exactly
 * (case and spacing aside). Undefined when options with roles show (the role path decides);
 * a reason when the layer is absent, unclear, or has no single such entry.
 */
function drawnPick(pick: PickAfter, before: ReturnType<typeof indexPage>, now: ReturnType<typeof indexPage>): (ResolvedAction & { option: string }) | { reason: string } | undefined {
  if (now.order.some((n) => pick.roles.includes(n.role) && n.ref && !n.disabled)) return undefined;
  const entries = shownMenuEntries(before, now);
  if (!entries) return { reason: 'no list appeared (no options, no new entries)' };
  if ('reason' in entries) return entries;
  const wanted = normalize(pick.option);
  const hits = entries.filter((e) => normalize(ownText(e)) === wanted);
  const listed = entries.slice(0, 8).map((e) => `"${ownText(e)}"`).join(', ');
  if (hits.length !== 1) return { reason: hits.length ? `${hits.length} entries of the list that opened say "${pick.option}"` : `the list that opened (drawn without option roles) has no entry saying "${pick.option}" (it shows ${listed})` };
  const name = ownText(hits[0]!);
  return { ref: hits[0]!.ref!, method: 'click', arguments: [], description: `pick the entry "${name}" of the list drawn without roles`, rule: 'listbox-pick', candidates: [{ role: hits[0]!.role, name, score: 1 }], facts: [`the list that opened shows ${entries.length} entries: ${listed}`], option: name };
}

/**
 * The next step toward a calendar's goal (ResolvedAction.calendar) on the page as it is now
 * (offline/calendar-steps.ts). Pure.
 */
export function calendarOnPage(goal: CalendarGoal, snapshot: PageSnapshot): CalendarStep {
  return calendarStep(goal, indexPage(snapshot));
}

/**
 * The menu entry an earlier action opened the menu for (ResolvedAction.menu), on the page as it is
 * now against the page the step started on (offline/menu-layer.ts): the entry to click, a wait
 * while no menu shows yet, or why none is picked. Pure.
 */
export function menuOnPage(goal: MenuGoal, before: PageSnapshot, now: PageSnapshot): ResolvedAction | { wait: string } | { reason: string } {
  const step = menuEntry(goal, indexPage(before), indexPage(now));
  if (!('pick' in step)) return step;
  const name = ownText(step.pick);
  return { ref: step.pick.ref!, method: 'click', arguments: [], description: `pick the menu entry "${name}"`, rule: goal.pick?.rule ?? 'table-menu', facts: [`the menu shows ${step.entries.length} entries: ${step.entries.slice(0, 12).map((e) => `"${e}"`).join(', ')}`] };
}

/** The menu an action opened, on the page as it is now against the page the step started on: its entries, a wait, or why none is certain. Pure. */
export function menuShownOnPage(before: PageSnapshot, now: PageSnapshot): { entries: string[] } | { wait: string } | { reason: string } {
  const entries = shownMenuEntries(indexPage(before), indexPage(now));
  if (!entries) return { wait: 'no menu appeared' };
  return 'reason' in entries ? entries : { entries: entries.map(ownText) };
}

/** Whether the table shows the change asked for (ResolvedAction.menu), read before the step and now. Pure. */
export function tableChangedOnPage(change: TableChange, before: PageSnapshot, now: PageSnapshot): { ok: boolean; found: string } {
  return tableChanged(change, indexPage(before), indexPage(now));
}

/** Whether a field's text shows the goal's date or time (a picker writes it in its own format). */
export function fieldShowsGoal(goal: CalendarGoal, text: string): boolean {
  if (goal.pick) {
    const [year, month, day] = goal.pick.split('-').map(Number);
    return datesShown(text).some((d) => d.year === year && d.month === month && d.day === day);
  }
  if (goal.time) {
    const [hour, minute] = goal.time.split(':').map(Number);
    const t = timeShown(text);
    return !!t && t.hour === hour && t.minute === minute;
  }
  return true;
}

/**
 * The next drag toward a drag and drop's goal (ResolvedAction.drag) on the page as it is now
 * (offline/rules/drag-drop.ts), or done, or why not. Pure.
 */
export function dragOnPage(goal: DragGoal, snapshot: PageSnapshot): DragStep {
  return dragStep(goal, indexPage(snapshot));
}

/**
 * The entry of the list a text field opened, on the page as it is now against the page the step
 * began on (offline/list-field.ts): the entry to pick, a wait while no list shows, or why none is
 * picked. Pure.
 */
export function listEntryOnPage(value: string, began: PageSnapshot, now: PageSnapshot): ListStep {
  return listEntry(value, indexPage(began), indexPage(now));
}
