/**
 * Shapes of an SVG chart with a text label and no role (rule chart-shape): a bar named by its label
 * and a kind word, before or after it ("the bar for QA testing", "the details of the Design task",
 * "the Launch bar in the chart"), is clicked, and the page must change. A page of our own; found by
 * the eighth blind batch (Frappe Gantt's bars).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const bar = (name: string, y: number) =>
  `<g class="bar" style="cursor:pointer" data-name="${name}"><rect x="10" y="${y}" width="200" height="24" fill="#9cf"></rect><text x="16" y="${y + 16}">${name}</text></g>`;

const CHART = `<!doctype html><title>Plan</title>
<h1>Plan</h1>
<svg width="400" height="140">${bar('Design', 10)}${bar('QA testing', 50)}${bar('Launch', 90)}</svg>
<label>Progress of Design <input type="number" value="10"></label>
<div id="popup" hidden></div>
<script>
  for (const g of document.querySelectorAll('g.bar')) g.addEventListener('click', () => {
    const popup = document.getElementById('popup');
    popup.textContent = g.dataset.name + ': 5 days';
    popup.hidden = false;
  });
</script>`;

const pages = ownPages({ '/chart': CHART });
const popup = () => pages.client.page.locator('#popup').evaluate((p) => ((p as HTMLElement).hidden ? '' : p.textContent));

describe('a bar of an SVG chart, by its label and a kind word', () => {
  for (const [step, name] of [
    ['show the popup for QA testing', 'QA testing'],
    ['open the details of the Design task', 'Design'],
    ['click on the Launch bar in the chart', 'Launch'],
  ] as const) {
    it(`"${step}" clicks the ${name} bar and the page shows its popup`, async () => {
      const { client } = pages;
      await client.page.goto(`${pages.origin}/chart`);
      const result = await client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'chart-shape' });
      expect(await popup()).toBe(`${name}: 5 days`);
    });
  }

  it('"click the bar" names none of three: handed over, the page untouched', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/chart`);
    await expect(client.act('click the bar')).rejects.toThrow();
    expect(await popup()).toBe('');
  });
});
