/**
 * Rule mode-switch, said as things shown in a mode: "show the photos as a list", "view the albums
 * as tiles again": the one control that chooses that mode ("List view"), pressed after. Found on a
 * file manager ("show the files as a list again", issue 25); the pages here are ours (a photo
 * gallery).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A gallery's view toolbar: toggle buttons, one pressed; a click presses it and releases the others. */
const gallery = (pressed: string) => `<!doctype html><title>Gallery</title><main><h1>Photos</h1>
  <div role="toolbar" aria-label="View">${['Tiles', 'List view', 'Map view'].map((n) => `<button type="button" class="v" aria-pressed="${n === pressed}">${n}</button>`).join('')}</div>
  <ul><li>Beach.jpg</li><li>Harbour.jpg</li></ul></main>
  <script>for (const b of document.querySelectorAll('.v')) b.addEventListener('click', () => { for (const o of document.querySelectorAll('.v')) o.setAttribute('aria-pressed', String(o === b)); });</script>`;

const pages = ownPages({ '/tiles': gallery('Tiles'), '/list': gallery('List view') });

const pressed = () => pages.client.page.locator('.v[aria-pressed="true"]').textContent();

describe('mode-switch: things shown as a mode', () => {
  it('"show the photos as a list" presses List view; "view the photos as tiles again" presses Tiles', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/tiles`);
    const r1 = await client.act('show the photos as a list');
    expect(r1.success, r1.message).toBe(true);
    expect(r1.decision?.by).toMatchObject({ rule: 'mode-switch' });
    expect(await pressed()).toBe('List view');
    const r2 = await client.act('view the photos as tiles again');
    expect(r2.success, r2.message).toBe(true);
    expect(await pressed()).toBe('Tiles');
  });

  it('hands over a mode shown already and a mode no control chooses, pressing nothing', async () => {
    const { client } = pages;
    for (const [path, step, was] of [['/list', 'show the photos as a list again', 'List view'], ['/tiles', 'show the photos as a slideshow', 'Tiles']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await pressed(), step).toBe(was);
    }
  });
});
