import type { SnapshotNode } from '../snapshot/index.js';
import { fitsMethod, type Choice } from './match.js';
import type { PageIndex } from './page-index.js';
import { normalize } from './text.js';

/**
 * "go to the login page": the link that leads to that page (`login.html`, `/login`, `/log-in/`),
 * tried when no control shows the name. Every such link must lead to the same address, so which
 * of them is clicked does not matter; links to other pages or several addresses are handed over.
 */
export function pageLinkChoice(name: string, index: PageIndex): Choice {
  const wanted = normalize(name).replace(/ /g, '');
  if (!wanted) return { handover: 'no page named' };
  const links = index.order.filter((n): n is SnapshotNode & { url: string } => n.role === 'link' && !!n.url && fitsMethod(n, 'click') && pageOf(n.url) === wanted);
  if (!links.length) return { handover: `no link leads to a "${name}" page` };
  const addresses = new Set(links.map((l) => l.url.replace(/#.*$/, '')));
  if (addresses.size !== 1) return { handover: `links to ${addresses.size} different "${name}" pages` };
  const link = links.find((l) => !l.disabled);
  return link ? { nodes: [link], score: 1 } : { handover: 'the link is disabled' };
}

/** The page a link's address names, as joined words: `../sign-up.html` → "signup"; undefined for none. */
export function pageOf(url: string): string | undefined {
  const path = url.replace(/[?#].*$/, '');
  if (/^[a-z][a-z\d+.-]*:/i.test(path) && !/^https?:/i.test(path)) return undefined;
  const segment = path.replace(/^https?:\/\/[^/]+/i, '').split('/').filter(Boolean).at(-1);
  if (!segment || segment === '.' || segment === '..') return undefined;
  const base = segment.replace(/\.(?:html?|php|aspx?|jsp)$/i, '');
  return normalize(base.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')).replace(/ /g, '') || undefined;
}
