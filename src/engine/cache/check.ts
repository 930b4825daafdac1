import type { CheckCache } from '../methods/check.js';
import type { AssertionSpec } from '../checks/rules.js';
import type { AssertionMatcher } from '../decision/decision.js';
import { ASSERTION_MATCHERS } from '../checks/schema.js';
import { actionCacheKey } from './key.js';
import type { ActionCacheStore } from './store.js';

const PREFIX = 'expect.';

/**
 * Checks in the action cache (`cacheDir`), kind `check`: the assertion is stored as one action whose
 * method is `expect.<matcher>` and whose arguments are `not` and the expected value (JSON), so the
 * store, its atomic writes and the sharded-run merge are the act cache's own.
 */
export function checkCache(store: ActionCacheStore, secrets: ReadonlyMap<string, string>): CheckCache {
  const key = (check: string, url: string) => actionCacheKey({ kind: 'check', instruction: check, pageUrl: url });
  return {
    async read(check, url) {
      const entry = await store.read(key(check, url));
      const action = entry?.actions[0];
      const matcher = action?.method?.startsWith(PREFIX) ? action.method.slice(PREFIX.length) : undefined;
      if (!action || !matcher || !(ASSERTION_MATCHERS as readonly string[]).includes(matcher)) return undefined;
      const [not, expected] = action.arguments ?? [];
      let value: unknown;
      try {
        value = JSON.parse(expected ?? 'null');
      } catch {
        return undefined;
      }
      const spec: AssertionSpec = { matcher: matcher as AssertionMatcher, not: not === 'not', ...(typeof value === 'string' || typeof value === 'number' ? { expected: value } : {}) };
      return action.selector === 'html' && ['toHaveURL', 'toHaveTitle'].includes(matcher) ? spec : { ...spec, selector: action.selector };
    },
    async write(check, url, assertion, code) {
      await store.write(
        key(check, url),
        [{ selector: assertion.selector ?? 'html', description: code, method: `${PREFIX}${assertion.matcher}`, arguments: [assertion.not ? 'not' : '', JSON.stringify(assertion.expected ?? null)] }],
        new Map(),
        secrets,
      );
    },
    async remove(check, url) {
      await store.remove(key(check, url));
    },
  };
}
