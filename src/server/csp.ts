import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Script types a browser runs; others (application/json data blocks) are data, not code. */
const RUNNABLE = /^\s*$|\b(text|application)\/(java|ecma)script\b|\bmodule\b/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A strict Content-Security-Policy for one HTML page of the report: only its own inline script
 * and style blocks run (by hash), files from this server, images inline; never framed by another
 * site (`frame-ancestors 'none'`), no plug-ins, no form posts, no <base> rewrites.
 */
export function reportPagePolicy(html: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNNABLE.test(type)) scripts.add(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(INLINE_STYLE)) styles.add(sha256(body));
  return [
    "default-src 'none'",
    `script-src 'self' ${[...scripts].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers of every HTML page the server sends. */
export function pageSecurityHeaders(policy: string): Record<string, string> {
  return { 'content-security-policy': policy, 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' };
}
