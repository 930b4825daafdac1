// Which Locator methods a piece of work calls, in order: the methods are wrapped on Locator's
// prototype (taken from a sample locator) while the work runs, and restored after, also when it
// throws. For counted tests of round trips (docs/benchmarks.md): counted and ordered, never timed.
import type { Locator } from 'playwright-core';

/** The calls of the Locator methods in `names` made while `work` runs, in the order made. */
export async function locatorCalls(sample: Locator, names: readonly string[], work: () => Promise<unknown>): Promise<string[]> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const own = names.map((name) => proto[name] as (...args: unknown[]) => unknown);
  const calls: string[] = [];
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(name);
      return Reflect.apply(own[i]!, this, args);
    };
  });
  try {
    await work();
  } finally {
    names.forEach((name, i) => (proto[name] = own[i]));
  }
  return calls;
}

/** The same calls counted by name (every name present, 0 when not called). */
export async function locatorCallCounts(sample: Locator, names: readonly string[], work: () => Promise<unknown>): Promise<Record<string, number>> {
  const calls = await locatorCalls(sample, names, work);
  return Object.fromEntries(names.map((name) => [name, calls.filter((call) => call === name).length]));
}
