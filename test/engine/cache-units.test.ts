import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  actionCacheKey,
  ActionCacheEntrySchema,
  ActionCacheStore,
  answerKey,
  cacheFileName,
  cacheUrl,
  isDurable,
  ModelAnswerCache,
} from '../../src/engine/cache/index.js';
import { Logger } from '../../src/engine/session/logger.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const logger = new Logger(0, () => undefined);

describe('action cache keys', () => {
  it('drop the query and hash of the URL and the order of variable names', () => {
    expect(cacheUrl('https://shop.test/cart?id=3#total')).toBe('https://shop.test/cart');
    expect(cacheUrl('about:blank')).toBe('about:blank');
    const a = actionCacheKey({ kind: 'act', instruction: ' log in ', pageUrl: 'https://x.test/login?next=/a', variables: { user: 'u', pass: 'p' } });
    const b = actionCacheKey({ kind: 'act', instruction: 'log in', pageUrl: 'https://x.test/login#form', variables: { pass: 'other', user: 'values' } });
    expect(a).toEqual({ kind: 'act', instruction: 'log in', url: 'https://x.test/login', variables: ['pass', 'user'] });
    expect(cacheFileName(a)).toBe(cacheFileName(b));
  });

  it('differ by kind, instruction, path, variable names and scope', () => {
    const base = { kind: 'act' as const, instruction: 'log in', pageUrl: 'https://x.test/login' };
    const names = [
      actionCacheKey(base),
      actionCacheKey({ ...base, kind: 'observe' }),
      actionCacheKey({ ...base, instruction: 'log out' }),
      actionCacheKey({ ...base, pageUrl: 'https://x.test/other' }),
      actionCacheKey({ ...base, variables: { user: 'u' } }),
      actionCacheKey({ ...base, scope: '#form' }),
    ].map(cacheFileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^act-[0-9a-f]{40}\.json$/);
  });

  it('refs are not durable selectors', () => {
    expect(isDurable({ selector: 'internal:role=button[name="Save"s]', description: '' })).toBe(true);
    expect(isDurable({ selector: 'aria-ref=e12', description: '' })).toBe(false);
    expect(isDurable({ selector: 'f1e3', description: '' })).toBe(false);
  });
});

describe('ActionCacheStore', () => {
  const key = actionCacheKey({ kind: 'act', instruction: 'type %pw% into Password', pageUrl: 'https://x.test/login', variables: { pw: 'hunter22' } });
  const action = (n: number) => ({ selector: `internal:role=textbox[name="Password ${n}"s]`, description: `fill hunter22 in field ${n}`, method: 'fill', arguments: ['%pw%', 'hunter22'] });
  /** What each element was when it was acted on (read from the page in a real run). */
  const elements = (...ns: number[]) => new Map(ns.map((n) => [action(n).selector, { role: 'textbox', name: `Password ${n}`, origin: 'https://x.test' }]));

  it('writes whole files with values masked, and reads them back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-store-'));
    dirs.push(dir);
    const store = new ActionCacheStore(join(dir, 'nested'), logger);
    expect(await store.read(key)).toBeUndefined();
    expect(await store.write(key, [action(1)], elements(1), new Map([['pw', 'hunter22']]), { kind: 'rule', rule: 'name' })).toBe(true);
    const entry = await store.read(key);
    expect(entry?.actions).toEqual([
      {
        selector: 'internal:role=textbox[name="Password 1"s]',
        description: 'fill %pw% in field 1',
        method: 'fill',
        arguments: ['%pw%', '%pw%'],
        code: "await page.getByRole('textbox', { name: 'Password 1', exact: true }).fill(variables.pw);",
        element: { role: 'textbox', name: 'Password 1', origin: 'https://x.test' },
      },
    ]);
    expect(entry?.by).toEqual({ kind: 'rule', rule: 'name' });
    expect(readFileSync(store.pathOf(key), 'utf8')).not.toContain('hunter22');
    expect(await store.write(key, [{ selector: 'aria-ref=e4', description: 'x', method: 'click' }], new Map(), new Map())).toBe(false);
    // An element that was not read cannot be verified later: not stored.
    expect(await store.write(key, [action(2)], elements(1), new Map())).toBe(false);
    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();
  });

  it('many concurrent writers of one key from two stores: every read sees a whole entry, no temp file is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-store-'));
    dirs.push(dir);
    const stores = [new ActionCacheStore(dir, logger), new ActionCacheStore(dir, logger)];
    await stores[0]!.write(key, [action(0)], elements(0), new Map());
    const path = stores[0]!.pathOf(key);
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        ActionCacheEntrySchema.parse(JSON.parse(await readFile(path, 'utf8'))); // throws on a torn file
        reads++;
      }
    })();
    const writes = Array.from({ length: 60 }, (_, i) => stores[i % 2]!.write(key, [action(i), action(i + 100)], elements(i, i + 100), new Map()));
    expect(await Promise.all(writes)).toEqual(Array(60).fill(true));
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(readdirSync(dir)).toEqual([cacheFileName(key)]);
    expect((await stores[1]!.read(key))?.actions).toHaveLength(2);
  });

  it('an unreadable or foreign file is a miss', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-store-'));
    dirs.push(dir);
    const store = new ActionCacheStore(dir, logger);
    writeFileSync(store.pathOf(key), '{"version": 1, "key": ');
    expect(await store.read(key)).toBeUndefined();
    writeFileSync(store.pathOf(key), JSON.stringify({ version: 99, key, actions: [action(1)], writtenAt: '' }));
    expect(await store.read(key)).toBeUndefined();
    // Version 1 (no element, no code): cannot be verified, so it is a miss.
    writeFileSync(store.pathOf(key), JSON.stringify({ version: 1, key, actions: [action(1)], writtenAt: '' }));
    expect(await store.read(key)).toBeUndefined();
    // The current version with an element action that records no element: a miss.
    const { element: _none, ...bare } = { ...action(1), code: 'x', element: undefined };
    writeFileSync(store.pathOf(key), JSON.stringify({ version: 2, key, actions: [bare], writtenAt: '' }));
    expect(await store.read(key)).toBeUndefined();
    writeFileSync(store.pathOf(key), JSON.stringify({ version: 2, key, actions: [{ ...bare, element: { role: 'textbox', name: 'Password 1', origin: 'https://x.test' } }], writtenAt: '' }));
    expect(await store.read(key)).toBeDefined();
  });
});

describe('model answer cache (serverCache)', () => {
  const request = (pageText: string, schema: z.ZodType = z.object({ extraction: z.string() })) => ({
    method: 'extract' as const,
    schemaName: 'extraction',
    schema,
    messages: [{ role: 'user' as const, content: `Instruction: the price\nPage:\n${pageText}` }],
  });

  it('keys by the page text the model saw and by the answer schema', () => {
    expect(answerKey(request('Price: $12'))).toBe(answerKey(request('Price: $12')));
    expect(answerKey(request('Price: $12'))).not.toBe(answerKey(request('Price: $15')));
    expect(answerKey(request('Price: $12'))).not.toBe(answerKey(request('Price: $12', z.object({ price: z.number() }))));
  });

  it('keeps the most recently used answers up to its limit', () => {
    const cache = new ModelAnswerCache(2);
    cache.set('a', { data: 1, model: 'm' });
    cache.set('b', { data: 2, model: 'm' });
    cache.get('a');
    cache.set('c', { data: 3, model: 'm' });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.data).toBe(1);
  });
});
