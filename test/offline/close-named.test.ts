/**
 * "close this task" where the page has a control named "Close task" (rule verb-object, the verb
 * "close" read only as a control named by it and the noun): a project board's task page of our own.
 * Issue 25 (the tracker's "close this issue" for "Close issue"). Near misses: a noun no control names
 * with "Close" (not the page's other Close), and two controls so named.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const TASK = (extra: string) => `<!doctype html><title>Board</title>
<nav aria-label="Boards"><a href="#roadmap">Roadmap</a></nav>
<main>
  <h1>Write the launch plan</h1>
  <p>Status: <span id="state">Open</span></p>
  <button id="comment">Comment</button>
  <button id="close-task">Close task</button>${extra}
</main>
<aside aria-label="Tips"><p>Press ? for shortcuts.</p><button id="close-tips">Close</button></aside>
<p id="status">Ready</p>
<script>
  const status = (t) => { document.getElementById('status').textContent = t; };
  for (const b of document.querySelectorAll('button')) b.onclick = () => {
    if (b.textContent === 'Close task') { document.getElementById('state').textContent = 'Closed'; b.textContent = 'Reopen task'; }
    status(b.id);
  };
</script>`;

const pages = ownPages({ '/task': TASK(''), '/twice': TASK('<footer><button id="close-task-2">Close task</button></footer>') });
const page = () => pages.client.page;
const status = () => page().locator('#status').textContent();

describe('"close this task" is the control named "Close task" (rule verb-object)', () => {
  it('clicks "Close task", not the tips\' Close', async () => {
    await page().goto(`${pages.origin}/task`);
    const result = await pages.client.act('close this task');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'verb-object' });
    expect(await status()).toBe('close-task');
    expect(await page().locator('#state').textContent()).toBe('Closed');
  });

  it('near miss: "close this sprint" (no control named Close sprint) clicks nothing', async () => {
    await page().goto(`${pages.origin}/task`);
    await expect(pages.client.act('close this sprint')).rejects.toThrow();
    expect(await status()).toBe('Ready');
  });

  it('near miss: two controls named "Close task": handed over', async () => {
    await page().goto(`${pages.origin}/twice`);
    await expect(pages.client.act('close the task')).rejects.toThrow(/2 controls|Close task/);
    expect(await status()).toBe('Ready');
  });
});
