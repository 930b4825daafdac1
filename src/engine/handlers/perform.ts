import type { Locator, Page } from 'playwright-core';
import { InvalidArgumentError } from '../errors.js';
import { selectorLocator } from '../selectors.js';
import { refLocator } from '../snapshot/aria-source.js';
import { ACTION_METHODS, type ActionMethod } from './schemas.js';

/** Per-step bound for one Playwright action: a wrong element fails fast enough for selfHeal. */
export const STEP_TIMEOUT_MS = 3_000;

export function asActionMethod(method: string | undefined): ActionMethod {
  const name = method ?? 'click';
  const aliases: Record<string, ActionMethod> = { dblclick: 'doubleClick', select: 'selectOption', scroll: 'scrollTo', nextChunk: 'scrollByPage', prevChunk: 'scrollByPage', dragTo: 'dragAndDrop' };
  const found = (ACTION_METHODS as readonly string[]).includes(name) ? (name as ActionMethod) : aliases[name];
  if (!found) throw new InvalidArgumentError(`Unknown action method "${name}". Use one of: ${ACTION_METHODS.join(', ')}.`);
  return found;
}

export interface PerformInput {
  page: Page;
  /** The element, or undefined for page-level methods (press, scroll). */
  target: Locator | undefined;
  method: ActionMethod;
  /** Arguments with variables already substituted. */
  args: string[];
  /** Turns a ref or a selector (drag target) into a locator. */
  locate: (refOrSelector: string) => Locator;
  signal: AbortSignal;
  timeout?: number;
}

/** Performs one action with Playwright's auto-waiting locators. Throws when it cannot. */
export async function performAction({ page, target, method, args, locate, signal, timeout = STEP_TIMEOUT_MS }: PerformInput): Promise<void> {
  const opts = { timeout, signal };
  const element = () => {
    if (!target) throw new InvalidArgumentError(`The ${method} action needs an element.`);
    return target;
  };
  switch (method) {
    case 'click':
      return element().click({ ...opts, button: mouseButton(args[0]) });
    case 'rightClick':
      return element().click({ ...opts, button: 'right' });
    case 'middleClick':
      return element().click({ ...opts, button: 'middle' });
    case 'doubleClick':
      return element().dblclick(opts);
    case 'hover':
      return element().hover(opts);
    case 'fill':
      return element().fill(args[0] ?? '', opts);
    case 'type':
      await element().click(opts);
      return element().pressSequentially(args[0] ?? '', opts);
    case 'press':
      if (target) return target.press(args[0] ?? 'Enter', opts);
      return page.keyboard.press(args[0] ?? 'Enter');
    case 'selectOption': {
      const el = element();
      const label = args[0] ?? '';
      const isNative = await el.evaluate((node) => node instanceof HTMLSelectElement, undefined, opts);
      if (isNative) {
        await el.selectOption({ label }, opts).catch(() => el.selectOption(label, opts));
        return;
      }
      // A custom dropdown: open it when its options are not shown yet, then click the option.
      const option = el.getByRole('option', { name: label }).or(page.getByRole('option', { name: label })).first();
      if (!(await option.isVisible())) await el.click(opts);
      return option.click(opts);
    }
    case 'check':
      return element().check(opts).catch(() => element().click(opts));
    case 'uncheck':
      return element().uncheck(opts).catch(() => element().click(opts));
    case 'dragAndDrop': {
      const to = args[0];
      if (!to) throw new InvalidArgumentError('dragAndDrop needs the drop target (a ref or selector) as its argument.');
      return element().dragTo(locate(to), opts);
    }
    case 'scrollIntoView':
      return element().scrollIntoViewIfNeeded(opts);
    case 'scrollTo': {
      const fraction = parseFraction(args[0]);
      if (target) {
        await target.evaluate((node, f) => node.scrollTo({ top: (node.scrollHeight - node.clientHeight) * f }), fraction, opts);
        return;
      }
      await page.evaluate((f) => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * f }), fraction);
      return;
    }
    case 'scrollByPage': {
      const direction = /up|prev/i.test(args[0] ?? '') ? -1 : 1;
      if (target) {
        await target.evaluate((node, d) => node.scrollBy({ top: d * node.clientHeight }), direction, opts);
        return;
      }
      await page.evaluate((d) => window.scrollBy({ top: d * window.innerHeight }), direction);
      return;
    }
  }
}

function mouseButton(arg: string | undefined): 'left' | 'right' | 'middle' {
  return arg === 'right' || arg === 'middle' ? arg : 'left';
}

function parseFraction(arg: string | undefined): number {
  const n = Number.parseFloat(arg ?? '100');
  if (!Number.isFinite(n)) return 1;
  return Math.min(1, Math.max(0, n > 1 || arg?.includes('%') ? n / 100 : n));
}

/** Page-level methods that need no element. */
export const PAGE_METHODS: ReadonlySet<ActionMethod> = new Set(['press', 'scrollTo', 'scrollByPage']);

/** A locator for a ref (`e12`, `f1e3`) or for any selector string. */
export function locatorFor(page: Page, refOrSelector: string): Locator {
  return /^(f\d+)?e\d+$/.test(refOrSelector) ? refLocator(page, refOrSelector) : selectorLocator(page, refOrSelector);
}
