import type { PageSnapshot, SnapshotNode } from '../snapshot/index.js';
import { choose, scopeNodes, scoreCandidates } from './match.js';
import { indexPage, ownText, type PageIndex } from './page-index.js';
import { parseInstruction, type OfflineMethod, type Reading } from './parse.js';
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
 */
export function resolveAction(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot): ActionDecision {
  const finder = /^\s*(?:find|locate|get|show(?: me)?|look for|identify|where is|observe|return)\s+/i;
  let located = kind === 'observe' && finder.test(instruction);
  let readings = parseInstruction(kind === 'observe' ? instruction.replace(finder, 'click ') : instruction);
  if (kind === 'observe' && !readings.length) {
    readings = parseInstruction(`click ${instruction}`);
    located = true;
  }
  if (!readings.length) return { resolved: false, reason: 'not a plain instruction' };
  if (kind === 'act' && readings.some((r) => r.target?.all)) return { resolved: false, reason: '"all" names several elements: act() does one thing' };
  const index = indexPage(snapshot);
  const results = readings.map((r) => ({ reading: r, outcome: resolveReading(r, index) }));
  const found = results.filter((r): r is { reading: Reading; outcome: Found } => 'actions' in r.outcome);
  if (!found.length) return { resolved: false, reason: results.map((r) => (r.outcome as { handover: string }).handover).at(0) ?? 'no match' };
  // The literal reading with an exact name wins over scope splits ("Search for products").
  const literalExact = found.find((f) => f.reading.literal && f.outcome.score === 1);
  const chosen = literalExact ?? found[0]!;
  if (!literalExact) {
    const key = (f: { outcome: Found }) => f.outcome.actions.map((a) => `${a.ref}:${a.method}`).join(',');
    if (found.some((f) => key(f) !== key(chosen))) return { resolved: false, reason: 'readings of the instruction disagree' };
  }
  const reason = `matched by ${chosen.reading.literal ? 'name' : 'name and scope'}`;
  return located ? { resolved: true, actions: chosen.outcome.actions, reason, located } : { resolved: true, actions: chosen.outcome.actions, reason };
}

interface Found {
  actions: OfflineAction[];
  score: number;
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
  const choice = choose(scoreCandidates(nodes, method, target), target, index, target.scope ? MIN_SCOPED_SCORE : MIN_SCORE);
  if ('handover' in choice) return choice;
  const actions: OfflineAction[] = [];
  for (const node of choice.nodes) {
    const action = toAction(node, method, args);
    if ('handover' in action) return action;
    actions.push(action);
  }
  return { actions, score: choice.score };
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
