/**
 * A nesting group collapsed or expanded by its label, drawn without a disclosure role: an org chart
 * of our own whose departments nest their teams; the department's label is a plain div that carries
 * aria-expanded (or, on another page, none) and a click on it folds its teams. Guards of what the
 * resolver does (rule toggle-by-state reads the label's aria-expanded; a label stating nothing is
 * handed over, as vis-timeline's is), and one case not done yet (todo below). Found by the eleventh
 * blind batch (a timeline: "collapse the Engineering group", "expand Engineering").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const dept = (name: string, teams: string[], state: string) =>
  `<div class="dept"><div class="dept-label" ${state}>${name}</div><div class="teams">${teams.map((t) => `<div class="team">${t}</div>`).join('')}</div></div>`;

const chart = (state: (open: boolean) => string, open = true) => `<!doctype html><title>Org chart</title>
<style> .dept-label { cursor: pointer; font-weight: bold; } .team { margin-left: 20px; } </style>
<h1>Org chart</h1>
${dept('Sales', ['Inside sales', 'Field sales'], state(open))}${dept('Support', ['Tier 1', 'Tier 2'], state(true))}
<script>
  document.addEventListener('click', (e) => {
    const label = e.target.closest('.dept-label');
    if (!label) return;
    const teams = label.nextElementSibling;
    teams.hidden = !teams.hidden;
    if (label.hasAttribute('aria-expanded')) label.setAttribute('aria-expanded', String(!teams.hidden));
  });
  document.querySelectorAll('.dept-label[aria-expanded=false]').forEach((l) => { l.nextElementSibling.hidden = true; });
</script>`;

// The label states whether its group is open (aria-expanded on a plain div).
const STATED = chart((open) => `aria-expanded="${open}"`);
const CLOSED = chart((open) => `aria-expanded="${open}"`, false);
// The same chart with no state anywhere: a click on the label may fold it, but nothing says so.
const UNSTATED = chart(() => '');

const pages = ownPages({ '/stated': STATED, '/closed': CLOSED, '/unstated': UNSTATED });
const teamsShown = () => pages.client.page.locator('.team:visible').allTextContents();
const open = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);
const ALL = ['Inside sales', 'Field sales', 'Tier 1', 'Tier 2'];

async function handsOver(step: string, why: RegExp, before: string[]) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await teamsShown()).toEqual(before);
}

describe('a nesting group collapsed or expanded by its label', () => {
  it('"collapse the Sales group" clicks the label that states it is expanded, and its teams are hidden', async () => {
    await open('/stated');
    const result = await pages.client.act('collapse the Sales group');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'toggle-by-state' });
    expect(result.success, result.message).toBe(true);
    expect(await teamsShown()).toEqual(['Tier 1', 'Tier 2']);
  });

  // Not done (kinds2, 2026-11-28): with its teams hidden, the department holds only its label, and
  // the snapshot folds the label (which carries aria-expanded="false") into the department's div,
  // whose own facts state nothing: "expand Sales" is handed over ("no control to expand").
  it.todo('"expand Sales" opens it again (the collapsed label folded into its parent by the snapshot)');
  it.todo('"expand Support" when Support is expanded already is handed over saying so');

  it('"collapse the Sales group" on a chart whose labels state nothing is handed over, the page untouched', async () => {
    await open('/unstated');
    await handsOver('collapse the Sales group', /handed over/, ALL);
  });
});
