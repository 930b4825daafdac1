import { readFile, rm } from 'node:fs/promises';
import { removeTempFiles, writeFileAtomicAsync } from '../../replay/atomic-write.js';
import { join, resolve } from 'node:path';
import { durableActionCode, isDurableSelector } from '../decision/code.js';
import type { DecidedBy } from '../decision/decision.js';
import type { ObserveResult } from '../methods/schemas.js';
import { maskVariables } from '../session/variables.js';
import type { Logger } from '../session/logger.js';
import { ACTION_CACHE_VERSION, ActionCacheEntrySchema, type ActionCacheEntry, type CachedAction, type ElementIdentity } from './entry.js';
import { cacheFileName, sameKey, type ActionCacheKey } from './key.js';

/** A ref (`e12`, `f1e3`, `aria-ref=e12`) is only valid for one snapshot: never worth caching. */
export function isDurable(action: ObserveResult): boolean {
  return isDurableSelector(action.selector);
}

/**
 * The `cacheDir` folder: one JSON file per key. Writes go to a temp file renamed into place, so a
 * reader (another test worker) sees the old entry or the new one, never half of one; when two
 * workers write the same key at once, the last rename wins and both files were whole.
 */
/** A temp file this old in cacheDir belongs to no write under way (a write takes milliseconds). */
const STALE_TEMP_MS = 60_000;

export class ActionCacheStore {
  readonly dir: string;
  /** Entries this store wrote, by file name (the last write of a key wins): a test attaches them for sharded runs. */
  readonly written = new Map<string, ActionCacheEntry>();

  constructor(dir: string, private readonly logger: Logger) {
    this.dir = resolve(dir);
  }

  /**
   * Writes a cache file atomically (one temp pattern for every file actwright writes). The first
   * write of a store also removes temp files a killed run left in the folder, once they are
   * older than any write under way in another worker could be.
   */
  async writeFile(path: string, entry: unknown): Promise<void> {
    if (!this.cleaned) {
      this.cleaned = true;
      removeTempFiles(this.dir, STALE_TEMP_MS);
    }
    await writeFileAtomicAsync(path, `${JSON.stringify(entry, null, 2)}\n`);
  }
  private cleaned = false;

  pathOf(key: ActionCacheKey): string {
    return join(this.dir, cacheFileName(key));
  }

  /** The entry for a key, or undefined (none, unreadable, another version, another key). */
  async read(key: ActionCacheKey): Promise<ActionCacheEntry | undefined> {
    const path = this.pathOf(key);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const entry = ActionCacheEntrySchema.safeParse(JSON.parse(text));
      if (entry.success && sameKey(entry.data.key, key)) return entry.data;
    } catch {
      // Falls through: an unreadable entry is a miss, rewritten by the next success.
    }
    this.logger.debug('cache', `ignoring an unusable cache entry: ${path}`);
    return undefined;
  }

  /**
   * Stores the actions for a key, each with its code and what its element was (`elements`, by
   * selector: read before the action ran). Variable values that leaked into a description or
   * argument are put back as `%name%`. Actions without a durable selector, or whose element was
   * not read, are not stored (false): an entry that cannot be verified is never written.
   */
  async write(key: ActionCacheKey, actions: ObserveResult[], elements: ReadonlyMap<string, ElementIdentity>, secrets: ReadonlyMap<string, string>, by?: DecidedBy): Promise<boolean> {
    const mask = (text: string) => maskVariables(text, secrets);
    const cached: CachedAction[] = [];
    for (const a of actions) {
      const stored = { selector: mask(a.selector), description: mask(a.description), method: a.method ?? '', arguments: (a.arguments ?? []).map(mask) };
      // A check's entry is its assertion (the code is its description): Playwright runs it again and
      // decides, so it carries no element identity to verify.
      const isCheck = key.kind === 'check';
      // The action's own code when it has one: it says how the action ran (a styled checkbox's `{ force: true }`).
      const code = isCheck ? stored.description : isDurable(a) ? (a.code !== undefined ? mask(a.code) : durableActionCode(stored)) : undefined;
      const element = elements.get(a.selector);
      if (!code || (!isCheck && stored.selector.trim() !== 'html' && !element)) {
        this.logger.debug('cache', `not cached: "${mask(key.instruction)}" has ${code ? 'an element that could not be read' : 'no durable selector'}`);
        return false;
      }
      cached.push({ ...stored, code, ...(element ? { element: { ...element, name: mask(element.name) } } : {}) });
    }
    if (!cached.length) return false;
    const entry: ActionCacheEntry = {
      version: ACTION_CACHE_VERSION,
      key,
      actions: cached,
      ...(by ? { by } : {}),
      writtenAt: new Date().toISOString(),
    };
    const path = this.pathOf(key);
    try {
      await this.writeFile(path, entry);
      this.written.set(cacheFileName(key), entry);
      return true;
    } catch (error) {
      // A cache that cannot be written costs tokens, never the test.
      this.logger.error('cache', `could not write the action cache entry ${path}: ${(error as Error).message}. Check that cacheDir is writable.`);
      return false;
    }
  }

  /** Drops the entry for a key (its actions no longer work and nothing replaced them). */
  async remove(key: ActionCacheKey): Promise<void> {
    await rm(this.pathOf(key), { force: true }).catch(() => undefined);
  }
}
