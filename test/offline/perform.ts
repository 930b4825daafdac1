import type { Page } from 'playwright-core';

/** Performs a resolved action the plain Playwright way, to check that it does what the case expects. */
export async function performResolved(page: Page, action: { ref: string; method: string; arguments: string[] }): Promise<void> {
  const timeout = 5_000;
  const target = action.ref ? page.getByRef(action.ref) : undefined;
  const arg = action.arguments[0] ?? '';
  if (!target) {
    if (action.method === 'press') return page.keyboard.press(arg);
    throw new Error(`page-level ${action.method} is not used by the effect cases`);
  }
  switch (action.method) {
    case 'click':
      return target.click({ timeout });
    case 'hover':
      return target.hover({ timeout });
    case 'doubleClick':
      return target.dblclick({ timeout });
    case 'fill':
      return target.fill(arg, { timeout });
    case 'type':
      return target.pressSequentially(arg, { timeout });
    case 'selectOption':
      await target.selectOption({ label: arg }, { timeout });
      return;
    case 'check':
      return target.check({ timeout });
    case 'uncheck':
      return target.uncheck({ timeout });
    case 'press':
      return target.press(arg, { timeout });
    default:
      throw new Error(`${action.method} is not used by the effect cases`);
  }
}
