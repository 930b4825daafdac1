import { isIP } from 'node:net';

/** Names that always reach a server listening on loopback. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

function hostWithoutPort(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.lastIndexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/**
 * The `Host` values this server answers (DNS-rebinding defence): the address it listens on and the
 * loopback names with its port, plus the names given with `--allowed-host` (with or without a
 * port). A page on another origin whose name resolves to 127.0.0.1 sends its own name and is refused.
 */
export function allowedHosts(listenAddress: string, port: number, extra: readonly string[]): Set<string> {
  const names = new Set<string>();
  const address = isIP(listenAddress) === 6 ? `[${listenAddress.toLowerCase()}]` : listenAddress.toLowerCase();
  // A wildcard address (0.0.0.0, ::) is no name a client sends: the machine's names must be allowed by hand.
  const wildcard = address === '0.0.0.0' || address === '[::]';
  for (const name of [...LOOPBACK_NAMES, ...(wildcard ? [] : [address])]) {
    names.add(`${name}:${port}`);
    if (port === 80) names.add(name);
  }
  for (const raw of extra) {
    const name = raw.trim().toLowerCase();
    if (!name) continue;
    if (hostWithoutPort(name) === name) names.add(`${name}:${port}`);
    names.add(name);
  }
  return names;
}

export function isAllowedHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  return host !== undefined && allowed.has(host.trim().toLowerCase());
}
