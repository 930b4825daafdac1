export const REDACTED = '[redacted]';

/**
 * A copy of `value` with every occurrence of each secret replaced, in every string at any depth.
 * Secrets shorter than 4 characters are ignored: replacing "a" everywhere would destroy the log
 * and protect nothing.
 */
export function redactSecrets<T>(value: T, secrets: Iterable<string | undefined>): T {
  const list = [...new Set([...secrets].filter((s): s is string => typeof s === 'string' && s.length >= 4))]
    // Longest first, so a secret that contains another is replaced whole.
    .sort((a, b) => b.length - a.length);
  if (list.length === 0) return value;
  const scrub = (text: string) => list.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrub(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [scrub(k), walk(v)]));
    }
    return node;
  };
  return walk(value) as T;
}
