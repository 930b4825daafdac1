/**
 * Groups of rows drawn with an arrow glyph before their title (a CSS ::before, no ARIA), their state
 * in a class word on the row: "collapse the Platform group" and "expand Platform" click the row, read
 * which way it is from its classes and its arrow, and check the rows around it shrink or grow. Pages
 * of our own (a planner's side list of teams); found on a timeline's nesting groups (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/**
 * `open`: how the Platform group starts. `liar`: its class says the other way from its arrow.
 * `twice`: two lists, each with a Platform group. `dead`: a click does nothing.
 */
const page = ({ open = true, liar = false, twice = false, dead = false } = {}) => `<!doctype html><title>Planner</title>
<style>
  .grp::before { content: "\\25B6"; margin-right: 4px; }
  .grp.expanded::before { content: "\\25BC"; }
  ${liar ? '.grp.expanded::before { content: "\\25B6"; }' : ''}
  .sub.hidden { display: none; }
</style>
${[1, ...(twice ? [2] : [])].map((n) => `<div class="teams" id="teams${n}">
  <div class="team"><div class="inner">Design</div></div>
  <div class="team grp ${open ? 'expanded' : 'collapsed'}"><div class="inner">Platform</div></div>
  <div class="team sub${open ? '' : ' hidden'}"><div class="inner">Backend</div></div>
  <div class="team sub${open ? '' : ' hidden'}"><div class="inner">Frontend</div></div>
  <div class="team"><div class="inner">QA</div></div>
</div>`).join('')}
<script>
  for (const g of document.querySelectorAll('.grp')) g.addEventListener('click', () => {
    if (${dead}) return;
    const open = g.classList.contains('expanded');
    g.classList.toggle('expanded', !open);
    g.classList.toggle('collapsed', open);
    for (const s of g.parentElement.querySelectorAll('.sub')) s.classList.toggle('hidden', open);
  });
</script>`;

const pages = ownPages({
  '/open': page(),
  '/closed': page({ open: false }),
  '/liar': page({ liar: true }),
  '/twice': page({ twice: true }),
  '/dead': page({ dead: true }),
});
const act = async (step: string) => pages.client.act(step).catch((error: Error) => ({ success: false, message: error.message }));
const shown = () => pages.client.page.locator('#teams1 .sub:not(.hidden)').count();

describe('a group row drawn as an arrow and its title', () => {
  it('"collapse the Platform group" clicks the row; its rows are hidden', async () => {
    await pages.client.page.goto(`${pages.origin}/open`);
    const result = await act('collapse the Platform group');
    expect(result.success, result.message).toBe(true);
    expect(await shown()).toBe(0);
  });

  it('"expand Platform" on a collapsed group shows its rows', async () => {
    await pages.client.page.goto(`${pages.origin}/closed`);
    const result = await act('expand Platform');
    expect(result.success, result.message).toBe(true);
    expect(await shown()).toBe(2);
  });

  it('near miss: a group already expanded is handed over, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/open`);
    const result = await act('expand Platform');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/expanded already/);
    expect(await shown()).toBe(2);
  });

  it('near miss: classes and arrow that disagree are handed over, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/liar`);
    const result = await act('collapse the Platform group');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/classes say expanded but its arrow/);
    expect(await shown()).toBe(2);
  });

  it('near miss: two groups titled so are handed over, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/twice`);
    const result = await act('collapse the Platform group');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/2 rows with an arrow are titled/);
    expect(await shown()).toBe(2);
  });

  it('near miss: a click that hides nothing is a failure, never a success', async () => {
    await pages.client.page.goto(`${pages.origin}/dead`);
    const result = await act('collapse the Platform group');
    expect(result.success).toBe(false);
    expect(await shown()).toBe(2);
  });
});
