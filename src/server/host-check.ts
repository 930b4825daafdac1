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
 * The `Host` names this server answers (DNS-rebinding defence): the address it listens on and the
 * loopback names with its port, plus the names given with `--allowed-host` (with or without a
 * port); IP addresses are always answered (see isAllowedHost). A page on another origin whose
 * name resolves to 127.0.0.1 sends its own name and is refused.
 */
export function allowedHosts(listenAddress: string, port: number, extra: readonly string[]): Set<string> {
  const names = new Set<string>();
  const address = isIP(listenAddress) === 6 ? `[${listenAddress.toLowerCase()}]` : listenAddress.toLowerCase();
  for (const name of [...LOOPBACK_NAMES, address]) {
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

/**
 * Whether to answer a request with this `Host`. An IP address is always answered: DNS rebinding
 * needs a name the attacker controls, and a page at an IP address has that address as its origin.
 */
export function isAllowedHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (host === undefined) return false;
  const name = hostWithoutPort(host);
  if (isIP(name.startsWith('[') ? name.slice(1, -1) : name) !== 0) return true;
  return allowed.has(host.trim().toLowerCase());
}
