import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UnknownModelProviderError } from '../../src/engine/session/errors.js';
import { classifyFailure, retryAfterMs } from '../../src/engine/llm/failure.js';
import { apiKeyFor, KNOWN_PROVIDERS, parseModel } from '../../src/engine/llm/models.js';
import { costOf, MODEL_PRICES, priceOf, PRICES_CHECKED } from '../../src/engine/llm/prices.js';
import { keyReplacements, maskSecrets } from '../../src/engine/session/secrets.js';

const redactSecrets = <T>(value: T, keys: (string | undefined)[]) => maskSecrets(value, keyReplacements(keys));
import { ModelResolver } from '../../src/engine/llm/resolve.js';
import { backoffDelay, DEFAULT_RETRY_POLICY } from '../../src/engine/llm/retry.js';
import { answerSchema, fitsStrictMode } from '../../src/engine/llm/schema.js';

describe('parseModel', () => {
  it('reads "<provider>/<model>" strings and configuration objects', () => {
    expect(parseModel('openai/gpt-4.1-mini')).toEqual({ provider: 'openai', modelName: 'gpt-4.1-mini' });
    expect(parseModel('Google/gemini-2.5-flash')).toEqual({ provider: 'google', modelName: 'gemini-2.5-flash' });
    expect(parseModel({ modelName: 'openai/meta-llama/Llama-3-8b', apiKey: 'k', baseURL: 'http://127.0.0.1:1/v1' })).toEqual({
      provider: 'openai',
      modelName: 'meta-llama/Llama-3-8b',
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:1/v1',
    });
  });

  it('accepts the bare names people type for the three providers', () => {
    expect(parseModel('gpt-4o').provider).toBe('openai');
    expect(parseModel('o4-mini').provider).toBe('openai');
    expect(parseModel('claude-sonnet-4-5').provider).toBe('anthropic');
    expect(parseModel('gemini-2.5-pro').provider).toBe('google');
  });

  it('rejects an unknown provider with a typed error listing the known ones', () => {
    for (const input of ['mistral/large', 'llama3']) {
      const error = (() => {
        try {
          parseModel(input);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(UnknownModelProviderError);
      expect((error as UnknownModelProviderError).option).toBe('model');
      for (const known of KNOWN_PROVIDERS) expect((error as Error).message).toContain(known);
    }
  });

  it('asks for a model name after the provider', () => {
    expect(() => parseModel('openai/')).toThrow(/names no model after "openai\/", e.g. "openai\/gpt-5.4-mini"/);
  });
});

describe('apiKeyFor', () => {
  it('prefers the key given with the model, then the provider variables in order', () => {
    expect(apiKeyFor({ provider: 'openai', modelName: 'm', apiKey: 'given' }, { OPENAI_API_KEY: 'env' })).toBe('given');
    expect(apiKeyFor({ provider: 'openai', modelName: 'm' }, { OPENAI_API_KEY: 'env' })).toBe('env');
    expect(apiKeyFor({ provider: 'anthropic', modelName: 'm' }, { OPENAI_API_KEY: 'env' })).toBeUndefined();
    expect(apiKeyFor({ provider: 'google', modelName: 'm' }, { GEMINI_API_KEY: 'alias' })).toBe('alias');
    expect(apiKeyFor({ provider: 'google', modelName: 'm' }, { GEMINI_API_KEY: 'alias', GOOGLE_GENERATIVE_AI_API_KEY: 'main' })).toBe('main');
    expect(apiKeyFor({ provider: 'google', modelName: 'm' }, { GOOGLE_GENERATIVE_AI_API_KEY: '  ' })).toBeUndefined();
  });
});

describe('ModelResolver', () => {
  it('builds one client per provider, model, address and key, and remembers keys for redaction', () => {
    const resolver = new ModelResolver('openai/gpt-4.1-mini', undefined, { OPENAI_API_KEY: 'sk-env-key' });
    const a = resolver.clientFor();
    expect(a).toBe(resolver.clientFor());
    expect(a).toBe(resolver.clientFor('openai/gpt-4.1-mini'));
    expect(resolver.clientFor({ modelName: 'openai/gpt-4.1-mini', apiKey: 'sk-other' })).not.toBe(a);
    expect(resolver.clientFor({ modelName: 'openai/gpt-4.1-mini', baseURL: 'http://127.0.0.1:9/v1' })).not.toBe(a);
    expect(resolver.clientFor('anthropic/claude-haiku-4-5')).toBeUndefined();
    expect(resolver.explainMissing('anthropic/claude-haiku-4-5')).toContain('ANTHROPIC_API_KEY');
    expect(resolver.secrets().sort()).toEqual(['sk-env-key', 'sk-other']);
  });

  it('throws for an unknown provider when built, not at the first call', () => {
    expect(() => new ModelResolver('acme/model-1')).toThrow(UnknownModelProviderError);
  });
});

describe('prices', () => {
  it('has a checked date and prices every listed model', () => {
    expect(PRICES_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const price of Object.values(MODEL_PRICES)) {
      expect(price.cachedInput).toBeLessThanOrEqual(price.input);
      expect(price.output).toBeGreaterThan(0);
    }
  });

  it('prices dated snapshots as their family and leaves unknown models unpriced', () => {
    expect(priceOf('openai', 'gpt-4.1-mini-2025-04-14')).toBe(MODEL_PRICES['openai/gpt-4.1-mini']);
    expect(priceOf('anthropic', 'claude-sonnet-4-5-20250929')).toBe(MODEL_PRICES['anthropic/claude-sonnet-4-5']);
    expect(priceOf('anthropic', 'claude-3-5-haiku-latest')).toBe(MODEL_PRICES['anthropic/claude-3-5-haiku']);
    expect(priceOf('anthropic', 'claude-sonnet-4')).toBe(MODEL_PRICES['anthropic/claude-sonnet-4-0']);
    expect(priceOf('google', 'gemini-3-flash-preview')).toBe(MODEL_PRICES['google/gemini-3-flash']);
    expect(priceOf('openai', 'my-finetune')).toBeUndefined();
    expect(costOf('acme', 'x', { promptTokens: 1, completionTokens: 1, reasoningTokens: 0, cachedInputTokens: 0 })).toBeUndefined();
  });

  it('charges cached input at the cached rate', () => {
    // gpt-4.1-mini: $0.40 in, $0.10 cached, $1.60 out per million tokens.
    const usage = { promptTokens: 1_000_000, completionTokens: 1_000_000, reasoningTokens: 0, cachedInputTokens: 500_000 };
    expect(costOf('openai', 'gpt-4.1-mini', usage)).toBeCloseTo(0.2 + 0.05 + 1.6, 10);
  });
});

describe('failures and backoff', () => {
  it('reads retry-after as seconds, an HTTP date or retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs({ 'Retry-After': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it('retries rate limits, server errors and dropped connections only', () => {
    expect(classifyFailure({ status: 429, headers: new Headers({ 'retry-after': '1' }) })).toMatchObject({ retryable: true, retryAfterMs: 1000 });
    expect(classifyFailure({ statusCode: 503 })).toMatchObject({ retryable: true, status: 503 });
    expect(classifyFailure({ status: 400 })).toMatchObject({ retryable: false });
    expect(classifyFailure(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }))).toMatchObject({ kind: 'connection', retryable: true });
    expect(classifyFailure(new Error('bug in a custom client'))).toMatchObject({ kind: 'other', retryable: false });
  });

  it('backs off exponentially within bounds, and honours retry-after up to its cap', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000 };
    expect(backoffDelay(policy, 1, undefined, () => 0)).toBe(50);
    expect(backoffDelay(policy, 1, undefined, () => 1)).toBe(100);
    expect(backoffDelay(policy, 3, undefined, () => 1)).toBe(400);
    expect(backoffDelay(policy, 10, undefined, () => 1)).toBe(1000);
    expect(backoffDelay(policy, 1, 2000)).toBe(2000);
    expect(backoffDelay(policy, 1, 60_000)).toBe(5000);
  });
});

