/** Formatting for the report page. Pure: unit-tested in Node. */

export function ms(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return '';
  if (n < 1000) return `${Math.round(n)} ms`;
  if (n < 60_000) return `${(n / 1000).toFixed(n < 10_000 ? 2 : 1)} s`;
  const minutes = Math.floor(n / 60_000);
  const seconds = Math.round((n % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

export function usd(n: number): string {
  if (!n) return '$0';
  if (n >= 0.01) return `$${Number(n.toFixed(4))}`;
  const s = n.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return `$${s === '0' ? n.toExponential(2) : s}`;
}

export const int = (n: number | undefined) => (n ?? 0).toLocaleString('en-US');

export const percent = (share: number | undefined) => (share === undefined ? '—' : `${Math.round(share * 100)}%`);

export const time = (epoch: number) => new Date(epoch).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

export function bytes(n: number | undefined): string {
  if (n === undefined) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

/** Cost of a thing with tokens: the cost, "price unknown" when tokens carry none, or nothing. */
export function costLabel(t: { cost: number; unpricedTokens: number; input: number; output: number }): string {
  if (t.cost > 0) return t.unpricedTokens > 0 ? `${usd(t.cost)} + price unknown` : usd(t.cost);
  if (t.unpricedTokens > 0) return 'price unknown';
  // No tokens spent (offline, cache): the cost is known, and it is nothing.
  return usd(0);
}

/** Longest page URL shown as is; a `data:` URL (a whole page inline) is cut to its type and size. */
const MAX_PAGE_URL = 120;

/** The page an AI step ran on, as the report prints it: `data:text/html,<p>Hi… (2,345 chars)`, long URLs cut. */
export function pageLabel(url: string): string {
  if (url.startsWith('data:')) {
    const head = url.slice(0, Math.min(url.length, 40));
    return url.length > 40 ? `${head}… (${int(url.length)} chars)` : url;
  }
  return url.length > MAX_PAGE_URL ? `${url.slice(0, MAX_PAGE_URL - 1)}…` : url;
}

export const statusLabel: Record<string, string> = {
  passed: 'passed',
  failed: 'failed',
  timedOut: 'timed out',
  skipped: 'skipped',
  interrupted: 'interrupted',
};

export type ValueLine = { depth: number; key?: string; text: string; kind: 'string' | 'number' | 'boolean' | 'null' | 'open' | 'close' | 'empty' };

/**
 * A value as indented lines of `key: value` (no JSON quoting of keys, strings as they are), for
 * parameters and results. Deep or long values are cut with a note.
 */
export function formatValue(value: unknown, maxLines = 200): ValueLine[] {
  const lines: ValueLine[] = [];
  const push = (line: ValueLine) => {
    if (lines.length < maxLines) lines.push(line);
  };
  const walk = (v: unknown, depth: number, key?: string) => {
    const k = key === undefined ? {} : { key };
    if (v === null || v === undefined) push({ depth, ...k, text: String(v), kind: 'null' });
    else if (typeof v === 'string') push({ depth, ...k, text: v, kind: 'string' });
    else if (typeof v === 'number') push({ depth, ...k, text: String(v), kind: 'number' });
    else if (typeof v === 'boolean') push({ depth, ...k, text: String(v), kind: 'boolean' });
    else if (Array.isArray(v)) {
      if (!v.length) return push({ depth, ...k, text: '[]', kind: 'empty' });
      push({ depth, ...k, text: `${v.length} item${v.length === 1 ? '' : 's'}`, kind: 'open' });
      v.forEach((x, i) => walk(x, depth + 1, String(i + 1)));
    } else if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      if (!entries.length) return push({ depth, ...k, text: '{}', kind: 'empty' });
      if (key !== undefined) push({ depth, ...k, text: '', kind: 'open' });
      for (const [ck, cv] of entries) walk(cv, key === undefined ? depth : depth + 1, ck);
    } else push({ depth, ...k, text: String(v), kind: 'string' });
  };
  walk(value, 0);
  if (lines.length >= maxLines) lines.push({ depth: 0, text: '… cut (the full value is in the replay file)', kind: 'null' });
  return lines;
}
