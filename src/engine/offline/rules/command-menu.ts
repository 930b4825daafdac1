import type { SnapshotNode } from '../../snapshot/index.js';
import { isActionable } from '../../snapshot/index.js';
import { normalize } from '../text.js';
import { subtree } from '../page-index.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "export the list to PDF", "download the report as CSV": a command said by its verb, with what it
 * makes said after "to" or "as", when the page's control of that verb is a menu button (APG menu
 * button) or a split button whose arrow opens the menu of its variants ("Export" beside an arrow
 * with aria-expanded: "Export to CSV", "Export to PDF"). The menu is opened, then its one entry that
 * says the format is picked once shown; a menu with no such entry (or two) is closed again and the
 * step handed over. A control of the verb that opens nothing is never clicked for a variant it may
 * not make.
 */

/** Words a menu's opener says beside its purpose, or instead of one ("Toggle dropdown", "More options"). */
const MENU_WORDS: ReadonlySet<string> = new Set(['toggle', 'dropdown', 'drop', 'down', 'menu', 'more', 'options', 'option', 'arrow', 'expand', 'open', 'show', 'choices', 'list', 'split', 'button']);
/** What is made, said after the object: "to PDF", "as CSV", "in Excel", "by email", "via Slack". */
const MADE = /^(?:(.*?)\s+)?(?:to|as|in|into|by|via)\s+(?:an?\s+|the\s+)?([\p{L}\p{N}][\p{L}\p{N}.+-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}.+-]*){0,2})$/iu;
/** Words that say no format: a place, a time, a person ("export it to me", "print it in a minute"). */
const NO_FORMAT: ReadonlySet<string> = new Set(['me', 'us', 'you', 'it', 'them', 'here', 'there', 'now', 'later', 'minute', 'second', 'file', 'disk', 'top', 'bottom', 'front', 'back', 'order', 'full', 'bulk']);
const CONTROLS: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
const OPENERS: ReadonlySet<string> = new Set(['button', 'menuitem']);

const wordsOf = (text: string) => normalize(text).split(' ').filter(Boolean);

/** The verb and the format the step says, or undefined. */
function commandSaid(said: string, raw: string): { verb: string; made: string[] } | undefined {
  const verb = normalize(said);
  if (!/^\p{L}{3,}$/u.test(verb)) return undefined;
  const m = raw.trim().match(MADE);
  if (!m) return undefined;
  const made = wordsOf(m[2]!);
  if (!made.length || made.some((w) => NO_FORMAT.has(w))) return undefined;
  return { verb, made };
}

export const commandMenu: WidgetRule = {
  info: {
    name: 'command-menu',
    does: 'A command said by its verb and what it makes ("export the list to PDF"): the menu of the control of that verb (a menu button, or a split button\'s arrow) is opened, then its one entry saying the format is picked once shown.',
    when: '"export the list to PDF", "export the tickets to Excel", "download the report as CSV", "share the board by email": a verb no table knows, an object or none, then "to", "as", "in", "by" or "via" and a format or a channel of one to three words; no control is named by the whole step.',
    evidence: 'Exactly one button, link or menu item on the page is named by the verb alone (menu words such as "dropdown" aside); it states aria-expanded=false or aria-haspopup menu (a menu button), or the next control after it in the same part is a closed menu button whose name says only menu words ("Toggle dropdown") or nothing (a split button\'s arrow). After the opener is clicked, exactly one entry of the menu that shows says every word of the format (else the menu is closed with Escape and the step handed over). A control of the verb that opens no menu hands over.',
    example: {
      html: '<div role="toolbar" aria-label="Contacts"><button onclick="alert(\'csv\')">Export</button><button aria-label="Toggle dropdown" aria-expanded="false" onclick="this.setAttribute(\'aria-expanded\',\'true\');document.getElementById(\'m\').hidden=false">▾</button></div><ul role="menu" id="m" hidden><li role="menuitem">Export to CSV</li><li role="menuitem">Export to PDF</li></ul>',
      step: 'export the contacts to PDF',
      action: 'open button "Toggle dropdown" beside button "Export", then pick the menu entry saying "pdf"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && form.frame === 'target' && !!form.target?.raw && !form.target.exact && form.target.ordinal === undefined && !form.scope && !!commandSaid(form.said, form.target.raw),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const command = commandSaid(form.said, form.target!.raw)!;
    const { index, book } = ctx;
    const verbOnly = (n: SnapshotNode) => {
      const words = wordsOf(n.name ?? '').filter((w) => !MENU_WORDS.has(w) && /[\p{L}\p{N}]/u.test(w));
      return words.length === 1 && words[0] === command.verb;
    };
    const named = index.order.filter((n) => n.ref && CONTROLS.has(n.role) && !n.disabled && isActionable(n) && verbOnly(n));
    if (!named.length) return undefined;
    if (named.length > 1) return { handover: `${named.length} controls are named "${command.verb}" (${named.slice(0, 4).map(said).join(', ')}): say which one, then the entry ("open the … menu", then "click …")`, near: true };
    const control = named[0]!;
    const before = book.misses;
    const facts = book.facts(control);
    // A split button's arrow: the next control after it, in the same part.
    const at = index.order.indexOf(control);
    const next = index.order.slice(at + 1).find((n) => n.ref && isActionable(n) && !subtree(control).includes(n));
    const arrow = next && OPENERS.has(next.role) && index.parent.get(next) === index.parent.get(control) && wordsOf(next.name ?? '').every((w) => MENU_WORDS.has(w) || !/[\p{L}\p{N}]/u.test(w)) ? next : undefined;
    const arrowFacts = arrow ? book.facts(arrow) : undefined;
    if (book.misses > before) return { handover: `reading whether ${said(control)} opens a menu`, near: true };
    const own = (control.expanded ?? facts?.expanded) === false || ((facts?.popup === 'menu' || facts?.popup === 'true') && facts.expanded === undefined && facts.pressed === undefined);
    const split = !own && !!arrow && (arrow.expanded ?? arrowFacts?.expanded) === false;
    if (!own && !split) return { handover: `${said(control)} opens no menu the page states (no aria-expanded, no arrow beside it): it may not make ${command.made.join(' ')}; say "click ${control.name}" if it does`, near: true };
    const opener = own ? control : arrow!;
    const entry = command.made.join(' ');
    return {
      actions: [
        {
          ref: opener.ref!,
          method: 'click',
          arguments: [],
          description: `open ${said(opener)}${own ? '' : ` beside ${said(control)}`}, then pick the menu entry saying "${entry}"`,
          menu: { says: command.made.map((w) => [w]), not: [], pick: { rule: 'command-menu' } },
        },
      ],
      candidates: [{ role: opener.role, name: opener.name ?? '', score: 1, why: own ? `the one control named "${command.verb}", a menu button` : `the arrow of the one control named "${command.verb}" (a split button)` }],
      facts: [own ? `${said(control)} aria-expanded=false` : `${said(arrow!)} aria-expanded=false, next to ${said(control)} in the same part`, `the menu's entry must say "${entry}"`],
    };
  },
};
