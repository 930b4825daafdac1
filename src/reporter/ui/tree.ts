import type { UiStep } from './model.js';

/**
 * Which steps start open: those on the path to a failed step, and AI steps and checks (the part of the test
 * only this report shows). Keys are paths of indexes (`0.2.1`).
 */
export function initiallyOpen(steps: readonly UiStep[]): Set<string> {
  const open = new Set<string>();
  const walk = (list: readonly UiStep[], prefix: string): boolean => {
    let anyError = false;
    list.forEach((s, i) => {
      const key = prefix ? `${prefix}.${i}` : String(i);
      const childError = walk(s.steps, key);
      if (s.category === 'ai' || s.category === 'check' || childError) open.add(key);
      anyError ||= childError || s.error !== undefined;
    });
    return anyError;
  };
  walk(steps, '');
  return open;
}

export function countSteps(steps: readonly UiStep[]): number {
  return steps.reduce((n, s) => n + 1 + countSteps(s.steps), 0);
}

/** The step that failed last in time order, innermost first: where the error is. */
export function failedStepPath(steps: readonly UiStep[], prefix = ''): string | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (s.error === undefined) continue;
    const key = prefix ? `${prefix}.${i}` : String(i);
    return failedStepPath(s.steps, key) ?? key;
  }
  return undefined;
}

/** Icon-free label of a step's category, shown beside hooks and fixtures. */
export function categoryLabel(category: string): string | undefined {
  switch (category) {
    case 'hook':
      return 'hook';
    case 'fixture':
      return 'fixture';
    case 'expect':
      return 'expect';
    case 'ai':
      return 'AI';
    case 'check':
      return 'check';
    default:
      return undefined;
  }
}
