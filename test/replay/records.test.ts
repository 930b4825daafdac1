import { describe, expect, it } from 'vitest';
import { maskError, maskSecrets, Secrets, variableReplacements } from '../../src/engine/session/secrets.js';
import { sessionFromLiveEvents, type LiveEvent } from '../../src/replay/live.js';
import { finishUnfinished, unfinishedReason } from '../../src/replay/record.js';
import { allowedHosts, isAllowedHost } from '../../src/server/host-check.js';
import { reportPagePolicy } from '../../src/server/csp.js';

describe('maskSecrets (the one masking function)', () => {
  it('masks at any depth, keys too, longest first; short values and class instances are left alone', () => {
    class Handle {
      constructor(readonly text: string) {}
    }
    const handle = new Handle('hunter22');
    const cyclic: Record<string, unknown> = { a: 'pw hunter22 and hunter22x' };
    cyclic.self = cyclic;
    const out = maskSecrets({ hunter22: ['x hunter22'], n: 1, handle, cyclic, ab: 'ab' }, [...variableReplacements({ pw: 'hunter22', long: 'hunter22x', tiny: 'ab' })]);
    expect(out).toMatchObject({ '%pw%': ['x %pw%'], n: 1, ab: 'ab', cyclic: { a: 'pw %pw% and %long%' } });
    expect(out.handle).toBe(handle);
    expect((out.cyclic as Record<string, unknown>).self).toBe(out.cyclic);
  });

  it('a Secrets set masks variables as placeholders and keys as [redacted]; errors keep their class', () => {
    const secrets = new Secrets(() => ['sk-live-123456', undefined]);
    secrets.addVariables({ pw: 'hunter22' });
    expect(secrets.mask('hunter22 / sk-live-123456 / s3cr3t', { other: 's3cr3t' })).toBe('%pw% / [redacted] / %other%');
    const error = secrets.maskError(new TypeError('bad hunter22', { cause: new Error('key sk-live-123456') }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('bad %pw%');
    expect((error.cause as Error).message).toBe('key [redacted]');
    expect(maskError('plain hunter22', (t) => t.replace('hunter22', 'x'))).toBe('plain x');
  });
});

describe('unfinished records', () => {
  it('get a result saying why and the end time when known; finished ones are kept', () => {
    const records = [
      { seq: 0, result: { ok: 1 }, endedAt: 5 },
      { seq: 1, startedAt: 6 },
      { seq: 2, result: { success: false, error: 'Target closed' }, endedAt: 9 },
    ];
    const session = finishUnfinished({ records, endedAt: 10 }, unfinishedReason('timedOut'), new Set([2]));
    expect(session.records).toEqual([
      { seq: 0, result: { ok: 1 }, endedAt: 5 },
      { seq: 1, startedAt: 6, result: { success: false, error: 'test timed out' }, error: 'test timed out', endedAt: 10 },
      { seq: 2, result: { success: false, error: 'test timed out' }, error: 'test timed out', endedAt: 9 },
    ]);
    expect(unfinishedReason('interrupted')).toBe('interrupted');
  });

  it('a crashed session is rebuilt from its live events', () => {
    const record = { seq: 0, method: 'observe' as const, parameters: {}, result: null, timestamp: 't', startedAt: 1, pageUrl: 'about:blank' };
    const events: LiveEvent[] = [
      { type: 'start', sessionId: 's', startedAt: 1, testId: 'id', retry: 0 },
      { type: 'record', phase: 'start', record },
    ];
    const session = sessionFromLiveEvents(events, 'crashed');
    expect(session?.records[0]).toMatchObject({ result: { success: false, error: 'crashed' } });
    expect(sessionFromLiveEvents([], 'crashed')).toBeUndefined();
  });
});

describe('Host check and page policy', () => {
  it('allows the listen address, loopback names and extra names, with the port', () => {
    const hosts = allowedHosts('127.0.0.1', 9324, ['Reports.Example']);
    for (const ok of ['127.0.0.1:9324', 'localhost:9324', '[::1]:9324', 'reports.example', 'reports.example:9324', '192.168.1.5:9324', '[fe80::1]:9324']) {
      expect(isAllowedHost(ok, hosts), ok).toBe(true);
    }
    for (const bad of ['localhost', 'localhost:80', 'evil.test:9324', '127.0.0.1.nip.io:9324', undefined]) expect(isAllowedHost(bad, hosts), String(bad)).toBe(false);
  });

  it('hashes only runnable inline scripts and styles', () => {
    const policy = reportPagePolicy('<style>a{}</style><script type="application/json">{}</script><script>run()</script><script src="x.js"></script>');
    expect(policy.match(/'sha256-/g)).toHaveLength(2);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
