import type { SnapshotNode } from '../../snapshot/index.js';
import type { RuleInfo } from '../rule-info.js';
import { ownText, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { shownMenuEntries } from '../menu-layer.js';

/**
 * A text field that is really a list field: "set the customer to Orbital Foods" where the field
 * keeps no typed text (its page takes typing as the search of a list it draws, and drops it, or
 * drops it when the field is left). Nothing in the markup need say so (a toolkit's list field is
 * a plain `input` with no role, no aria-autocomplete, no listbox); the evidence is behaviour: the
 * field dropped the text the step typed, and opening the field (a click) shows a list of entries
 * that were not on the page before. Pure: the page is read by methods/list-field.ts, before the
 * step and after each move.
 */
export const LIST_FIELD_INFO: RuleInfo = {
  name: 'list-field',
  does: 'A value set into a text field that drops what is typed into it ("set the customer to Orbital Foods" on a list field whose typing only searches its list) is chosen from the list the field opens instead: the field is emptied, opened by a click, the one entry saying the value picked (typing the value to filter the list when it does not show yet), and the field must show the value after, its list closed.',
  when: 'A "set X to V" / "enter V as X" step resolved to fill a text field and leave it; the fill, or the leaving, finds the field emptied with nothing beside it showing V (the effect check of the fill or of the leave).',
  evidence: 'After the click on the field, entries (options, or a run of two or more short texts) that the page did not show when the step began; exactly one of them says V (case and spacing aside), else exactly one starts with V as whole words. Two such entries are handed over naming them; none fails, naming the first entries the list offered, with the typed text cleared and the list closed (Escape). Bounded: the page is read at most 8 times 150 ms apart after the click and after the typing.',
};

/** What the list shows now: the entry to pick, a wait while none is drawn, or why none is picked. */
export type ListStep =
  | { pick: SnapshotNode; name: string; entries: string[] }
  | { wait: string }
  | { none: string; entries: string[] }
  | { several: string[] }
  | { reason: string };

const entryName = (n: SnapshotNode) => (n.role === 'option' ? n.name ?? ownText(n) : ownText(n) || n.name || '').trim();

/**
 * The entry of the list a field opened that says `value`: among the entries the page shows now and
 * did not when the step began (menu-layer.ts: options or menu items, else one run of short new
 * texts), the one saying it whole (case and spacing aside), else the one that starts with it as
 * whole words ("Orbital" for "Orbital Foods") when it alone does.
 */
export function listEntry(value: string, began: PageIndex, now: PageIndex): ListStep {
  const entries = shownMenuEntries(began, now);
  if (!entries) return { wait: 'no list appeared (no options, no new entries)' };
  if ('reason' in entries) return entries;
  const live = entries.filter((e) => !e.disabled);
  const names = live.map(entryName);
  const wanted = normalize(value);
  if (!wanted) return { reason: 'the value is empty' };
  const exact = live.filter((e, i) => normalize(names[i]!) === wanted);
  if (exact.length === 1) return { pick: exact[0]!, name: entryName(exact[0]!), entries: names };
  if (exact.length > 1) return { several: exact.map(entryName) };
  const prefix = live.filter((e, i) => normalize(names[i]!).startsWith(`${wanted} `));
  if (prefix.length === 1) return { pick: prefix[0]!, name: entryName(prefix[0]!), entries: names };
  if (prefix.length > 1) return { several: prefix.map(entryName) };
  return { none: `no entry says "${value}"`, entries: names };
}
