/**
 * The shape of the real-app corpus (test/offline/real-apps.test.ts): an app is a set of pages
 * served from test/offline/apps/, a way to bring a page into a named starting state with plain
 * Playwright, and steps written the way testers write them. Each step runs one act()/observe()
 * instruction from its starting state; its check says, with plain Playwright, what the page must
 * look like afterwards. A resolver that does anything else is wrong.
 */
import { expect, type Page } from '@playwright/test';

export interface AppStep {
  /** The starting state, built by the app's `prepare` before the instruction runs. */
  setup: string;
  kind: 'act' | 'observe';
  instruction: string;
  /** act: the page state the instruction asks for. observe: a CSS selector of the element(s) it may name. */
  check: ((page: Page) => Promise<void>) | string;
  /**
   * How a person would do the step with plain Playwright. `REFERENCE=1` runs these instead of
   * the resolver, to prove every check is reachable on the real page (a check that cannot pass
   * would count a correct resolution as wrong).
   */
  reference?: (page: Page) => Promise<void>;
}

export interface RealApp {
  /** Row of the printed table; `APPS=` picks apps by this name or by its last segment. */
  name: string;
  steps: AppStep[];
  /** Loads the app fresh (no state from the previous step) and brings it into `setup`. */
  prepare(page: Page, origin: string, setup: string): Promise<void>;
  /** Everything a step could change; a handed-over step must leave it as it was. */
  state?(page: Page): Promise<string>;
}

type Check = (page: Page) => Promise<void>;

/** One scenario phrased several ways: the same start, the same way to do it, the same end state. */
export function says(setup: string, reference: Check, check: Check, phrasings: string[]): AppStep[] {
  return phrasings.map((instruction) => ({ setup, kind: 'act', instruction, check, reference }));
}

/** observe(): each phrasing names an element matched by `selector`. */
export function finds(setup: string, selector: string, phrasings: string[]): AppStep[] {
  return phrasings.map((instruction) => ({ setup, kind: 'observe', instruction, check: selector }));
}

type Want = string | boolean | string[];

/**
 * The named controls hold these values: a string for a text field's value, a boolean for a
 * checkbox or radio, an array for a select's selected option values. Name the neighbours that
 * must stay untouched too (`''`, `false`): that is what tells the right field from a near one.
 */
export const holds = (want: Record<string, Want>): Check => async (page) => {
  const read = () =>
    page.evaluate((selectors) => {
      const out: Record<string, string | boolean | string[] | null> = {};
      for (const selector of selectors) {
        const el = document.querySelector(selector);
        if (el instanceof HTMLSelectElement) out[selector] = Array.from(el.selectedOptions).map((o) => o.value);
        else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) out[selector] = el.checked;
        else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) out[selector] = el.value;
        else out[selector] = null;
      }
      return out;
    }, Object.keys(want));
  await expect.poll(read, { timeout: 3_000 }).toEqual(want);
};

/**
 * How long a page load may take. Loads take about a second, but on a machine shared by several
 * test runs (2 cores, load 15+) a heavy page was seen taking over 30 s: a step whose page is still
 * loading is not a wrong step.
 */
export const LOAD_MS = 45_000;

/** The page's URL ends so (an empty query "?" or hash "#" counts: a form or a link went there). */
export const wentTo = (ending: string): Check => async (page) => {
  await expect.poll(() => page.url(), { timeout: LOAD_MS }).toMatch(new RegExp(`${ending.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
};

/** Several checks, all of them. */
export const all = (...checks: Check[]): Check => async (page) => {
  for (const check of checks) await check(page);
};

/** Everything a step could change, for any app: URL, visible text, form controls, classes. */
export async function genericState(page: Page): Promise<string> {
  const dom = await page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll('input, textarea, select')).map((e) => {
      const c = e as HTMLInputElement & HTMLSelectElement;
      return `${c.value}:${c.checked}:${c.selectedOptions ? Array.from(c.selectedOptions).map((o) => o.value).join(',') : ''}`;
    });
    const classes = Array.from(document.body.querySelectorAll('*')).map((e) => e.getAttribute('class') ?? '');
    return `${controls.join('|')}\n${document.body.innerText}\n${classes.join('|')}`;
  });
  return `${page.url()}\n${dom}`;
}
