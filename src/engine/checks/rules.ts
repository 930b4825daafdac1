/**
 * Checks resolved with no model: named rules that turn a parsed check into one Playwright
 * assertion (locator, matcher, expected), finding the element the way act() does (the offline
 * tier's page index and scoring: one candidate clearly ahead). A rule that is not sure hands
 * over; it never guesses. Each resolution names its rule.
 */
import type { Page } from 'playwright-core';
import type { AssertionMatcher, Candidate, Evidence } from '../decision/decision.js';
import { ancestors, indexPage, ownText, subtree, type PageIndex } from '../offline/page-index.js';
import { scoreCandidates, scoreNode, type Scored } from '../offline/match.js';
import type { TargetPhrase } from '../offline/parse.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../offline/score.js';
import { containsPhrase, normalize, words } from '../offline/text.js';
import { selectorLocator, selectorsFor } from '../snapshot/selectors.js';
import { resolveOnPage } from '../offline/tier.js';
import type { PageSnapshot, SnapshotNode } from '../snapshot/index.js';
import { escapeRegex, type CheckProperty, type ParsedCheck } from './parse.js';

/** An assertion before its code form: what a rule or the model decides. */
export interface AssertionSpec {
  selector?: string;
  matcher: AssertionMatcher;
  expected?: string | number;
  not: boolean;
}

export type CheckResolution =
  | { resolved: true; rule: string; assertion: AssertionSpec; evidence: Evidence }
  | { resolved: false; reason: string; evidence?: Evidence };

const handOver = (reason: string, evidence?: Evidence): CheckResolution => ({ resolved: false, reason, ...(evidence ? { evidence } : {}) });

/** The rules, by the kind of subject: each is a named unit; the decision carries its name. */
export async function resolveCheck(check: ParsedCheck, snapshot: PageSnapshot, page: Page): Promise<CheckResolution> {
  switch (check.subject.kind) {
    case 'page':
      return pageRule(check, page);
    case 'text':
      return textRule(check, check.subject.text, page);
    case 'count':
      return countRule(check, check.subject, indexPage(snapshot), snapshot, page);
    case 'dialogTitle':
      return dialogTitleRule(check, indexPage(snapshot), snapshot, page);
    case 'row':
      return rowRule(check, check.subject.ordinal, indexPage(snapshot), snapshot, page);
    case 'element':
      return elementRule(check, check.subject.readings, check.subject.indefinite, snapshot, page);
  }
}

// --- the page: URL, title, which page --------------------------------------------------------