describe('redactSecrets', () => {
  it('replaces secrets in every string at any depth, longest first, and ignores tiny ones', () => {
    const out = redactSecrets({ a: 'key sk-abc123 and sk-abc123-long', b: ['x', { c: 'sk-abc123' }], n: 1, t: 'ab' }, [
      'sk-abc123',
      'sk-abc123-long',
      'ab',
      undefined,
    ]);
    expect(out).toEqual({ a: 'key [redacted] and [redacted]', b: ['x', { c: '[redacted]' }], n: 1, t: 'ab' });
  });
});

describe('answer schemas', () => {
  it('keeps object schemas and wraps others as { value }', () => {
    const obj = answerSchema(z.object({ a: z.string() }));
    expect(obj.jsonSchema.type).toBe('object');
    expect(obj.unwrap({ a: 'x' })).toEqual({ a: 'x' });
    const list = answerSchema(z.array(z.number()));
    expect(list.jsonSchema.type).toBe('object');
    expect(list.zod.parse({ value: [1] })).toEqual({ value: [1] });
    expect(list.unwrap({ value: [1] })).toEqual([1]);
  });

  it('uses strict mode only when every property is required', () => {
    expect(fitsStrictMode(z.toJSONSchema(z.object({ a: z.string(), b: z.array(z.object({ c: z.number() })) })))).toBe(true);
    expect(fitsStrictMode(z.toJSONSchema(z.object({ a: z.string().optional() })))).toBe(false);
    expect(fitsStrictMode(z.toJSONSchema(z.object({ a: z.object({ b: z.string().optional() }) })))).toBe(false);
  });
});
