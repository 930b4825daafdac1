import type { PageSnapshot, SnapshotNode } from '../snapshot/index.js';
import { choose, fitsMethod, scopeNodes, scoreCandidates } from './match.js';
import { indexPage, ownText, type PageIndex } from './page-index.js';
import { parseSteps, type OfflineMethod, type Reading, type TargetPhrase } from './parse.js';
import { MIN_SCOPED_SCORE, MIN_SCORE } from './score.js';
import { normalize } from './text.js';

/** An action resolved on a snapshot: the same shape as the handlers' ResolvedAction. */
export interface OfflineAction {
  /** The element's ref in the snapshot; '' for page-level actions (a key press, a page scroll). */
  ref: string;
  method: OfflineMethod;
  /** Variables stay `%name%`: they are substituted only when the action runs. */
  arguments: string[];
  description: string;
}

export type ActionDecision =
  /** `located`: an observe() instruction that only names an element ("find the Email field"). */
  | { resolved: true; actions: OfflineAction[]; reason: string; located?: boolean }
  | { resolved: false; reason: string };

/**
 * Resolves an act() or observe() instruction on a snapshot without a model, or says why not.
 * Pure: the snapshot is already captured. It answers only when every reading that finds
 * something finds the same element and the confidence rule holds; otherwise it hands over.
 * An instruction of several steps ("fill Email with a@b.c and press Enter") resolves to one
 * action per step, every step on this snapshot, or is handed over whole.
 */
export function resolveAction(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot): ActionDecision {
  const finder = /^\s*(?:find|locate|get|show(?: me)?|look for|identify|where is|observe|return)\s+/i;
  let located = kind === 'observe' && finder.test(instruction);
  let steps = parseSteps(kind === 'observe' ? instruction.replace(finder, 'click ') : instruction);
  if (kind === 'observe' && !steps.length) {
    steps = parseSteps(`click ${instruction}`);
    located = true;
  }
  if (!steps.length) return { resolved: false, reason: 'not a plain instruction' };
  if (kind === 'observe' && steps.length > 1) return { resolved: false, reason: 'observe() names one element, the instruction names several steps' };
  if (kind === 'act' && steps.some((readings) => readings.some((r) => r.target?.all))) return { resolved: false, reason: '"all" names several elements: act() does one thing' };
  const index = indexPage(snapshot);
  const actions: OfflineAction[] = [];
  let how = 'name';
  for (const [i, readings] of steps.entries()) {
    const previous = actions.at(-1);
    const step = steps.length > 1 ? `step ${i + 1} of "${instruction}": ` : '';
    // A later step's element is looked for on the page as it is now: only after steps that set a
    // value, never after a click or key press that may open, close or navigate.
    if (previous && !readings.every((r) => r.continues) && !SETTING_METHODS.has(previous.method)) {
      return { resolved: false, reason: `${step}its element may only appear after "${previous.description}"` };
    }
    const decision = resolveStep(readings, index, previous);
    if ('handover' in decision) return { resolved: false, reason: `${step}${decision.handover}` };
    if (!decision.literal) how = 'name and scope';
    actions.push(...decision.actions);
  }
  const reason = `matched by ${how}`;
  return located ? { resolved: true, actions, reason, located } : { resolved: true, actions, reason };
}

/** Steps after which the page is taken to be unchanged but for the value set. */
const SETTING_METHODS: ReadonlySet<OfflineMethod> = new Set(['fill', 'type', 'selectOption', 'check', 'uncheck']);

interface Found {
  actions: OfflineAction[];
  score: number;
}

function resolveStep(readings: Reading[], index: PageIndex, previous: OfflineAction | undefined): (Found & { literal: boolean }) | { handover: string } {
  const continued = readings.find((r) => r.continues);
  if (continued) return continueOn(continued, index, previous);
  const results = readings.map((r) => ({ reading: r, outcome: resolveReading(r, index) }));
  const found = results.filter((r): r is { reading: Reading; outcome: Found } => 'actions' in r.outcome);
  if (!found.length) return { handover: results.map((r) => (r.outcome as { handover: string }).handover).at(0) ?? 'no match' };
  // The literal reading with an exact name wins over scope splits ("Search for products").
  const literalExact = found.find((f) => f.reading.literal && f.outcome.score === 1);
  const chosen = literalExact ?? found[0]!;
  if (!literalExact) {
    const key = (f: { outcome: Found }) => f.outcome.actions.map((a) => `${a.ref}:${a.method}`).join(',');
    if (found.some((f) => key(f) !== key(chosen))) return { handover: 'readings of the instruction disagree' };
  }
  return { ...chosen.outcome, literal: chosen.reading.literal };
}