async function pageRule(check: ParsedCheck, page: Page): Promise<CheckResolution> {
  const expected = String(check.expected ?? '');
  const facts = [`url ${page.url()}`];
  switch (check.property) {
    case 'url':
      return { resolved: true, rule: 'url-is', assertion: { matcher: 'toHaveURL', expected: /^[a-z]+:\/\//i.test(expected) ? expected : `/${escapeRegex(expected)}$/`, not: check.not }, evidence: { candidates: [], facts } };
    case 'urlContains':
      // Already a pattern ("…$" for "ends with") or a plain text to find in the URL.
      return { resolved: true, rule: 'url-contains', assertion: { matcher: 'toHaveURL', expected: `/${/\$$/.test(expected) ? expected : escapeRegex(expected)}/`, not: check.not }, evidence: { candidates: [], facts } };
    case 'title':
      return { resolved: true, rule: 'title-is', assertion: { matcher: 'toHaveTitle', expected, not: check.not }, evidence: { candidates: [], facts } };
    case 'titleContains':
      return { resolved: true, rule: 'title-contains', assertion: { matcher: 'toHaveTitle', expected: `/${escapeRegex(expected)}/`, not: check.not }, evidence: { candidates: [], facts } };
    case 'onPage': {
      // "we are on the login page": the page says so in its address or its title, or the rule cannot tell.
      const title = await page.title().catch(() => '');
      facts.push(`title ${JSON.stringify(title)}`);
      const name = words(expected).filter((w) => !['the', 'a', 'an'].includes(w));
      if (!name.length) return handOver('no page name', { candidates: [], facts });
      const url = new URL(page.url());
      const address = normalize(decodeURIComponent(`${url.pathname} ${url.hash}`).replace(/[-_/.#]+/g, ' '));
      if (containsPhrase(address, name.join(' '))) {
        return { resolved: true, rule: 'on-page-url', assertion: { matcher: 'toHaveURL', expected: `/${name.map(escapeRegex).join('[-_ /]?')}/i`, not: check.not }, evidence: { candidates: [], facts } };
      }
      if (containsPhrase(normalize(title), name.join(' '))) {
        return { resolved: true, rule: 'on-page-title', assertion: { matcher: 'toHaveTitle', expected: `/${name.map(escapeRegex).join('\\s+')}/i`, not: check.not }, evidence: { candidates: [], facts } };
      }
      return handOver(`neither the address nor the title of this page says "${expected}"`, { candidates: [], facts });
    }
    default:
      return handOver(`"${check.property}" is not a property of the page`);
  }
}

// --- text anywhere ----------------------------------------------------------------------------

/**
 * A quoted text, shown or not: an element whose whole text is that text. When the page shows it
 * only inside longer text ("Default Modal" in "Launch Default Modal"), whether that counts is not
 * for a rule to say.
 */
async function textRule(check: ParsedCheck, text: string, page: Page): Promise<CheckResolution> {
  if (!['visible', 'hidden'].includes(check.property)) return handOver(`"${check.property}" of a text`);
  if (!normalize(text)) return handOver('empty text');
  const exact = `internal:text=${JSON.stringify(text)}s`;
  const visibleCount = (selector: string) => selectorLocator(page, `${selector} >> visible=true`).count().catch(() => -1);
  const [exactly, within] = await Promise.all([visibleCount(exact), visibleCount(`internal:text=${JSON.stringify(text)}i`)]);
  const facts = [`${exactly} shown exactly`, `${within} shown inside longer text`];
  if (exactly < 0 || within < 0) return handOver('the page could not be read', { candidates: [], facts });
  if (exactly === 0 && within > 0) return handOver(`"${text}" is shown only as part of longer text`, { candidates: [], facts });
  return {
    resolved: true,
    rule: check.property === 'visible' ? 'text-shown' : 'text-hidden',
    assertion: { selector: `${exact} >> visible=true >> nth=0`, matcher: check.property === 'visible' ? 'toBeVisible' : 'toBeHidden', not: check.not },
    evidence: { candidates: [], facts },
  };
}

// --- counts -----------------------------------------------------------------------------------

async function countRule(check: ParsedCheck, subject: Extract<ParsedCheck['subject'], { kind: 'count' }>, index: PageIndex, snapshot: PageSnapshot, page: Page): Promise<CheckResolution> {
  if (!subject.roles?.length) return (await tableRows(check, subject, index, snapshot, page)) ?? listCount(check, subject, page);
  return roleCount(check, subject, index);
}

// --- rows of a table ----------------------------------------------------------------------------

const TABLE_ROLES: ReadonlySet<string> = new Set(['table', 'grid', 'treegrid']);

/**
 * The data rows of the page's one table or grid (ARIA rows that hold cells; header rows hold
 * column headers only), as a selector; or why not. Two tables: which one is not for a rule to say.
 */
async function dataRows(index: PageIndex, snapshot: PageSnapshot, page: Page): Promise<{ selector: string; rows: number; facts: string[] } | { handover: string }> {
  const tables = index.order.filter((n) => TABLE_ROLES.has(n.role) && n.ref);
  if (tables.length !== 1) return { handover: tables.length ? `${tables.length} tables are shown: which one is meant is not said` : 'no table is shown' };
  const table = tables[0]!;
  const cells = subtree(table);
  const cell = cells.some((n) => n.role === 'gridcell') ? 'gridcell' : 'cell';
  const rows = cells.filter((n) => n.role === 'row' && subtree(n).some((c) => c.role === cell)).length;
  const selector = `${await selectorsFor(page, snapshot)(table.ref!)} >> internal:role=row >> internal:has=${JSON.stringify(`internal:role=${cell}`)}`;
  return { selector, rows, facts: [`${rows} data rows in the ${table.role}`] };
}

/** "the table shows 10 rows", "there are 3 rows": the data rows of the page's one table or grid. */
async function tableRows(check: ParsedCheck, subject: Extract<ParsedCheck['subject'], { kind: 'count' }>, index: PageIndex, snapshot: PageSnapshot, page: Page): Promise<CheckResolution | undefined> {
  const said = words(subject.phrase).filter((w) => !['the', 'a', 'an', 'in', 'on', 'of', 'data', 'shown', 'visible'].includes(w));
  const noun = said.filter((w) => ['row', 'rows'].includes(w));
  const table = said.filter((w) => ['table', 'grid'].includes(w));
  // Only rows, of a table or nowhere said: "completed rows" or "rows in the cart" say more than a rule reads.
  if (noun.length !== 1 || said.length !== noun.length + table.length || table.length > 1) return undefined;
  const found = await dataRows(index, snapshot, page);
  if ('handover' in found) return handOver(found.handover);
  return { resolved: true, rule: 'table-rows', assertion: { selector: found.selector, matcher: 'toHaveCount', expected: Number(check.expected), not: check.not }, evidence: { candidates: [], facts: found.facts } };
}

/** "the dialog's title reads X": the first heading of the one dialog shown (a dialog is titled by its heading). */
async function dialogTitleRule(check: ParsedCheck, index: PageIndex, snapshot: PageSnapshot, page: Page): Promise<CheckResolution> {
  const dialogs = index.order.filter((n) => n.role === 'dialog' || n.role === 'alertdialog');
  if (dialogs.length !== 1) return handOver(dialogs.length ? `${dialogs.length} dialogs are shown` : 'no dialog is shown');
  const heading = subtree(dialogs[0]!).find((n) => n.role === 'heading' && n.ref);
  if (!heading) return handOver('the dialog has no heading');
  const selector = await selectorsFor(page, snapshot)(heading.ref!);
  const evidence: Evidence = { candidates: [{ role: 'heading', name: heading.name ?? ownText(heading), score: 1, selector }] };
  switch (check.property) {
    case 'text':
    case 'containsText':
      return { resolved: true, rule: 'dialog-title', assertion: { selector, matcher: check.property === 'text' ? 'toHaveText' : 'toContainText', expected: String(check.expected ?? ''), not: check.not }, evidence };
    default:
      return handOver(`"${check.property}" of a dialog's title`, evidence);
  }
}

/** "the first row shows X": the nth data row of the page's one table or grid holds the text. */
async function rowRule(check: ParsedCheck, ordinal: number, index: PageIndex, snapshot: PageSnapshot, page: Page): Promise<CheckResolution> {
  if (check.property !== 'containsText') return handOver(`"${check.property}" of a row`);
  const found = await dataRows(index, snapshot, page);
  if ('handover' in found) return handOver(found.handover);
  const nth = ordinal > 0 ? ordinal - 1 : ordinal;
  return { resolved: true, rule: 'table-row', assertion: { selector: `${found.selector} >> nth=${nth}`, matcher: 'toContainText', expected: String(check.expected ?? ''), not: check.not }, evidence: { candidates: [], facts: found.facts } };
}

/**
 * "there are 3 todos", "the todo list has three entries", "there is 1 completed todo": the items
 * of the one list (or table) on the page whose developer-given name (id or class) says the noun
 * or names the list; a word before the noun must be a class some item has ("completed").
 */
async function listCount(check: ParsedCheck, subject: Extract<ParsedCheck['subject'], { kind: 'count' }>, page: Page): Promise<CheckResolution> {
  const said = words(subject.phrase.replace(/"[^"]*"/g, ' ')).filter((w) => !['the', 'a', 'an', 'in', 'on', 'of', 'there', 'still', 'shown', 'visible'].includes(w));
  // No helper functions inside: a bundler may wrap named ones in a helper the page does not have.
  const found = await page
    .evaluate((said) => {
      const out: { selector: string; items: number; classes: string[][]; named: string[] }[] = [];
      for (const list of Array.from(document.querySelectorAll('ul[id], ol[id], tbody[id], [role=list][id]'))) {
        if ((list as HTMLElement).offsetParent === null && list.children.length > 0) continue;
        const dev = `${list.id} ${typeof list.className === 'string' ? list.className : ''}`.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
        const named = said.filter((w) => dev.some((d) => d === w || d.replace(/(?:es|s)$/, '') === w.replace(/ies$/, 'y').replace(/(?:es|s)$/, '')));
        if (!named.length) continue;
        const items = Array.from(list.children).filter((c) => ['LI', 'TR'].includes(c.tagName) || c.getAttribute('role') === 'listitem');
        out.push({ selector: `#${CSS.escape(list.id)} > ${items[0]?.tagName.toLowerCase() ?? 'li'}`, items: items.length, classes: items.map((i) => Array.from(i.classList)), named });
      }
      return out;
    }, said)
    .catch(() => []);
  if (found.length !== 1) return handOver(found.length ? `${found.length} lists are named like "${subject.phrase}"` : `no list on the page is named like "${subject.phrase}"`);
  const list = found[0]!;
  const generic = new Set(['items', 'item', 'entries', 'entry', 'rows', 'row', 'list', 'things', 'elements', 'ones']);
  const others = said.filter((w) => !list.named.includes(w) && !generic.has(w));
  const filters = others.filter((w) => list.classes.some((c) => c.includes(w)));
  if (others.length !== filters.length) return handOver(`"${others.filter((w) => !filters.includes(w)).join(' ')}" says something about the items no class of theirs says`);
  const selector = `css=${list.selector}${filters.map((f) => `.${f}`).join('')}`;
  return { resolved: true, rule: 'count-list', assertion: { selector, matcher: 'toHaveCount', expected: Number(check.expected), not: check.not }, evidence: { candidates: [], facts: [`${list.items} items in ${list.selector}`] } };
}

function roleCount(check: ParsedCheck, subject: Extract<ParsedCheck['subject'], { kind: 'count' }>, index: PageIndex): CheckResolution {
  if (!subject.roles?.length) return handOver(`"${subject.phrase}" is not a kind of element the page names (a role word): counting it needs the model`);
  if (subject.roles.length > 1) return handOver(`"${subject.phrase}" stands for several roles`);
  const role = subject.roles[0]!;
  const matching = index.order.filter((n) => n.role === role && (subject.name === undefined || nameScore(subject.name, n.name, true) === 1));
  const expected = Number(check.expected);
  const facts = [`${matching.length} ${role}${subject.name !== undefined ? ` named "${subject.name}"` : ''} shown now`];
  // A role counted without a name may not be what the tester counts ("tabs" drawn as links): it is
  // trusted when the page agrees now, or when the count is of elements named exactly.
  if (matching.length !== expected && subject.name === undefined) return handOver(`the page shows ${matching.length} ${role} elements, not ${expected}: they may not be the ones meant`, { candidates: [], facts });
  const name = subject.name !== undefined ? `[name=${JSON.stringify(subject.name)}s]` : '';
  return { resolved: true, rule: 'count-role', assertion: { selector: `internal:role=${role}${name}`, matcher: 'toHaveCount', expected, not: check.not }, evidence: { candidates: [], facts } };
}

// --- one element ------------------------------------------------------------------------------

const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'slider']);
/** Roles people name by what they show, which are not acted on: a check may be about them. */
const SHOWN_ROLES: ReadonlySet<string> = new Set(['heading', 'img', 'dialog', 'alert', 'status', 'paragraph', 'listitem', 'cell', 'row', 'progressbar', 'region', 'navigation', 'table', 'list', 'contentinfo', 'banner', 'main']);

type Located = { node: SnapshotNode; score: number; candidates: Scored[] } | { absent: TargetPhrase } | { handover: string; candidates: Scored[] };

async function elementRule(check: ParsedCheck, readings: TargetPhrase[], indefinite: boolean, snapshot: PageSnapshot, page: Page): Promise<CheckResolution> {
  const index = indexPage(snapshot);
  const property = check.property;
  let found = locate(readings, property, index, indefinite);
  // What the check's own words cannot settle, act()'s resolver may ("the new todo field" by the
  // page's developer names, "the edit box" by focus): the element observe() would name.
  if ('handover' in found || ('absent' in found && !['visible', 'hidden'].includes(property))) {
    const named = await observedElement(check, readings, snapshot, page);
    if (named) found = { node: named, score: 1, candidates: [{ node: named, score: 1 }] };
  }
  const describe = (s: Scored): Candidate => ({ role: s.node.role, name: s.node.name ?? ownText(s.node), score: Math.round(s.score * 100) / 100, ...(s.node.ref ? { selector: s.node.ref } : {}) });
  if ('handover' in found) return handOver(found.handover, { candidates: found.candidates.slice(0, 5).map(describe) });
  if ('absent' in found) {
    // Shown or not, of an element the page does not show now: Playwright's role locator (hidden ones excluded) says it.
    const target = found.absent;
    if (!['visible', 'hidden'].includes(property)) return handOver(`no element matches "${target.name}" to check it is ${property}`);
    if (!target.roles?.length || target.roles.length > 2 || (!target.name && target.roles[0] !== 'dialog')) return handOver(`"${target.name || target.roles?.join('/')}" is not on the page, and without a role and a name no locator says which element was meant`);
    const named = target.name ? `[name=${JSON.stringify(target.name)}${target.exact ? 's' : 'i'}]` : '';
    const selector = `internal:role=${target.roles[0]}${named} >> nth=0`;
    return { resolved: true, rule: 'absent-element', assertion: { selector, matcher: property === 'visible' ? 'toBeVisible' : 'toBeHidden', not: check.not }, evidence: { candidates: [], facts: [`no ${target.roles[0]} like "${target.name}" is shown now`] } };
  }
  const { node } = found;
  const evidence: Evidence = { candidates: found.candidates.slice(0, 5).map(describe) };
  const rule = (own: string) => (observed.has(node) ? 'observe-element' : own);
  if (!fits(node, property)) return handOver(`"${property}" does not apply to a ${node.role}`, evidence);
  if (!node.ref) return handOver('the element has no reference to locate it by', evidence);
  const selector = await selectorsFor(page, snapshot)(node.ref);
  evidence.candidates = evidence.candidates.map((c) => (c.selector === node.ref ? { ...c, selector } : c));
  const field = FIELD_ROLES.has(node.role);
  const state = (matcher: AssertionMatcher, own = 'element-state'): CheckResolution => ({ resolved: true, rule: rule(own), assertion: { selector, matcher, not: check.not }, evidence });
  switch (property) {
    case 'visible':
      return state('toBeVisible');
    case 'hidden':
      return state('toBeHidden');
    case 'enabled':
      return state('toBeEnabled');
    case 'disabled':
      return state('toBeDisabled');
    case 'checked':
      return state('toBeChecked', fromRow.has(node) ? 'row-box' : 'box-state');
    case 'unchecked':
      return { resolved: true, rule: rule(fromRow.has(node) ? 'row-box' : 'box-state'), assertion: { selector, matcher: 'toBeChecked', not: !check.not }, evidence };
    case 'focused':
      return state('toBeFocused');
    case 'empty':
      if (!field || isSelect(node)) return handOver(`"empty" of a ${node.role}`, evidence);
      return { resolved: true, rule: rule('field-value'), assertion: { selector, matcher: 'toHaveValue', expected: '', not: check.not }, evidence };
    case 'text':
    case 'containsText': {
      const expected = String(check.expected ?? '');
      if (isSelect(node)) {
        // A dropdown shows its selected option: the option's value, found by the label the tester reads.
        const value = await optionValue(page, selector, expected);
        if (value === undefined) return handOver(`the dropdown's options could not be read`, evidence);
        return { resolved: true, rule: rule('select-value'), assertion: { selector, matcher: 'toHaveValue', expected: value, not: check.not }, evidence };
      }
      if (field) {
        const value = property === 'text' ? expected : `/${escapeRegex(expected)}/`;
        return { resolved: true, rule: rule('field-value'), assertion: { selector, matcher: 'toHaveValue', expected: value, not: check.not }, evidence };
      }
      if (['checkbox', 'radio', 'switch'].includes(node.role)) return handOver(`the text of a ${node.role}`, evidence);
      return { resolved: true, rule: rule('element-text'), assertion: { selector, matcher: property === 'text' ? 'toHaveText' : 'toContainText', expected, not: check.not }, evidence };
    }
    default:
      return handOver(`"${property}" of an element`, evidence);
  }
}

/** Controls that open something (act() names them for "the … menu"); and words for what they open. */
const OPENER_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem', 'combobox', 'tab']);
const POPUP_WORDS = /\b(?:menu|submenu|dropdown|drop-down|popup|pop-up|popover|panel|drawer|tooltip|list|section|sidebar)\b/i;

/** Elements found by act()'s resolver, so the decision names that rule. */
const observed = new WeakSet<SnapshotNode>();

/**
 * The one element observe() names for the check's subject, when it is of the kind the check names
 * (a "dialog" must be a dialog, not the button that opens it). Read-only: the page is not touched.
 */
async function observedElement(check: ParsedCheck, readings: TargetPhrase[], snapshot: PageSnapshot, page: Page): Promise<SnapshotNode | undefined> {
  if (check.subject.kind !== 'element') return undefined;
  const decision = await resolveOnPage('observe', `find the ${check.subject.phrase.replace(/^the\s+/i, '')}`, snapshot, page).catch(() => undefined);
  if (!decision?.resolved || decision.actions.length !== 1 || decision.actions[0]!.within) return undefined;
  const node = snapshot.byRef.get(decision.actions[0]!.ref);
  if (!node) return undefined;
  const roles = readings.flatMap((r) => r.roles ?? []);
  if (roles.length && !roles.includes(node.role)) return undefined;
  // "the menu of X is closed": act() names the control that opens the menu, but whether the menu
  // is shown is not whether its control is: a popup's state is not read off its opener.
  if ((check.property === 'visible' || check.property === 'hidden') && OPENER_ROLES.has(node.role) && POPUP_WORDS.test(check.subject.phrase)) return undefined;
  observed.add(node);
  return node;
}

/** Whether a property can be asked of an element of this role at all (toBeChecked of a link is an error, not a verdict). */
function fits(node: SnapshotNode, property: CheckProperty): boolean {
  switch (property) {
    case 'checked':
    case 'unchecked':
      return BOX_ROLES.has(node.role) || node.role === 'menuitemcheckbox' || node.role === 'menuitemradio';
    case 'empty':
      return FIELD_ROLES.has(node.role);
    default:
      return true;
  }
}

const isSelect = (node: SnapshotNode) => node.role === 'combobox' && node.children.some((c) => c.role === 'option');

/** The value of the option whose label (or value) is `label`; the label itself when no option has it (the check then fails). */
async function optionValue(page: Page, selector: string, label: string): Promise<string | undefined> {
  return selectorLocator(page, selector)
    .evaluate((el, wanted) => {
      const options = Array.from((el as HTMLSelectElement).options ?? []);
      const byLabel = options.filter((o) => (o.label || o.text).replace(/\s+/g, ' ').trim() === wanted.replace(/\s+/g, ' ').trim());
      if (byLabel.length === 1) return byLabel[0]!.value;
      return byLabel.length ? null : wanted;
    }, label, { timeout: 2_000 })
    .then((v) => v ?? undefined, () => undefined);
}

/** The one element the readings agree on, or that nothing like it is shown, or why not. */
function locate(readings: TargetPhrase[], property: CheckProperty, index: PageIndex, indefinite: boolean): Located {
  const chosen = new Map<SnapshotNode, { score: number; candidates: Scored[] }>();
  let firstHandover: { handover: string; candidates: Scored[] } | undefined;
  let anyCandidate = false;
  // Readings that scope or qualify by developer names are act()'s business; a check reads the plain ones.
  const plain = readings.filter((r) => !r.scope && !r.kind && !r.whole && !r.mention && !r.submitsForm && !r.pageLink && !r.all);
  // "the checkbox for "feed the cat"": a box named by the row it is in.
  const rowScoped = property === 'checked' || property === 'unchecked'
    ? readings.filter((r) => r.scope?.anchor && !r.scope.containerRoles && !r.name && r.roles?.every((role) => BOX_ROLES.has(role)))
    : [];
  for (const target of [...plain, ...rowScoped]) {
    const scored = target.scope ? rowBoxes(index, target.scope.anchor!) : candidates(index, target, property);
    if (scored.length) anyCandidate = true;
    const pick = pickOne(scored, target, index, indefinite);
    if ('handover' in pick) firstHandover ??= { handover: pick.handover, candidates: scored.sort((a, b) => b.score - a.score) };
    else chosen.set(pick.node, { score: pick.score, candidates: scored.sort((a, b) => b.score - a.score) });
  }
  if (chosen.size === 1) {
    const [[node, { score, candidates: cs }]] = [...chosen.entries()] as [[SnapshotNode, { score: number; candidates: Scored[] }]];
    return { node, score, candidates: cs };
  }
  if (chosen.size > 1) return { handover: `the check's words name ${chosen.size} different elements`, candidates: [...chosen.keys()].map((node) => ({ node, score: chosen.get(node)!.score })) };
  const literal = plain[0];
  // Nothing on the page is called anything like it: the element is not shown now.
  if (!anyCandidate && literal?.name && !mentionedAnywhere(index, literal.name)) return { absent: literal };
  // "no dialog is open": a role with no name, when none of that role is shown.
  if (literal && !literal.name && literal.roles?.[0] === 'dialog' && !index.order.some((n) => literal.roles!.includes(n.role))) return { absent: literal };
  return firstHandover ?? { handover: 'the check names no element', candidates: [] };
}

/** Candidates of a kind the property applies to, scored by name as act() scores them. */
function candidates(index: PageIndex, target: TargetPhrase, property: CheckProperty): Scored[] {
  return nearlyNamed(scoredCandidates(index, target, property), target);
}

/**
 * A check names a thing to say something about it, so a name only partly matched ("default modal"
 * inside "Launch Default Modal") counts only when the check also names the kind of element it is.
 */
function nearlyNamed(scored: Scored[], target: TargetPhrase): Scored[] {
  return scored.filter((s) => s.score >= NEAR_EQUAL || !!target.roles?.includes(s.node.role));
}
const NEAR_EQUAL = 0.9;

function scoredCandidates(index: PageIndex, target: TargetPhrase, property: CheckProperty): Scored[] {
  const nodes = index.order;
  if (property === 'checked' || property === 'unchecked') {
    const boxes = scoreCandidates(nodes, 'check', target);
    return boxes.some((b) => b.score >= MIN_SCORE) ? boxes : [...boxes, ...rowBoxes(index, target.name)];
  }
  if (property === 'empty') return scoreCandidates(nodes, 'fill', target);
  const byNode = new Map<SnapshotNode, number>();
  const add = (list: Scored[]) => list.forEach((s) => byNode.set(s.node, Math.max(byNode.get(s.node) ?? 0, s.score)));
  if (property === 'text' || property === 'containsText') {
    add(scoreCandidates(nodes, 'fill', target));
    add(scoreCandidates(nodes, 'selectOption', target));
  }
  add(scoreCandidates(nodes, 'click', target));
  // Things that are not acted on (a heading, an image, a dialog) when the check names their kind.
  const shown = target.roles?.filter((r) => SHOWN_ROLES.has(r) || FIELD_ROLES.has(r) || r === 'alertdialog');
  if (shown?.length) {
    for (const node of nodes) {
      if (!node.ref || !shown.includes(node.role)) continue;
      // A dialog without a name is known by its title: the first heading in it.
      const title = node.role === 'dialog' || node.role === 'alertdialog' ? subtree(node).find((n) => n.role === 'heading') : undefined;
      const score = target.name ? Math.max(scoreNode(node, target), nameScore(target.name, ownText(node), target.exact), title ? nameScore(target.name, ownText(title), target.exact) : 0) : 1;
      if (score > 0) byNode.set(node, Math.max(byNode.get(node) ?? 0, score));
    }
  }
  return [...byNode.entries()].map(([node, score]) => ({ node, score }));
}

/**
 * One candidate clearly ahead (as act()'s `choose`), or the nth by an ordinal. "the heading" with
 * several headings is the page's one top-level heading. "a …" (indefinite) is any of equals: the
 * first, when they are one name.
 */
function pickOne(scored: Scored[], target: TargetPhrase, index: PageIndex, indefinite: boolean): { node: SnapshotNode; score: number } | { handover: string } {
  const ordered = [...scored].sort((a, b) => (index.position.get(a.node) ?? 0) - (index.position.get(b.node) ?? 0));
  const best = Math.max(0, ...ordered.map((s) => s.score));
  if (best < MIN_SCORE) return { handover: ordered.length ? `no element matches "${target.name}" well enough` : `no element matches "${target.name || target.roles?.join('/')}"` };
  const top = ordered.filter((s) => s.score >= best - 1e-9);
  if (target.ordinal !== undefined) {
    const pick = target.ordinal > 0 ? top[target.ordinal - 1] : top[top.length + target.ordinal];
    return pick ? { node: pick.node, score: pick.score } : { handover: `asked for the ${target.ordinal > 0 ? `#${target.ordinal}` : 'last'} match, found ${top.length}` };
  }
  const close = ordered.filter((s) => s.score > best - MIN_LEAD);
  if (close.length === 1) return { node: close[0]!.node, score: close[0]!.score };
  // The one element named exactly so, among elements whose names only contain the words.
  const equal = close.filter((s) => s.score >= 1 - 1e-9);
  if (equal.length === 1 && close.every((s) => s === equal[0] || s.score < NEAR_EQUAL)) return { node: equal[0]!.node, score: 1 };
  if (!target.name && target.roles?.includes('heading')) {
    const main = close.filter((s) => s.node.role === 'heading' && s.node.level === 1);
    if (main.length === 1) return { node: main[0]!.node, score: main[0]!.score };
  }
  if (indefinite && top.length === close.length && new Set(top.map((s) => normalize(s.node.name ?? ownText(s.node)))).size === 1) return { node: top[0]!.node, score: top[0]!.score };
  return { handover: `${close.length} elements match "${target.name || target.roles?.join('/')}" about equally` };
}

/**
 * The one box in the row or list item whose text is `name` ("feed the cat" in a todo list): the
 * row's own text names its box, when the row has exactly one box.
 */
function rowBoxes(index: PageIndex, name: string): Scored[] {
  if (!normalize(name)) return [];
  const out: Scored[] = [];
  for (const node of index.order) {
    if (nameScore(name, ownText(node), true) !== 1 || BOX_ROLES.has(node.role)) continue;
    const row = ancestors(index, node).find((a) => ROW_ROLES.has(a.role));
    const boxes = row ? subtree(row).filter((n) => BOX_ROLES.has(n.role) && n.ref) : [];
    if (boxes.length === 1 && !out.some((o) => o.node === boxes[0])) {
      out.push({ node: boxes[0]!, score: 0.95 });
      fromRow.add(boxes[0]!);
    }
  }
  return out;
}
/** Boxes found by their row's text, so the decision names that rule. */
const fromRow = new WeakSet<SnapshotNode>();
const ROW_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'treeitem', 'article']);
const BOX_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch']);

/** Whether any element or text on the page says the name (then "not shown" would be a guess). */
function mentionedAnywhere(index: PageIndex, name: string): boolean {
  const wanted = normalize(name);
  if (!wanted) return false;
  return index.order.some((n) => [n.name, n.text, n.placeholder, ownText(n)].some((label) => {
    const l = normalize(label ?? '');
    return !!l && (containsPhrase(l, wanted) || nameScore(name, label) >= 0.45 || wanted.split(' ').every((w) => containsPhrase(l, w)));
  }));
}
