/**
 * The one place where secrets are taken out of text. Every path that produces text for a person or
 * a model (page text, results, history, replay, logs, live file, step titles, error messages,
 * inference logs, cloud errors) goes through `maskSecrets` — usually via a `Secrets` set.
 *
 * A `variables` value becomes its placeholder (`%name%`), so a reader still sees which variable was
 * there; an API key becomes `[redacted]`.
 */
export const REDACTED = '[redacted]';

/** Shorter values are not masked: they would garble ordinary text and are no secret anyway. The one threshold. */
export const MIN_SECRET_LENGTH = 3;

/** A secret value and what replaces it. */
export type Replacement = readonly [value: string, replacement: string];

/**
 * What may stand between the characters of an echoed secret ("h u n t e r", "h-u-n-t-e-r",
 * zero-width joiners a page inserts): at most a few of these, so ordinary text is not swallowed.
 */
const SEPARATOR = '[\\s\\-_.,:;|/\\\\·•\u200b-\u200d\ufeff]{0,3}';

/**
 * The part of a secret that must be present for an echo of its beginning to be masked: half of it,
 * and never less than MIN_SECRET_LENGTH (a page that shows "hunter2…" of "hunter2pass" leaks it).
 */
export function prefixLength(value: string): number {
  return Math.min(value.length, Math.max(MIN_SECRET_LENGTH, Math.ceil(value.length / 2)));
}

const escapeChar = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * A pattern for the echoed forms of a secret in text: any letter case, characters spaced or
 * separated, and any prefix of at least `prefixLength` characters (the longest match wins).
 * Linear in the text: each optional tail group is tried once per position.
 */
export function echoPattern(value: string, whole = false): RegExp {
  const chars = [...value];
  const must = whole ? chars.length : prefixLength(value);
  let tail = '';
  for (let i = chars.length - 1; i >= must; i--) tail = `(?:${SEPARATOR}${escapeChar(chars[i]!)}${tail})?`;
  const head = chars.slice(0, must).map(escapeChar).join(SEPARATOR);
  return new RegExp(head + tail, 'giu');
}

const patterns = new Map<string, RegExp>();
function patternOf(value: string, whole: boolean): RegExp {
  const key = `${whole ? 1 : 0}${value}`;
  let p = patterns.get(key);
  if (!p) {
    // A small bounded memo: the same few secrets are masked over and over.
    if (patterns.size > 256) patterns.clear();
    patterns.set(key, (p = echoPattern(value, whole)));
  }
  return p;
}

/**
 * The one deep-walk mask of the engine: a copy of `value` with every secret (and its echoed forms:
 * see echoPattern) replaced, in every string and object key at any depth. Cycles are kept; a Page,
 * a Buffer or a class instance is passed through untouched.
 */
export function maskSecrets<T>(value: T, replacements: Iterable<Replacement>): T {
  const list = [...new Map([...replacements].filter(([v]) => typeof v === 'string' && v.length >= MIN_SECRET_LENGTH))]
    // Longest first, so a secret that contains another is replaced whole.
    .sort((a, b) => b[0].length - a[0].length);
  if (list.length === 0) return value;
  // Whole echoes of every secret first, then echoed beginnings: a secret that is the beginning of
  // another ("hunter22" of "hunter22x") is named as itself, not as the longer one's prefix.
  const scrub = (text: string) => {
    let out = text;
    for (const whole of [true, false]) {
      for (const [secret, by] of list) {
        if (out.length < (whole ? secret.length : prefixLength(secret))) continue;
        const pattern = patternOf(secret, whole);
        pattern.lastIndex = 0;
        if (pattern.test(out)) out = out.replace(pattern, () => by);
      }
    }
    return out;
  };
  const seen = new WeakMap<object, unknown>();
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrub(node);
    if (!node || typeof node !== 'object') return node;
    if (seen.has(node)) return seen.get(node);
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      seen.set(node, out);
      for (const item of node) out.push(walk(item));
      return out;
    }
    const proto = Object.getPrototypeOf(node) as unknown;
    if (proto !== Object.prototype && proto !== null) return node;
    const out: Record<string, unknown> = {};
    seen.set(node, out);
    for (const [k, v] of Object.entries(node)) out[scrub(k)] = walk(v);
    return out;
  };
  return walk(value) as T;
}

