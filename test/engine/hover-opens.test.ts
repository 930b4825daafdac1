/**
 * A control that opens on hover and hides itself when the pointer reaches it (a map's layers
 * button: its list takes its place): a hover on it is done once the pointer reached it, and a
 * click on it, which can never land, fails with the pointer moved away so the page is as it was.
 * Playwright's own hover checks the element under the pointer again at its mousemove, after the
 * page's mouseenter hid it, and waits for it to show again until the timeout (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PAGE = `<!doctype html><title>Hover opens</title>
<h1>Map</h1>
<div id="control" style="position:absolute;top:80px;left:80px;border:1px solid #888;background:#fff">
  <a id="toggle" href="#" role="button" title="Layers" style="display:block;width:44px;height:44px"></a>
  <form id="list" style="display:none;padding:4px">
    <label><input type="radio" name="base" checked> Streets</label><br>
    <label><input type="radio" name="base"> Grey</label>
  </form>
</div>
<script>
  const control = document.getElementById('control');
  const toggle = document.getElementById('toggle');
  const list = document.getElementById('list');
  control.addEventListener('mouseenter', () => { toggle.style.display = 'none'; list.style.display = 'block'; });
  control.addEventListener('mouseleave', () => { toggle.style.display = 'block'; list.style.display = 'none'; });
  toggle.addEventListener('click', (e) => e.preventDefault());
</script>`;


const pages = ownPages({ '/hover-opens': PAGE });

const listShown = () => pages.client.page.locator('#list').isVisible();

describe('a control that hides itself on hover', () => {
  it('a hover on it is done when the pointer reached it (the list it opens is shown)', async () => {
    await pages.client.page.goto(`${pages.origin}/hover-opens`);
    const result = await pages.client.act('hover over the Layers button');
    expect(result.success, result.message).toBe(true);
    expect(await listShown()).toBe(true);
    // Nothing else changed: the base layer is as it was.
    expect(await pages.client.page.locator('input[name=base]').first().isChecked()).toBe(true);
  });

  it('a click on it never lands: it fails, and the pointer is moved away so the list is closed again', async () => {
    await pages.client.page.goto(`${pages.origin}/hover-opens`);
    await pages.client.page.mouse.move(0, 0);
    const result = await pages.client.act('click the Layers button');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/hid itself when the pointer reached it/);
    expect(await listShown()).toBe(false);
    expect(await pages.client.page.locator('input[name=base]').first().isChecked()).toBe(true);
  });
});