/** "… and press Enter", "clear X and type Y": the step acts on the element of the step before. */
function continueOn(reading: Reading, index: PageIndex, previous: OfflineAction | undefined): (Found & { literal: boolean }) | { handover: string } {
  if (!previous) return { handover: 'nothing to continue from' };
  const node = previous.ref ? index.snapshot.byRef.get(previous.ref) : undefined;
  if (reading.method === 'press') {
    const action = node ? toAction(node, 'press', reading.args) : { ref: '', method: 'press' as const, arguments: reading.args, description: pageDescription('press', reading.args) };
    return 'handover' in action ? action : { actions: [action], score: 1, literal: true };
  }
  if (!node || !fitsMethod(node, reading.method)) return { handover: `"${reading.method}" needs a text field, and the step before did not name one` };
  const action = toAction(node, reading.method, reading.args);
  return 'handover' in action ? action : { actions: [action], score: 1, literal: true };
}

function resolveReading(reading: Reading, index: PageIndex): Found | { handover: string } {
  const { method, target, args } = reading;
  if (!target) {
    if (method === 'selectOption') return selectWithoutField(args[0] ?? '', index);
    return { actions: [{ ref: '', method, arguments: args, description: pageDescription(method, args) }], score: 1 };
  }
  let nodes: SnapshotNode[] = index.order;
  if (target.scope) {
    const scoped = scopeNodes(target.scope, index, method, target);
    if ('handover' in scoped) return scoped;
    nodes = scoped;
  }
  const scored = scoreCandidates(nodes, method, target);
  const minScore = target.scope ? MIN_SCOPED_SCORE : MIN_SCORE;
  const choice = focusedChoice(target, method, scored, minScore, nodes) ?? choose(scored, target, index, minScore);
  if ('handover' in choice) return choice;
  const actions: OfflineAction[] = [];
  for (const node of choice.nodes) {
    const action = toAction(node, method, args);
    if ('handover' in action) return action;
    actions.push(action);
  }
  return { actions, score: choice.score };
}

/** Words that name a text field by its being in use, not by its label: "the edit box". */
const FOCUS_WORDS: ReadonlySet<string> = new Set(['edit', 'editing', 'focused', 'current', 'active', 'selected', 'open']);
const TEXT_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

/**
 * "the edit field": the one focused text field, when no field carries that name and exactly one
 * editable element has the focus.
 */
function focusedChoice(target: TargetPhrase, method: OfflineMethod, scored: { score: number }[], minScore: number, nodes: SnapshotNode[]): { nodes: SnapshotNode[]; score: number } | { handover: string } | undefined {
  if (target.scope || target.ordinal !== undefined || !FOCUS_WORDS.has(normalize(target.name))) return undefined;
  if (!target.roles?.some((r) => TEXT_ROLES.has(r))) return undefined;
  if (scored.some((s) => s.score >= minScore)) return undefined;
  const focused = nodes.filter((n) => n.active && TEXT_ROLES.has(n.role) && fitsMethod(n, method) && target.roles!.includes(n.role));
  if (focused.length !== 1) return { handover: focused.length ? 'several focused fields' : `no field is named "${target.name}" and none has the focus` };
  if (focused[0]!.disabled) return { handover: 'the focused field is disabled' };
  return { nodes: focused, score: 1 };
}

function toAction(node: SnapshotNode, method: OfflineMethod, args: string[]): OfflineAction | { handover: string } {
  let finalArgs = args;
  if (method === 'selectOption') {
    const wanted = args[0] ?? '';
    const options = node.children.filter((c) => c.role === 'option').map((c) => c.name ?? '');
    if (!/%[A-Za-z_][\w-]*%/.test(wanted)) {
      const hit = options.filter((o) => normalize(o) === normalize(wanted));
      if (hit.length !== 1) return { handover: options.length ? `"${wanted}" is not one of the options of ${describeNode(node)}` : `${describeNode(node)} shows no options until it opens` };
      finalArgs = [hit[0]!];
    }
  }
  return { ref: node.ref!, method, arguments: finalArgs, description: describeAction(node, method, finalArgs) };
}

/** "select Japan" with no field named: the one dropdown that offers Japan. */
function selectWithoutField(option: string, index: PageIndex): Found | { handover: string } {
  const boxes = index.order.filter((n) => n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.some((c) => c.role === 'option' && normalize(c.name ?? '') === normalize(option)));
  if (boxes.length !== 1) return { handover: boxes.length ? `several dropdowns offer "${option}"` : `no dropdown offers "${option}"` };
  const action = toAction(boxes[0]!, 'selectOption', [option]);
  return 'handover' in action ? action : { actions: [action], score: 1 };
}

export function describeNode(node: SnapshotNode): string {
  const name = node.name ?? node.placeholder ?? ownText(node);
  return name ? `${node.role} "${name}"` : node.role;
}

function describeAction(node: SnapshotNode, method: OfflineMethod, args: string[]): string {
  const what = describeNode(node);
  switch (method) {
    case 'fill':
    case 'type':
      return `${method} ${what} with "${args[0] ?? ''}"`;
    case 'selectOption':
      return `select "${args[0] ?? ''}" in ${what}`;
    case 'press':
      return `press ${args[0]} in ${what}`;
    default:
      return `${method} ${what}`;
  }
}

function pageDescription(method: OfflineMethod, args: string[]): string {
  if (method === 'press') return `press ${args[0]}`;
  if (method === 'scrollByPage') return `scroll ${args[0]} one page`;
  return `scroll to ${args[0]} of the page`;
}