/** API keys (or other opaque values) replaced by `[redacted]`. */
export function keyReplacements(keys: Iterable<string | undefined>): Replacement[] {
  return [...keys].filter((k): k is string => !!k).map((k) => [k, REDACTED] as const);
}

/** `variables` values replaced by their `%name%` placeholder. */
export function variableReplacements(variables: Record<string, string> | ReadonlyMap<string, string> | undefined): Replacement[] {
  if (!variables) return [];
  const entries = variables instanceof Map ? [...variables.entries()] : Object.entries(variables);
  const out: Replacement[] = [];
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    for (const form of encodedForms(value)) out.push([form, `%${name}%`]);
  }
  return out;
}

/**
 * The encoded forms a page or an address echoes a value in: URL-encoded (a GET form, a script),
 * and base64 (standard and URL-safe, padded or not). Each is masked like the value itself.
 */
export function encodedForms(value: string): string[] {
  const b64 = Buffer.from(value, 'utf8').toString('base64');
  const b64url = Buffer.from(value, 'utf8').toString('base64url');
  return [...new Set([value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2), b64, b64.replace(/=+$/, ''), b64url])];
}

/** Text with secrets masked and URL query values hidden (a platform's connect URL carries signing keys there). */
export function maskUrlQueries(text: string): string {
  return text.replace(/([?&][^=\s&#"']+=)[^\s&#"']+/g, `$1${REDACTED}`);
}

/**
 * Masks an error in place (message, stack and causes) and returns it, keeping its class, so a
 * caller can still `instanceof` it. Frozen or exotic errors are copied instead.
 */
export function maskError<E>(error: E, mask: (text: string) => string, depth = 0): E {
  if (!(error instanceof Error)) return (typeof error === 'string' ? mask(error) : error) as E;
  try {
    error.message = mask(error.message);
    if (error.stack) error.stack = mask(error.stack);
    if (depth < 5 && error.cause !== undefined) error.cause = maskError(error.cause, mask, depth + 1);
    return error;
  } catch {
    const copy = new Error(mask(error.message));
    copy.name = error.name;
    copy.stack = mask(error.stack ?? '');
    return copy as E;
  }
}

/**
 * The secrets one client session knows: the values of every `variables` entry used so far (memory
 * only) and the API keys it holds. `mask` is what every output of the session goes through.
 */
export class Secrets {
  private readonly variables = new Map<string, string>();

  constructor(private readonly keys: () => Iterable<string | undefined> = () => []) {}

  /** From now on these values are masked everywhere. */
  addVariables(variables: Record<string, string> | undefined): void {
    for (const [name, value] of Object.entries(variables ?? {})) if (typeof value === 'string') this.variables.set(name, value);
  }

  get size(): number {
    return this.variables.size;
  }

  /** Variable values by name (page text masking, the action cache). */
  get byName(): ReadonlyMap<string, string> {
    return this.variables;
  }

  replacements(extra?: Record<string, string>): Replacement[] {
    return [...variableReplacements(extra), ...variableReplacements(this.variables), ...keyReplacements(this.keys())];
  }

  mask<T>(value: T, extra?: Record<string, string>): T {
    return maskSecrets(value, this.replacements(extra));
  }

  maskError<E>(error: E): E {
    const replacements = this.replacements();
    return maskError(error, (text) => maskSecrets(text, replacements));
  }
}

/** `value` (text, or data at any depth) with `variables` values replaced by their placeholders. */
export function maskVariables<T>(value: T, variables: Record<string, string> | ReadonlyMap<string, string> | undefined): T {
  return maskSecrets(value, variableReplacements(variables));
}

/** API keys and URL query values hidden: for text about a platform's addresses (connect URLs carry signing keys). */
export function redactKeys(text: string, keys: Iterable<string | undefined>): string {
  return maskUrlQueries(maskSecrets(text, keyReplacements(keys)));
}

/** A copy of an error (and its causes) with keys and URL query values hidden, for use as a `cause`. */
export function redactedErrorCopy(error: unknown, keys: readonly (string | undefined)[], depth = 0): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const cause = depth < 5 && source.cause !== undefined ? redactedErrorCopy(source.cause, keys, depth + 1) : undefined;
  const copy = new Error(redactKeys(source.message, keys), cause ? { cause } : undefined);
  copy.name = source.name;
  copy.stack = redactKeys(source.stack ?? '', keys);
  return copy;
}
