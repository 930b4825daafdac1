/** One library under test, seen through the few operations the benchmarks time. */
export interface BenchSide {
  name: 'actwright' | 'stagehand';
  /** Why a figure cannot be measured on this side (its method is not in this build), or undefined. */
  missing(method: 'extract' | 'act'): string | undefined;
  open(): Promise<OpenSide>;
}

export interface OpenSide {
  goto(url: string): Promise<void>;
  /** `extract()` with no arguments: the page text a model would read. */
  pageText(): Promise<string>;
  /**
   * Changes the page without changing its text (an attribute on <html>), so the next read cannot
   * reuse the previous one: figure 1 times fresh reads.
   */
  touch(): Promise<void>;
  act(instruction: string): Promise<void>;
  /** Model time spent in act() so far (ms), from the client's own metrics. */
  actInferenceMs(): Promise<number>;
  close(): Promise<void>;
}

export interface SideConfig {
  executablePath: string;
  /** The loopback fake's OpenAI base URL (Stagehand needs a model configured, even when unused). */
  modelBaseURL: string;
  /** actwright only: configure no model at all, so act() must be resolved offline. */
  noModel?: boolean;
}

export const BENCH_MODEL = 'openai/gpt-4.1-mini';
export const BENCH_MODEL_KEY = 'sk-bench-not-a-real-key';

/** What `touch()` runs in the page: an attribute change, no text change. */
export const TOUCH_SCRIPT = 'document.documentElement.dataset.benchTouch = String(Date.now())';
