/**
 * What the HTML report's page reads: the summary embedded in index.html (`UiReport`) and, per
 * test, a detail chunk in `data/<file>.js` loaded on demand (`UiTestDetail`). Types only: the
 * reporter (Node) writes them, the page (browser bundle) reads them. Times are epoch ms,
 * durations ms, cost US dollars.
 */

/** How an AI step was resolved; `direct` needed no resolution (an observed action replayed). */
export type Tier = 'model' | 'offline' | 'cache' | 'direct';
export const TIERS: readonly Tier[] = ['model', 'offline', 'cache', 'direct'];

export type TestStatus = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
export type Outcome = 'expected' | 'unexpected' | 'flaky' | 'skipped';

export interface UiTokens {
  input: number;
  output: number;
  /** Sum of the costs that are known. */
  cost: number;
  /** Tokens of AI steps that carry no cost (no price for their model). */
  unpricedTokens: number;
}

/** AI steps by how they were resolved; `zeroToken` counts those that used no tokens at all. */
export interface UiAiCounts {
  steps: number;
  zeroToken: number;
  tiers: Partial<Record<Tier | 'unknown', number>>;
}

export interface UiAttemptSummary {
  retry: number;
  status: TestStatus;
  duration: number;
}

/** One test (all its attempts) in the suite view. */
export interface UiTestSummary {
  /** Playwright's test id (distinct per `--repeat-each` index). */
  id: string;
  /** `data/<chunk>.js` holding the test's details. */
  chunk: string;
  title: string;
  titlePath: string[];
  file: string;
  line: number;
  column: number;
  project: string;
  tags: string[];
  outcome: Outcome;
  /** Status of the last attempt. */
  status: TestStatus;
  repeatEachIndex: number;
  attempts: UiAttemptSummary[];
  /** Wall time of all attempts. */
  duration: number;
  tokens: UiTokens;
  /** Cost by model name, where the records name the model. */
  costByModel: Record<string, number>;
  ai: UiAiCounts;
  /** First line of the last attempt's first error. */
  error?: string;
}

export interface UiReport {
  version: 1;
  run: {
    status: string;
    startedAt: number;
    duration: number;
    generatedAt: number;
    reporterErrors: string[];
  };
  totals: {
    tests: number;
    passed: number;
    failed: number;
    flaky: number;
    skipped: number;
    attempts: number;
    tokens: UiTokens;
    costByModel: Record<string, number>;
    ai: UiAiCounts;
  };
  tests: UiTestSummary[];
  /** Cached steps that healed in this run (absent in reports written before healing existed). */
  healed?: UiHealedStep[];
}

export interface UiLocation {
  file: string;
  line: number;
  column: number;
}

export interface UiCodeFrame extends UiLocation {
  /** Source lines around `line`, numbered from 1. */
  lines: { n: number; text: string }[];
}

export interface UiError {
  message: string;
  stack?: string;
  location?: UiLocation;
  frame?: UiCodeFrame;
}

/** An element an AI step chose (act's actions, observe's results, an agent's moves). */
export interface UiChosen {
  selector?: string;
  description?: string;
  method?: string;
  arguments?: string[];
  /** The action as Playwright code (`%variables%` as `variables.name`). */
  code?: string;
}

/** A cached step re-resolved because its element had gone or was another one: the code before and after, and why. */
export interface UiHeal {
  from: string;
  to: string;
  reason: string;
}

/** One element a rule weighed, with its score. */
export interface UiCandidate {
  role: string;
  name: string;
  score: number;
  why?: string;
}

/** What a rule weighed: the best candidates with scores, and the page facts it read. */
export interface UiEvidence {
  candidates: UiCandidate[];
  facts?: string[];
}

/** Why the offline tier handed a step over, and phrasings that would resolve when it knows them. */
export interface UiHandOver {
  reason: string;
  rephrase?: string[];
}

