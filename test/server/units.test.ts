import { describe, expect, it } from 'vitest';
import { createKeyCheck } from '../../src/server/auth.js';
import { HttpError } from '../../src/server/errors.js';
import { LiveLogReader } from '../../src/server/live-log.js';
import { isInside, resolveUrlPath } from '../../src/server/paths.js';
import { makeRecord } from '../support/report-folder.js';

describe('createKeyCheck', () => {
  const check = createKeyCheck('s3cret');
  it('accepts the key only', () => {
    expect(check('s3cret')).toBe(true);
    for (const wrong of ['s3cre', 's3cret ', 'S3CRET', '', undefined, ['s3cret', 's3cret']]) expect(check(wrong)).toBe(false);
  });
});

describe('LiveLogReader', () => {
  const line = (e: unknown) => `${JSON.stringify(e)}\n`;

  it('keeps a line without its newline until the rest arrives', () => {
    const reader = new LiveLogReader();
    const text = line({ type: 'start', sessionId: 's', startedAt: 1 });
    expect(reader.push(text.slice(0, 10))).toEqual([]);
    expect(reader.push(text.slice(10))).toEqual([{ type: 'start', sessionId: 's', startedAt: 1 }]);
  });

  it('decodes a multi-byte character split between chunks', () => {
    const reader = new LiveLogReader();
    const bytes = Buffer.from(line({ type: 'start', sessionId: 's', startedAt: 1, title: 'café ✓' }));
    const cut = bytes.indexOf(Buffer.from('✓')) + 1;
    expect(reader.push(bytes.subarray(0, cut))).toEqual([]);
    expect(reader.push(bytes.subarray(cut))[0]).toMatchObject({ title: 'café ✓' });
  });

  it('skips lines that are not live events and keeps going', () => {
    const reader = new LiveLogReader();
    const events = reader.push(`not json\n${line({ type: 'nope' })}${line({ type: 'end', endedAt: 2 })}`);
    expect(events).toEqual([{ type: 'end', endedAt: 2 }]);
    expect(reader.skippedLines).toBe(2);
    expect(reader.ended).toBe(true);
  });

  it('holds the latest phase of each record', () => {
    const reader = new LiveLogReader();
    const done = makeRecord(0);
    reader.push(line({ type: 'record', phase: 'start', record: { ...done, endedAt: undefined, result: null } }));
    expect(reader.currentRecords()[0]!.endedAt).toBeUndefined();
    reader.push(line({ type: 'record', phase: 'end', record: done }));
    expect(reader.currentRecords()).toEqual([done]);
  });
});

describe('resolveUrlPath', () => {
  const root = '/srv/report';
  it('maps paths inside the folder', () => {
    expect(resolveUrlPath(root, '/index.html')).toBe('/srv/report/index.html');
    expect(resolveUrlPath(root, '/screenshots/a%20b.png')).toBe('/srv/report/screenshots/a b.png');
  });

  it('refuses every way out with a 400', () => {
    for (const path of ['/../etc/passwd', '/%2e%2e/etc', '/a/..%2F..%2Fb', '//etc/passwd', '/%2Fetc/passwd', '/a\\..\\b', '/a%00.png', '/./a', '/%E0%A4%A']) {
      let error: unknown;
      try {
        resolveUrlPath(root, path);
      } catch (e) {
        error = e;
      }
      expect(error, path).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
    }
  });

  it('isInside does not confuse a sibling with the same prefix', () => {
    expect(isInside('/srv/report', '/srv/report/a')).toBe(true);
    expect(isInside('/srv/report', '/srv/report-other/a')).toBe(false);
  });
});
