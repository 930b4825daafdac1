/**
 * Issue 25 (session 25, grid3): replies to popups a page draws as dialogs without saying so (no
 * role=dialog): a backdrop over the whole window holding a question, a raised box at the window's
 * centre with no backdrop. Rule layer-reply answers them ("yes, archive them", "no", "confirm the
 * booking"); a popup's answer that changes nothing fails. Near misses hand over: a tip box at the
 * page's edge with the same words and buttons (not a popup over the page).
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A notes page whose "Archive all" asks on a backdrop over the whole window: Yes / No.
const NOTES = `<!doctype html><title>Notes</title>
<style>.backdrop { position: fixed; inset: 0; background: rgba(0,0,0,.4); } .box { margin: 25vh auto; width: 320px; background: #fff; padding: 16px; }</style>
<h1>Notes</h1><ul><li>Groceries</li><li>Call the plumber</li><li>Book club</li></ul>
<p id="status">3 notes</p>
<button id="ask">Archive all</button>
<script>
  document.getElementById('ask').addEventListener('click', () => {
    const layer = document.createElement('div');
    layer.className = 'backdrop';
    layer.innerHTML = '<div class="box"><p>Archive all notes?</p><p>They move to the archive.</p><button class="y">Yes</button> <button class="n">No</button></div>';
    document.body.appendChild(layer);
    layer.querySelector('.y').addEventListener('click', () => { document.getElementById('status').textContent = '3 notes archived'; layer.remove(); });
    layer.querySelector('.n').addEventListener('click', () => layer.remove());
  });
</script>`;

// A room booking whose popup is a raised box at the window's centre, no backdrop: Book / Cancel.
// Book does nothing until the house rules are accepted (no message either).
const ROOMS = `<!doctype html><title>Rooms</title>
<style>.pop { position: fixed; top: 50%; left: 50%; transform: translate(-50%, -50%); z-index: 20; width: 340px; background: #fff; border: 1px solid #333; padding: 16px; }</style>
<h1>Meeting rooms</h1><p id="state">Room 4: free</p>
<div class="pop"><p>Book room 4 for Friday?</p><label><input type="checkbox" id="rules"> I accept the house rules</label><br><button class="book">Book</button> <button class="cancel">Cancel</button></div>
<script>
  const pop = document.querySelector('.pop');
  pop.querySelector('.book').addEventListener('click', () => {
    if (!document.getElementById('rules').checked) return;
    document.getElementById('state').textContent = 'Room 4: booked for Friday';
    pop.remove();
  });
  pop.querySelector('.cancel').addEventListener('click', () => pop.remove());
</script>`;

// A tip box at the page's top corner (raised, not over the window's centre) that asks the same kind of question.
const TIP = `<!doctype html><title>Notes</title>
<style>.tip { position: absolute; top: 8px; left: 8px; z-index: 5; width: 220px; background: #ffd; border: 1px solid #aa8; padding: 8px; } main { margin-top: 140px; }</style>
<div class="tip"><p>Archive old notes?</p><button class="y">Yes</button> <button class="n">Later</button></div>
<main><h1>Notes</h1><p id="status">3 notes</p></main>
<script>
  document.querySelector('.tip .y').addEventListener('click', () => { document.getElementById('status').textContent = 'old notes archived'; });
</script>`;

// A report page whose popup holds its question in a body apart from its bar of buttons (a title bar,
// a body, a button bar, as widget toolkits draw them), raised at the window's centre.
const REPORT = `<!doctype html><title>Reports</title>
<style>.pop { position: fixed; top: 40%; left: 50%; transform: translate(-50%, -50%); z-index: 30; width: 360px; background: #fff; border: 1px solid #333; }
.pop-title { background: #eee; padding: 6px; } .pop-body { padding: 12px; } .pop-bar { padding: 6px; text-align: right; }</style>
<h1>Quarterly report</h1><p id="sent">Not sent</p><button id="refresh">Refresh</button>
<div class="pop"><div class="pop-title"><div><span>Report</span></div></div><div class="pop-body"><div><div>Send the report to finance now?</div></div></div>
<div class="pop-bar"><div><button class="y">Yes</button> <button class="n">No</button></div></div></div>
<script>
  const pop = document.querySelector('.pop');
  pop.querySelector('.y').addEventListener('click', () => { document.getElementById('sent').textContent = 'Sent to finance'; pop.remove(); });
  pop.querySelector('.n').addEventListener('click', () => pop.remove());
</script>`;

const pages = ownPages({ '/notes': NOTES, '/rooms': ROOMS, '/tip': TIP, '/report': REPORT });
const page = () => pages.client.page;
const openNotesQuestion = async () => {
  await page().goto(`${pages.origin}/notes`);
  await page().locator('#ask').click();
  await page().locator('.backdrop').waitFor();
};

describe('a reply to a popup drawn without a dialog role (rule layer-reply)', () => {
  it('"yes, archive them" on a backdrop popup (Yes / No, its text asks to archive): Yes clicked, the notes archived', async () => {
    await openNotesQuestion();
    const result = await pages.client.act('yes, archive them');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'layer-reply' });
    expect(await page().locator('#status').textContent()).toBe('3 notes archived');
    expect(await page().locator('.backdrop').count()).toBe(0);
  });

  it('"no" on the same popup: No clicked, the popup gone, nothing archived', async () => {
    await openNotesQuestion();
    const result = await pages.client.act('no');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'layer-reply' });
    expect(await page().locator('#status').textContent()).toBe('3 notes');
    expect(await page().locator('.backdrop').count()).toBe(0);
  });

  it('"confirm the booking" on a raised box at the centre (no backdrop), the house rules accepted: Book clicked, booked', async () => {
    await page().goto(`${pages.origin}/rooms`);
    await page().locator('#rules').check();
    const result = await pages.client.act('confirm the booking');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'layer-reply' });
    expect(await page().locator('#state').textContent()).toBe('Room 4: booked for Friday');
  });

  it('"confirm the booking" where Book silently refuses (house rules not accepted): the step fails, never a success', async () => {
    await page().goto(`${pages.origin}/rooms`);
    const result = await pages.client.act('confirm the booking');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'layer-reply' });
    expect(result.success).toBe(false);
    expect(await page().locator('#state').textContent()).toBe('Room 4: free');
  });

  it('"yes, send it" where the question stands in the popup\'s body, apart from its bar of buttons: Yes clicked, sent', async () => {
    await page().goto(`${pages.origin}/report`);
    const result = await pages.client.act('yes, send it');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'layer-reply' });
    expect(await page().locator('#sent').textContent()).toBe('Sent to finance');
  });

  it('near miss: "yes, archive them" with a tip box at the page\'s corner (Yes / Later) is handed over, nothing archived', async () => {
    await page().goto(`${pages.origin}/tip`);
    await expect(pages.client.act('yes, archive them')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#status').textContent()).toBe('3 notes');
  });

  it('near miss: "yes, delete them" on the notes popup (it asks about archiving) is handed over, nothing done', async () => {
    await openNotesQuestion();
    const err = await pages.client.act('yes, delete them').then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(MissingLLMConfigurationError);
    expect(String((err as Error).message)).toMatch(/does not say "delete"/);
    expect(await page().locator('#status').textContent()).toBe('3 notes');
    expect(await page().locator('.backdrop').count()).toBe(1);
  });
});
