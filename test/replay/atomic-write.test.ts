/** One atomic write for every file actwright writes (src/replay/atomic-write.ts), and its leftovers cleaned. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTempFile, removeTempFiles, writeFileAtomic, writeFileAtomicAsync } from '../../src/replay/atomic-write.js';
import { ActionCacheStore } from '../../src/engine/cache/store.js';
import { Logger } from '../../src/engine/session/logger.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'atomic-')));
/** A temp file as a killed writer leaves it, `ageMs` old. */
function leftover(name: string, ageMs: number): string {
  const path = join(dir, `.${name}.0123456789ab.tmp`);
  writeFileSync(path, 'partial');
  const then = (Date.now() - ageMs) / 1000;
  utimesSync(path, then, then);
  return path;
}

describe('atomic writes', () => {
  it('sync and async writers leave the content and no temp file', async () => {
    fresh();
    writeFileAtomic(join(dir, 'a.json'), '1');
    await writeFileAtomicAsync(join(dir, 'sub', 'b.json'), '2');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('1');
    expect(readFileSync(join(dir, 'sub', 'b.json'), 'utf8')).toBe('2');
    expect([...readdirSync(dir), ...readdirSync(join(dir, 'sub'))].filter(isTempFile)).toEqual([]);
  });

  it('removeTempFiles with an age removes only old temp files', () => {
    fresh();
    leftover('old.json', 120_000);
    leftover('young.json', 0);
    writeFileSync(join(dir, 'keep.json'), '{}');
    removeTempFiles(dir, 60_000);
    expect(readdirSync(dir).sort()).toEqual(['.young.json.0123456789ab.tmp', 'keep.json']);
    removeTempFiles(dir);
    expect(readdirSync(dir)).toEqual(['keep.json']);
  });

  it("the action cache's first write cleans what a killed run left in cacheDir, not a write under way", async () => {
    fresh();
    leftover('stale-entry.json', 10 * 60_000);
    leftover('other-worker.json', 0);
    const store = new ActionCacheStore(dir, new Logger(0));
    const key = { version: 1, instruction: 'click Save', url: 'http://127.0.0.1/', variables: [] } as never;
    const wrote = await store.write(key, [{ selector: 'internal:role=button[name="Save"s]', description: 'click Save', method: 'click', arguments: [] }], new Map([['internal:role=button[name="Save"s]', { role: 'button', name: 'Save', origin: 'http://127.0.0.1' }]]), new Map());
    expect(wrote).toBe(true);
    const names = readdirSync(dir);
    expect(names.filter(isTempFile)).toEqual(['.other-worker.json.0123456789ab.tmp']);
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(1);
  });
});