/** The effect a step asked for, as found after acting. */
export interface UiEffect {
  expected: string;
  found: string;
  ok: boolean;
}

/** Who decided an AI step (`rule name`, `model`, `cache`, `direct`), what it weighed, the hand-over before it, the effect found, and its heal. */
export interface UiDecision {
  label: string;
  evidence?: UiEvidence;
  handover?: UiHandOver;
  effect?: UiEffect;
  heal?: UiHeal;
}

/** A healed step, listed at the top of the suite view and in the run's last line. */
export interface UiHealedStep extends UiHeal {
  testId: string;
  titlePath: string[];
  file: string;
  line: number;
  instruction?: string;
}

/** One AI operation as recorded by the client, with what the report adds to it. */
export interface UiAiOperation {
  sessionId: string;
  seq: number;
  method: string;
  instruction?: string;
  tier?: Tier;
  model?: string;
  pageUrl: string;
  /** ms from the attempt's start. */
  offset: number;
  duration?: number;
  /** Variables' values masked. */
  parameters: unknown;
  result: unknown;
  chosen: UiChosen[];
  decision?: UiDecision;
  /** A check's verdict and the assertion it resolved to (check() and waitFor(), expect(page).toSatisfy()). */
  check?: UiCheck;
  /** Why the offline tier handed the step over, when it did and nothing else resolved it. */
  handover?: string;
  /** The phrasings that would resolve it offline, when the tier gave them apart from its reason. */
  rephrase?: string[];
  tokens?: { input: number; output: number; timeMs?: number; cost?: number };
  error?: string;
  /** Paths inside the report folder. */
  screenshotBefore?: string;
  screenshotAfter?: string;
}

/** A check in plain English as the report shows it: the assertion as code, who resolved it, expected vs found. */
export interface UiCheck {
  passed: boolean;
  /** The Playwright assertion it resolved to (`await expect(page.getByRole(…)).toBeDisabled();`). */
  code: string;
  /** `rule element-state`, `model`, `model judgement`, `cache`. */
  rule: string;
  expected: string;
  found: string;
  lookedAt: string[];
  /** A model judgement's quote from the page. */
  evidence?: string;
  soft?: boolean;
}

/** `ai`: an AI step (act, observe, extract, agent); `check`: a check or wait in plain English (an `expect` step or `check "…"`). */
export type StepCategory = 'hook' | 'fixture' | 'pw:api' | 'expect' | 'test.step' | 'test.attach' | 'ai' | 'check' | string;

export interface UiStep {
  title: string;
  /** What Playwright shows beside the title (the URL of a Navigate). */
  subtitle?: string;
  category: StepCategory;
  /** ms from the attempt's start. */
  offset: number;
  duration: number;
  location?: UiLocation;
  error?: string;
  steps: UiStep[];
  /** AI operations this step ran (an AI step), in time order. */
  ai?: UiAiOperation[];
}

export interface UiAttachment {
  name: string;
  contentType: string;
  /** Path inside the report folder, when the attachment is a file. */
  path?: string;
  /** Small text bodies, inline. */
  text?: string;
  size?: number;
}

export interface UiAttempt {
  retry: number;
  status: TestStatus;
  startedAt: number;
  duration: number;
  workerIndex: number;
  annotations: { type: string; description?: string }[];
  errors: UiError[];
  steps: UiStep[];
  attachments: UiAttachment[];
  sessions: { sessionId: string; file: string; env: string; cloudSessionURL?: string }[];
  stdout: string[];
  stderr: string[];
}

export interface UiTestDetail {
  id: string;
  attempts: UiAttempt[];
}

/** The global a detail chunk calls: `__actwrightDetail(detail)`. */
export const DETAIL_CALLBACK = '__actwrightDetail';
/** Folder of the detail chunks and copied attachments, inside the report folder. */
export const DATA_DIR = 'data';
export const ATTACHMENTS_DIR = 'data/attachments';
