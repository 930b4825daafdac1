import type { Candidate } from '../../decision/decision.js';
import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { StepForm } from '../grammar.js';
import type { HintBook } from '../hints.js';
import { evidenceOf, type Scored } from '../match.js';
import type { PageIndex } from '../page-index.js';
import type { RuleInfo } from '../rule-info.js';

/** What a widget rule reads: the page, the facts known about it, and what the call is for. */
export interface RuleContext {
  index: PageIndex;
  book: HintBook;
  kind: 'act' | 'observe';
  /**
   * In a compound step, the element the part before acted on: what a pronoun stands for ("write
   * the note and save it").
   */
  previous?: SnapshotNode;
  /** The step as written (the typed form drops its determiners: "this message" is read as "message"). */
  step?: string;
}

/** A rule's answer: the actions, with the candidates it weighed and the page facts it read. */
export interface RuleFound {
  actions: OfflineAction[];
  candidates: Candidate[];
  facts: string[];
}

/**
 * A rule's hand-over: why, in words a tester can act on, and a rephrasing that would resolve.
 * `near`: the rule owns the step (it read facts, or found the target and refused it), so no
 * looser reading is tried after it.
 */
export interface RuleHandover {
  handover: string;
  near?: boolean;
}

/**
 * A widget rule (APG patterns, ARIA roles and states): when it applies, from the step's typed
 * form, and what it decides. `resolve` returns undefined when the page is not the shape the rule
 * knows (another rule, or the plain name rules, may answer).
 */
export interface WidgetRule {
  info: RuleInfo;
  /**
   * A last resort (content without roles, a caption, a verb or a name's first words): tried only
   * once the name rules have every page fact they asked for, and its choice acted on only once the
   * page's facts about it are read (a visually hidden twin is never chosen).
   */
  fallback?: boolean;
  /**
   * Its radios and checkboxes are set by check/uncheck, which the act verifies by the box's state
   * and does through the box's label when the box lies visually hidden under it (methods/perform.ts,
   * setChecked): a hidden box it chose is not refused as hidden.
   */
  setsHiddenBoxes?: boolean;
  /**
   * It reads the step as written (`RuleContext.step`), so it is tried also on a step the grammar
   * reads no form of ("make the layout compact"), with a form that says only its first word.
   */
  readsStep?: boolean;
  applies(form: StepForm, kind: 'act' | 'observe'): boolean;
  resolve(form: StepForm, ctx: RuleContext): RuleFound | RuleHandover | undefined;
}

/** The candidates as evidence (best first, with scores). */
export function weighed(scored: readonly Scored[]): Candidate[] {
  return evidenceOf(scored);
}

/** A node as a tester names it: `treeitem "Root node"`. */
export function said(node: SnapshotNode): string {
  const name = node.name ?? '';
  return name ? `${node.role} "${name}"` : node.role;
}

/**
 * A rule that reads the step's words with a small grammar of its own (its verbs and shapes are
 * none of the verb table's: "upload X to Y"), tried before the name rules: its answer, or a
 * hand-over it owns. `resolve` returns undefined when the step is not of its shape.
 */
export interface StepRule {
  info: RuleInfo;
  /** Whether the step is of the rule's shape (cheap: read from the words alone, before the page is indexed). */
  applies(step: string, kind: 'act' | 'observe'): boolean;
  resolve(step: string, ctx: RuleContext): RuleFound | RuleHandover | undefined;
}
