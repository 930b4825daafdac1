import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestResult } from '@playwright/test/reporter';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_ATTACHMENT_NAME } from '../../src/replay/cache-attachment.js';
import { CACHE_OUTPUT_ENV, CacheMerge } from '../../src/reporter/cache-merge.js';
import { ReportError } from '../../src/reporter/errors.js';

const work = mkdtempSync(join(tmpdir(), 'actwright-cache-merge-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FILE_A = `act-${'a'.repeat(40)}.json`;
const FILE_B = `observe-${'b'.repeat(40)}.json`;
const entry = (writtenAt: string, selector: string) => ({ version: 1, key: { kind: 'act', instruction: 'x', url: 'u', variables: [] }, actions: [{ selector, description: 'd' }], writtenAt });
const result = (entries: unknown[]) =>
  ({ attachments: [{ name: CACHE_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(JSON.stringify({ entries })) }] }) as unknown as TestResult;

describe('CacheMerge', () => {
  it('writes every entry once, the later write of a key winning, into the report folder or the env folder', () => {
    const merge = new CacheMerge();
    merge.collect(result([{ file: FILE_A, entry: entry('2026-01-02T00:00:00.000Z', 'new') }]));
    merge.collect(result([{ file: FILE_A, entry: entry('2026-01-01T00:00:00.000Z', 'old') }, { file: FILE_B, entry: entry('2026-01-01T00:00:00.000Z', 'b') }]));
    const dir = merge.write(join(work, 'report'), {});
    expect(dir).toBe(join(work, 'report', 'action-cache'));
    expect(readdirSync(dir!).sort()).toEqual([FILE_A, FILE_B]);
    expect(JSON.parse(readFileSync(join(dir!, FILE_A), 'utf8')).actions[0].selector).toBe('new');
    expect(merge.write(join(work, 'report'), { [CACHE_OUTPUT_ENV]: join(work, 'elsewhere') })).toBe(join(work, 'elsewhere'));
  });

  it('writes nothing when no test wrote entries, and refuses a file name that is a path', () => {
    expect(new CacheMerge().write(join(work, 'none'), {})).toBeUndefined();
    expect(() => new CacheMerge().collect(result([{ file: '../../etc/passwd', entry: entry('t', 's') }]))).toThrow(ReportError);
  });
});
