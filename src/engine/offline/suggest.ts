import type { PageSnapshot, SnapshotNode } from '../snapshot/index.js';
import { resolveAction } from './act.js';
import { indexPage } from './page-index.js';
import { FILLER_WORDS, words } from './text.js';
import { CONTAINER_WORDS, ROLE_WORDS } from './vocabulary.js';

/**
 * Rephrasings for a hand-over that names nothing to do instead ("no element matches …"): the
 * controls whose names share the step's words, each offered as a plain step that is tried on the
 * same page and kept only when it resolves, alone, to that control. A suggestion is never acted
 * on; it tells the tester which control the page has and how to say it. Pure.
 */

/** Roles a person clicks: the suggestion for them is "click <name>". */
const CLICKED = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'treeitem', 'option', 'checkbox', 'radio', 'switch']);

/** Words that say where or how, never which control (prepositions, particles, requests). */
const GLUE = new Set([
  'in', 'into', 'of', 'for', 'with', 'from', 'at', 'by', 'up', 'down', 'out', 'off', 'over', 'back', 'away', 'onto', 'and',
  'then', 'now', 'please', 'it', 'them', 'its', 'their', 'is', 'are', 'be', 'i', 'me', 'we', 'us', 'you', 'need', 'want',
  'could', 'can', 'would', 'let', 's', 'lets', 'just', 'again', 'here', 'there', 'some', 'one', 'other', 'all', 'every',
]);

/** At most this many suggestions are offered. */
const MAX_SUGGESTIONS = 3;
/** At most this many phrasings are tried on the page (each resolves the whole page again). */
const MAX_TRIES = 6;
/** Past this many nodes a page is not searched for suggestions (each try resolves the whole page again). */
const MAX_NODES = 4_000;

export interface Suggestion {
  /** The step to write instead, as typed. */
  step: string;
  /** The control it resolves to, as the page names it. */
  control: string;
}

/**
 * The step's words that could name a control (not its verb, glue or fillers), and among them those
 * that are not role or container words ("modal", "button"): a control must share one of these.
 */
function contentWords(instruction: string): { all: string[]; naming: Set<string> } {
  const roleWords = new Set([...ROLE_WORDS.keys(), ...CONTAINER_WORDS.keys()].flatMap((w) => words(w)));
  const all = [...new Set(words(instruction).slice(1).filter((w) => (w.length > 1 || /\d/.test(w)) && !GLUE.has(w) && !FILLER_WORDS.has(w)))];
  return { all, naming: new Set(all.filter((w) => !roleWords.has(w))) };
}

/** Plain steps that name the control, plainest first (none when its name cannot be written in a step). */
function phrasings(kind: 'act' | 'observe', node: SnapshotNode): string[] {
  const name = node.name?.replace(/\s+/g, ' ').trim();
  if (!name || name.length > 60 || /["\n]/.test(name)) return [];
  const verb = kind === 'observe' ? 'find' : 'click';
  return [`${verb} ${name}`, ...(name.includes("'") ? [] : [`${verb} '${name}'`])];
}

export function suggestionsFor(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot): Suggestion[] {
  const wanted = contentWords(instruction);
  if (!wanted.naming.size) return [];
  const index = indexPage(snapshot);
  if (index.order.length > MAX_NODES) return [];
  const scored: { node: SnapshotNode; shared: number; share: number; at: number }[] = [];
  for (const [at, node] of index.order.entries()) {
    if (!CLICKED.has(node.role) || !node.ref || !node.name || node.disabled) continue;
    const own = new Set(words(node.name));
    if (![...wanted.naming].some((w) => own.has(w))) continue;
    const shared = wanted.all.filter((w) => own.has(w)).length;
    scored.push({ node, shared, share: shared / own.size, at });
  }
  scored.sort((a, b) => b.shared - a.shared || b.share - a.share || a.at - b.at);
  // Only the controls sharing the most words: one that shares fewer is not the one meant.
  const most = scored[0]?.shared ?? 0;
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  let tries = 0;
  for (const { node } of scored.filter((s) => s.shared === most)) {
    if (out.length >= MAX_SUGGESTIONS || tries >= MAX_TRIES) break;
    for (const step of phrasings(kind, node)) {
      if (seen.has(step) || tries >= MAX_TRIES) continue;
      seen.add(step);
      tries++;
      const tried = resolveAction(kind, step, snapshot);
      if (tried.resolved && tried.actions.length === 1 && tried.actions[0]!.ref === node.ref) {
        out.push({ step, control: `${node.role} "${node.name}"` });
        break;
      }
    }
  }
  return out;
}

/**
 * The hand-over's reason with what the page offers instead, when the reason suggests nothing
 * itself: `…; the page has button "Launch Default Modal": say "click Launch Default Modal"`.
 */
export function withSuggestions(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, reason: string): string {
  if (/\bsay\s*\(?\s*"|\bscope it\b|\bquote the value\b/.test(reason)) return reason;
  const found = suggestionsFor(kind, instruction, snapshot);
  if (!found.length) return reason;
  const offers = found.map((s) => `${s.control}: say "${s.step}"`);
  return `${reason.replace(/[.\s]+$/, '')}; the page has ${offers.join('; ')}`;
}
