import { describe, expect, it } from 'vitest';
import { platformMessageOf } from '../../src/engine/cloud/api.js';
import { resolveCloudConfig, resolveKeepAlive, resolveServerCache } from '../../src/engine/cloud/config.js';
import { redactKeys as redact, redactedErrorCopy as redactError } from '../../src/engine/session/secrets.js';
import { ClientOptionsSchema, type ClientOptions } from '../../src/engine/session/options.js';

const parse = (input: ClientOptions) => ClientOptionsSchema.parse(input);

describe('redact', () => {
  it('removes every occurrence of a secret and every query value, and keeps the rest', () => {
    const key = 'bb_live_0123456789';
    expect(redact(`key ${key} and again ${key}.`, [key])).toBe('key [redacted] and again [redacted].');
    expect(redact('wss://connect.example.com/?apiKey=abc&signingKey=def#x', [])).toBe('wss://connect.example.com/?apiKey=[redacted]&signingKey=[redacted]#x');
    expect(redact('Session 42 not found', [undefined, 'ab'])).toBe('Session 42 not found');
  });

  it('copies an error and its causes without the secret', () => {
    const key = 'secret-key-value';
    const copy = redactError(new TypeError(`bad ${key}`, { cause: new Error(`inner ${key}`) }), [key]);
    expect(copy.name).toBe('TypeError');
    expect(copy.message).toBe('bad [redacted]');
    expect((copy.cause as Error).message).toBe('inner [redacted]');
    expect(copy.stack).not.toContain(key);
  });
});

describe('platformMessageOf', () => {
  it('takes the message, a list of messages, the error name, or the raw text', () => {
    expect(platformMessageOf('{"statusCode":404,"error":"Not Found","message":"Session x not found"}')).toBe('Session x not found');
    expect(platformMessageOf('{"message":["projectId must be a string","region is invalid"]}')).toBe('projectId must be a string; region is invalid');
    expect(platformMessageOf('{"error":"Too Many Requests"}')).toBe('Too Many Requests');
    expect(platformMessageOf('upstream timed out\n')).toBe('upstream timed out');
    expect(platformMessageOf('')).toBeUndefined();
  });
});

describe('cloud options', () => {
  it('keepAlive: the top-level option wins when given, else cloudSessionCreateParams.keepAlive on CLOUD, else false', () => {
    const cases: [ClientOptions, boolean][] = [
      [{ env: 'CLOUD', apiKey: 'k' }, false],
      [{ env: 'CLOUD', apiKey: 'k', cloudSessionCreateParams: { keepAlive: true } }, true],
      [{ env: 'CLOUD', apiKey: 'k', keepAlive: false, cloudSessionCreateParams: { keepAlive: true } }, false],
      [{ env: 'CLOUD', apiKey: 'k', keepAlive: true, cloudSessionCreateParams: { keepAlive: false } }, true],
      [{ env: 'LOCAL', cloudSessionCreateParams: { keepAlive: true } }, false],
    ];
    for (const [input, expected] of cases) expect(resolveKeepAlive(input, parse(input)), JSON.stringify(input)).toBe(expected);
  });

  it('base URL: option, else $BROWSERBASE_BASE_URL, else the platform; project id: params, else $BROWSERBASE_PROJECT_ID', () => {
    const env = { BROWSERBASE_BASE_URL: 'https://eu.example.com/', BROWSERBASE_PROJECT_ID: 'proj_env' };
    expect(resolveCloudConfig(parse({ env: 'CLOUD' }), 'k', {})).toMatchObject({ baseURL: 'https://api.browserbase.com', projectId: undefined });
    expect(resolveCloudConfig(parse({ env: 'CLOUD' }), 'k', env)).toMatchObject({ baseURL: 'https://eu.example.com', projectId: 'proj_env' });
    const config = resolveCloudConfig(
      parse({ env: 'CLOUD', cloudBaseURL: 'http://127.0.0.1:1234/bb', cloudSessionID: 's1', cloudSessionCreateParams: { projectId: 'proj_p' } }),
      'k',
      env,
    );
    expect(config).toMatchObject({ baseURL: 'http://127.0.0.1:1234/bb', projectId: 'proj_p', resumeSessionId: 's1', keepAlive: false });
  });

  it('serverCache: the per-call value, else the option, and never on LOCAL', () => {
    expect(resolveServerCache(parse({ env: 'CLOUD' }))).toBe(true);
    expect(resolveServerCache(parse({ env: 'CLOUD' }), false)).toBe(false);
    expect(resolveServerCache(parse({ env: 'CLOUD', serverCache: false }), true)).toBe(true);
    expect(resolveServerCache(parse({ env: 'LOCAL', serverCache: true }), true)).toBe(false);
  });
});
