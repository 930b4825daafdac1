/**
 * A search typed into a web component whose results live in its open shadow root (an icon picker of
 * ours, as emoji-picker-element draws its grid): the search's effect is the page as a person sees it,
 * shadow roots included. The check read only the document's light DOM, so it reported "the search
 * showed nothing" and undid the typing. Found by the eighteenth blind batch (a team chat).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ICONS = ['rocket', 'rose', 'robot', 'anchor', 'apple', 'bell'];

/** `filters`: whether typing filters the grid (the near miss's picker ignores what is typed). */
const picker = (filters: boolean) => `<!doctype html><title>Icons</title>
<h1>Pick an icon</h1>
<icon-picker></icon-picker>
<script>
  customElements.define('icon-picker', class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<div class="bar"><input type="search" aria-label="Search icons"></div><div role="grid" aria-label="Icons"></div>';
      const grid = root.querySelector('[role=grid]');
      const draw = (q) => {
        grid.textContent = '';
        for (const name of ${JSON.stringify(ICONS)}.filter((n) => ${filters ? 'n.startsWith(q)' : 'true'})) {
          const b = document.createElement('button');
          b.textContent = name;
          grid.append(b);
        }
      };
      draw('');
      root.querySelector('input').addEventListener('input', (e) => draw(e.target.value));
    }
  });
</script>`;

const pages = ownPages({ '/filters': picker(true), '/ignores': picker(false) });
const typed = () => pages.client.page.locator('icon-picker input').inputValue();

describe('a search shown inside a web component', () => {
  it('"search icons for rocket" is done when the grid in the component shows the search', async () => {
    await pages.client.page.goto(`${pages.origin}/filters`);
    const result = await pages.client.act('search icons for rocket');
    expect(result.success, result.message).toBe(true);
    expect(await typed()).toBe('rocket');
    expect(await pages.client.page.locator('icon-picker button').allTextContents()).toEqual(['rocket']);
  });

  it('near miss: a picker whose grid does not change is still "the search showed nothing", the typing undone', async () => {
    await pages.client.page.goto(`${pages.origin}/ignores`);
    const result = await pages.client.act('search icons for rocket');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/the search showed nothing/);
    expect(await typed()).toBe('');
  });
});
