/**
 * Issue 25, ordinals, scopes, counts and compounds over alike items, through a Client with no
 * model (the offline tier), on pages of our own: each step either does what it asks and the page
 * shows it, or hands over with the page as it was and says why.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A panel that opens when the pointer enters it and, while it opens, cancels clicks for one turn
// of the event loop (a map's layers control does so): its boxes are always in the page.
const ENTER_PANEL = `<!doctype html><title>Panel</title>
<section id="panel" aria-label="Overlays" style="margin:40px;padding:8px;border:1px solid #999;width:200px">
  <label><input type="checkbox" id="rain"> Rain</label><br>
  <label><input type="radio" name="base" id="dark"> Dark</label>
  <label><input type="radio" name="base" id="light" checked> Light</label>
</section>
<script>
  const panel = document.getElementById('panel');
  let settling = false;
  panel.addEventListener('mouseenter', () => {
    settling = true;
    panel.style.background = '#eef';
    setTimeout(() => { settling = false; });
  });
  panel.addEventListener('click', (e) => { if (settling) e.preventDefault(); }, true);
</script>`;


// Alike items of several kinds, drawn without the markup of the apps that prompted the rule: an
// accordion of role=button spans under a heading known by its initials ("the KB"), a list of
// links under a heading named by a plural ("Albums"), a table whose column names its rows
// ("Invoice"), each row with View and Delete.
const ITEMS = `<!doctype html><title>Items</title>
<main>
<h3>Knowledge Base</h3>
<div class="kb">
  <div role="heading" aria-level="4"><span role="button" tabindex="0" aria-expanded="false" aria-controls="a1">Resetting a password</span></div>
  <p id="a1" hidden>Use the link on the sign-in page.</p>
  <div role="heading" aria-level="4"><span role="button" tabindex="0" aria-expanded="false" aria-controls="a2">Changing the plan</span></div>
  <p id="a2" hidden>Plans change at the next bill.</p>
  <div role="heading" aria-level="4"><span role="button" tabindex="0" aria-expanded="false" aria-controls="a3">Closing an account</span></div>
  <p id="a3" hidden>Write to support.</p>
</div>
<h3>Albums</h3>
<ul><li><a href="#work">Work</a></li><li><a href="#home">Home</a></li><li><a href="#trips">Trips</a></li></ul>
<table><thead><tr><th>Invoice</th><th>Total</th><th>Actions</th></tr></thead>
<tbody>
  <tr><td>INV-7</td><td>€10</td><td><button>View</button> <button>Delete</button></td></tr>
  <tr><td>INV-8</td><td>€25</td><td><button>View</button> <button>Delete</button></td></tr>
  <tr><td>INV-9</td><td>€40</td><td><button>View</button> <button>Delete</button></td></tr>
</tbody></table>
<p>Log: <output id="log">none</output></p>
</main>
<script>
  document.querySelectorAll('[aria-expanded]').forEach((b) => b.addEventListener('click', () => {
    const open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    document.getElementById(b.getAttribute('aria-controls')).hidden = !open;
  }));
  document.querySelectorAll('tbody button').forEach((b) => b.addEventListener('click', () => {
    document.getElementById('log').textContent = b.textContent + ' ' + b.closest('tr').firstElementChild.textContent;
  }));
</script>`;

// A grid headed by its column headers and a filter row (a box under each header), in one row group
// with the rows of data, as some data grids draw it.
const FILTERED = `<!doctype html><title>Filtered</title>
<div role="grid" aria-label="Orders"><div role="rowgroup">
  <div role="row"><span role="columnheader">Order</span><span role="columnheader">Customer</span><span role="columnheader">Actions</span></div>
  <div role="row"><span role="gridcell"><input aria-label="Order Filter Input"><button>Menu</button></span><span role="gridcell"><input aria-label="Customer Filter Input"><button>Menu</button></span><span role="gridcell"></span></div>
  <div role="row"><span role="gridcell">1001</span><span role="gridcell">Ann</span><span role="gridcell"><button>Remove</button></span></div>
  <div role="row"><span role="gridcell">1002</span><span role="gridcell">Bo</span><span role="gridcell"><button>Remove</button></span></div>
  <div role="row"><span role="gridcell">1003</span><span role="gridcell">Cy</span><span role="gridcell"><button>Remove</button></span></div>
</div></div>
<p>Log: <output id="log">none</output></p>
<script>
  document.querySelectorAll('[role=gridcell] button').forEach((b) => b.addEventListener('click', () => {
    document.getElementById('log').textContent = b.textContent + ' ' + b.closest('[role=row]').firstElementChild.textContent;
  }));
</script>`;

// Two parts named alike ("Folders" twice), and a list whose items hold no control.
const TWO_LISTS = `<!doctype html><title>Two</title>
<h3>Albums</h3><div><button>Work</button><button>Home</button></div>
<h3>Shared albums</h3><div><button>Team</button><button>Public</button></div>
<h3>Customers</h3><ul><li>Ada</li><li>Grace</li></ul>
<p>Log: <output id="log">none</output></p>
<script>document.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => { document.getElementById('log').textContent = b.textContent; }));</script>`;

// Compounds and counts: a toolbar of pressed-state buttons, a visually hidden box toggled by its
// label, a panel with a box and its Apply button, a Next button that counts its presses.
const COMPOUND = `<!doctype html><title>Compound</title>
<style>.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
label.tog { display: inline-block; border: 1px solid #555; padding: 2px 6px; cursor: pointer; }</style>
<div role="toolbar" aria-label="Format">
  <button type="button" aria-pressed="false" id="u">Underline</button>
  <button type="button" aria-pressed="false" id="s">Strike</button>
</div>
<p><input type="checkbox" class="sr" id="mono"><label class="tog" for="mono">Mono</label></p>
<section aria-label="Options"><label><input type="checkbox" id="express"> Express</label>
  <button type="button" id="apply">Apply options</button></section>
<p>Step <output id="step">1</output> of 4 <button type="button" id="next">Next</button></p>
<p>Log: <output id="log">none</output></p>
<script>
  document.querySelectorAll('[aria-pressed]').forEach((b) => b.addEventListener('click', () => b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true'))));
  document.getElementById('apply').addEventListener('click', () => { document.getElementById('log').textContent = 'applied express=' + document.getElementById('express').checked; });
  document.getElementById('next').addEventListener('click', () => { const o = document.getElementById('step'); o.textContent = String(Math.min(4, Number(o.textContent) + 1)); });
</script>`;

// A setup wizard in a dialog (Previous / Continue, a box in its step), over a page with a top
// navigation in its banner and a side navigation; no complementary landmark.
const WIZARD = `<!doctype html><title>Wizard</title>
<header><nav aria-label="Top"><a href="#home">Home</a> <a href="#top-reports">Reports</a></nav></header>
<div style="display:flex"><nav aria-label="Sections"><a href="#overview">Overview</a> <a href="#side-reports">Reports</a></nav>
<main><h1>Overview</h1><button type="button" id="open">Start setup</button> <button type="button">Previous</button></main></div>
<div role="dialog" aria-modal="true" aria-labelledby="wt" id="wizard" hidden style="position:fixed;top:60px;left:200px;background:#fff;border:1px solid #333;padding:12px">
  <h2 id="wt">Your account, part <span id="n">2</span> of 3</h2>
  <label><input type="checkbox" id="news"> Send me the newsletter</label>
  <p><button type="button" id="prev">Previous</button> <button type="button" id="cont">Continue</button></p>
</div>
<script>
  const n = document.getElementById('n');
  document.getElementById('open').addEventListener('click', () => { document.getElementById('wizard').hidden = false; });
  document.getElementById('prev').addEventListener('click', () => { n.textContent = String(Math.max(1, Number(n.textContent) - 1)); });
  document.getElementById('cont').addEventListener('click', () => { n.textContent = String(Math.min(3, Number(n.textContent) + 1)); });
</script>`;

// Two pagers: buttons in a labelled group under a heading (arrows ‹ › « »), and a list of links
// in a navigation landmark under another heading; each shows its page.
const PAGERS = `<!doctype html><title>Pagers</title>
<h2>Orders</h2><p>Orders page <output id="op">1</output></p>
<div role="group" aria-label="Order pager">
  <button type="button" data-to="first">«</button><button type="button" data-to="prev" disabled>‹</button>
  <button type="button" data-to="1">1</button><button type="button" data-to="2">2</button><button type="button" data-to="3">3</button><button type="button" data-to="4">4</button>
  <button type="button" data-to="next">›</button><button type="button" data-to="last">»</button>
</div>
<h2>Users</h2><p>Users page <output id="up">1</output></p>
<nav aria-label="User pagination"><ul>
  <li><a href="#" data-to="prev" aria-disabled="true" tabindex="-1" style="pointer-events:none;color:#999">Previous</a></li>
  <li><a href="#" data-to="1">1</a></li><li><a href="#" data-to="2">2</a></li>
  <li><a href="#" data-to="next">Next</a></li>
</ul></nav>
<script>
  function pager(root, out, max) {
    root.querySelectorAll('[data-to]').forEach((c) => c.addEventListener('click', (e) => {
      e.preventDefault();
      const now = Number(out.textContent), to = c.dataset.to;
      out.textContent = String(to === 'first' ? 1 : to === 'last' ? max : to === 'prev' ? Math.max(1, now - 1) : to === 'next' ? Math.min(max, now + 1) : Number(to));
    }));
  }
  pager(document.querySelector('[role=group]'), document.getElementById('op'), 4);
  pager(document.querySelector('nav'), document.getElementById('up'), 2);
</script>`;

const pages = ownPages({ '/filtered': FILTERED, '/enter-panel': ENTER_PANEL, '/items': ITEMS, '/two-lists': TWO_LISTS, '/compound': COMPOUND, '/wizard': WIZARD, '/pagers': PAGERS });

const checked = (id: string) => pages.client.page.locator(`#${id}`).isChecked();

describe('a box in a part that reacts to the pointer entering it', () => {
  it('is pressed once the pointer rests on it: "check Rain" checks it, "select Dark" selects it', async () => {
    await pages.client.page.goto(`${pages.origin}/enter-panel`);
    await pages.client.page.mouse.move(0, 0);
    const rain = await pages.client.act('check Rain');
    expect(rain.success, rain.message).toBe(true);
    expect(await checked('rain')).toBe(true);
    await pages.client.page.mouse.move(0, 0);
    const dark = await pages.client.act('select Dark');
    expect(dark.success, dark.message).toBe(true);
    expect(await checked('dark')).toBe(true);
  });
});

const text = (selector: string) => pages.client.page.locator(selector).textContent();
const handsOver = async (step: string, why: RegExp) => {
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MissingLLMConfigurationError);
  expect((error as Error).message, (error as Error).message).toMatch(why);
};

describe('the nth of alike items (rule nth-item)', () => {
  it('opens the nth item of the part a scope names by its initials, by its state', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const result = await pages.client.act('open the second topic in the KB');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'nth-item' });
    expect(await pages.client.page.locator('#a2').isVisible()).toBe(true);
    expect(await pages.client.page.locator('#a1').isVisible()).toBe(false);
    expect(await pages.client.page.locator('#a3').isVisible()).toBe(false);
  });

  it('clicks the last item of the list a heading names by its plural: the link in it', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const result = await pages.client.act('click the last album');
    expect(result.success, result.message).toBe(true);
    expect(new URL(pages.client.page.url()).hash).toBe('#trips');
  });

  it('acts in the nth row of the table whose column names the rows, on the control the verb names', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    const result = await pages.client.act('open the second invoice');
    expect(result.success, result.message).toBe(true);
    expect(await text('#log')).toBe('View INV-8');
  });

  it('counts rows of data only: a grid\'s filter row (a box under each header) is no item', async () => {
    await pages.client.page.goto(`${pages.origin}/filtered`);
    const result = await pages.client.act('delete the second order');
    expect(result.success, result.message).toBe(true);
    expect(await text('#log')).toBe('Remove 1002');
  });

  it('hands over, the page as it was, when the list has too few items, or two parts say the noun, or the item holds no control', async () => {
    await pages.client.page.goto(`${pages.origin}/items`);
    await handsOver('click the fifth album', /holds 3/);
    expect(new URL(pages.client.page.url()).hash).toBe('');
    await handsOver('edit the second invoice', /say which to click/);
    expect(await text('#log')).toBe('none');
    await pages.client.page.goto(`${pages.origin}/two-lists`);
    await handsOver('click the last album', /2 parts say "album"/);
    await handsOver('click the second customer', /say which to click/);
    expect(await text('#log')).toBe('none');
  });
});

describe('compounds and counts (rule compound-step)', () => {
  const pressed = (id: string) => pages.client.page.locator(`#${id}`).getAttribute('aria-pressed');

  it('one verb, two controls: "toggle Underline and Strike" presses both', async () => {
    await pages.client.page.goto(`${pages.origin}/compound`);
    const result = await pages.client.act('toggle Underline and Strike');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by.kind === 'rule' && result.decision.by.rule).toMatch(/^compound-step \+ /);
    expect([await pressed('u'), await pressed('s')]).toEqual(['true', 'true']);
  });

  it('a second verb after "and": "tick Express in the Options panel and apply the options"', async () => {
    await pages.client.page.goto(`${pages.origin}/compound`);
    const result = await pages.client.act('tick Express in the Options panel and apply the options');
    expect(result.success, result.message).toBe(true);
    expect(await text('#log')).toBe('applied express=true');
  });

  it('a count: "click Next twice" is handed over, saying to say each press, the page as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/compound`);
    await handsOver('click Next twice', /say each press/);
    expect(await text('#step')).toBe('1');
  });

  it('"toggle Mono": a visually hidden box is flipped through its label', async () => {
    await pages.client.page.goto(`${pages.origin}/compound`);
    const result = await pages.client.act('toggle Mono');
    expect(result.success, result.message).toBe(true);
    expect(await checked('mono')).toBe(true);
    const again = await pages.client.act('toggle Mono');
    expect(again.success, again.message).toBe(true);
    expect(await checked('mono')).toBe(false);
  });

  it('hands over, the page as it was, when a part names nothing or the count is more than a step makes', async () => {
    await pages.client.page.goto(`${pages.origin}/compound`);
    await handsOver('toggle Underline and Sparkle', /sparkle/i);
    expect([await pressed('u'), await pressed('s')]).toEqual(['false', 'false']);
    await handsOver('click Next 5 times', /say each press/);
    expect(await text('#step')).toBe('1');
  });
});

describe('going back in a sequence (rule go-back) and parts said by their kind (rule part-by-kind)', () => {
  const opened = async () => {
    await pages.client.page.goto(`${pages.origin}/wizard`);
    await pages.client.page.locator('#open').click();
  };

  it('"go back to the previous step" clicks the open dialog\'s Previous, not the page\'s', async () => {
    await opened();
    const result = await pages.client.act('go back to the previous step');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'go-back' });
    expect(await text('#n')).toBe('1');
  });

  it('hands over "go back to the previous step" with no dialog open (a control or the history could be meant)', async () => {
    await pages.client.page.goto(`${pages.origin}/wizard`);
    await handsOver('go back to the previous step', /history/);
    expect(new URL(pages.client.page.url()).hash).toBe('');
  });

  it('"tick the box in the setup step": the one box of the open dialog', async () => {
    await opened();
    const result = await pages.client.act('tick the box in the setup step');
    expect(result.success, result.message).toBe(true);
    expect(await checked('news')).toBe(true);
  });

  it('"click Reports in the sidebar": the side navigation, not the banner\'s', async () => {
    await pages.client.page.goto(`${pages.origin}/wizard`);
    const result = await pages.client.act('click Reports in the sidebar');
    expect(result.success, result.message).toBe(true);
    expect(new URL(pages.client.page.url()).hash).toBe('#side-reports');
  });

  it('hands over a sidebar when two side navigations could be it', async () => {
    await pages.client.page.goto(`${pages.origin}/wizard`);
    await pages.client.page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterend', '<nav aria-label="Help"><a href="#help-reports">Reports</a></nav>'));
    await handsOver('click Reports in the sidebar', /2 parts could be the sidebar/);
    expect(new URL(pages.client.page.url()).hash).toBe('');
  });
});

describe('a pager named by its part (rule pager-step)', () => {
  it('"go to the next page of users": the Next of the pager under the Users heading', async () => {
    await pages.client.page.goto(`${pages.origin}/pagers`);
    const result = await pages.client.act('go to the next page of users');
    expect(result.success, result.message).toBe(true);
    expect([await text('#op'), await text('#up')]).toEqual(['1', '2']);
  });

  it('"go to the last page of the orders": "»" beside "›" is the last page', async () => {
    await pages.client.page.goto(`${pages.origin}/pagers`);
    const result = await pages.client.act('go to the last page of the orders');
    expect(result.success, result.message).toBe(true);
    expect([await text('#op'), await text('#up')]).toEqual(['4', '1']);
  });

  it('hands over with two pagers and no scope, and a step the pager refuses', async () => {
    await pages.client.page.goto(`${pages.origin}/pagers`);
    await handsOver('go to the last page', /2 pagers/);
    await handsOver('go to the previous page of orders', /disabled/);
    expect([await text('#op'), await text('#up')]).toEqual(['1', '1']);
  });
});

describe('an item of a list named by its heading (rule item-in-list)', () => {
  it('"select Home in the Albums list" clicks that item; an item the list lacks is handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/two-lists`);
    await handsOver('select Spam in the Albums list', /no item of the Albums list is named "Spam"/);
    expect(await text('#log')).toBe('none');
    const result = await pages.client.act('select Home in the Albums list');
    expect(result.success, result.message).toBe(true);
    expect(await text('#log')).toBe('Home');
  });
});
