import { createHash } from 'node:crypto';

/** What an action-cache entry is looked up by. */
export interface ActionCacheKey {
  kind: 'act' | 'observe' | 'check';
  instruction: string;
  /** The page URL without query and hash: a search term or an anchor should not miss the cache. */
  url: string;
  /** Names of the `variables` (sorted), never their values. */
  variables: string[];
  /** observe()'s `selector` scope, when given: it changes what is found. */
  scope?: string;
}

/** The page URL as a cache key uses it: no query, no hash. Non-URL strings pass unchanged. */
export function cacheUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

export function actionCacheKey(input: {
  kind: 'act' | 'observe' | 'check';
  instruction: string;
  pageUrl: string;
  variables?: Record<string, string> | undefined;
  scope?: string | undefined;
}): ActionCacheKey {
  return {
    kind: input.kind,
    instruction: input.instruction.trim(),
    url: cacheUrl(input.pageUrl),
    variables: Object.keys(input.variables ?? {}).sort(),
    ...(input.scope ? { scope: input.scope } : {}),
  };
}

/** The file name of a key: its kind and a SHA-256 of the key, so equal keys share one file. */
export function cacheFileName(key: ActionCacheKey): string {
  const canonical = JSON.stringify([key.kind, key.instruction, key.url, key.variables, key.scope ?? null]);
  return `${key.kind}-${createHash('sha256').update(canonical).digest('hex').slice(0, 40)}.json`;
}

export function sameKey(a: ActionCacheKey, b: ActionCacheKey): boolean {
  return cacheFileName(a) === cacheFileName(b) && a.instruction === b.instruction && a.url === b.url;
}
