/**
 * Issue 25 item 4, galleries, lightboxes and carousels, through a Client with no model (the offline
 * tier), on pages of our own (not GLightbox's or Swiper's markup): thumbnails named by their image's
 * alt, their figure's caption or their place under a heading (rule image-link); an open viewer moved
 * by its Next/Previous controls, each press checked (rule viewer-step); the viewer closed by other
 * names (rule viewer-close). Each step either does what it asks and the page shows it, or hands over
 * (or fails) with what it found, never a success without the effect.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { moveOf } from '../../src/engine/offline/rules/viewer-step.js';
import { ownPages } from '../support/own-pages.js';

// Two galleries: figures of image links with captions, and image buttons with no caption. A viewer
// of our own: a modal dialog holding every slide of the gallery (the shown one takes the pointer,
// the others are there, transparent), arrows named "Previous image"/"Next image", a close ×, Escape.
// Behind it, the page's own pager ("Next" page) that a viewer step must never use. A note opened in
// a dialog with a heading and no close control (Escape closes it). A "broken" thumbnail whose
// click opens nothing.
const GALLERY = `<!doctype html><title>Harbours</title>
<style>
  .track { position: relative; height: 220px; }
  .slide { position: absolute; inset: 0; opacity: 0; pointer-events: none; transition: opacity 120ms; }
  .slide.on { opacity: 1; pointer-events: auto; }
  [role=dialog] { position: fixed; inset: 0; background: #fff; }
  img { width: 120px; height: 80px; background: #89a; display: block; }
  .slide img { cursor: zoom-in; }
  .slide img.big { width: 240px; height: 160px; cursor: zoom-out; }
</style>
<h1>Harbours of the north</h1>
<nav aria-label="Pages"><a href="#p1">Previous</a> <a href="#p3">Next</a></nav>
<h2>Fishing ports</h2>
<div class="row">
  <figure><a href="#photo-0" data-set="ports" data-i="0"><img alt="Red boats moored at Lofoten"></a><figcaption>Reine</figcaption></figure>
  <figure><a href="#photo-1" data-set="ports" data-i="1"><img alt="Stockfish racks by the quay"></a><figcaption>Henningsvaer</figcaption></figure>
  <figure><a href="#photo-2" data-set="ports" data-i="2"><img alt="A lighthouse on the breakwater"></a><figcaption>Kjolnes</figcaption></figure>
</div>
<h2>City harbours</h2>
<div class="row">
  <button type="button" data-set="cities" data-i="0"><img alt="Bryggen wharf in the rain"></button>
  <button type="button" data-set="cities" data-i="1"><img alt="The opera house seen from the fjord"></button>
</div>
<h2>Broken</h2>
<a href="#" id="broken" onclick="return false"><img alt="A ferry that never loads"></a>
<p><button type="button" id="notes">About this trip</button></p>
<div id="viewer-root"></div>
<script>
  const SETS = {
    ports: [['Reine', 'Red boats moored at Lofoten'], ['Henningsvaer', 'Stockfish racks by the quay'], ['Kjolnes', 'A lighthouse on the breakwater']],
    cities: [['Bergen', 'Bryggen wharf in the rain'], ['Oslo', 'The opera house seen from the fjord']],
  };
  window.viewer = { open: false, set: '', index: -1 };
  const root = document.getElementById('viewer-root');
  function show(set, i) {
    window.viewer = { open: true, set, index: i };
    root.innerHTML = '';
    const d = document.createElement('div');
    d.setAttribute('role', 'dialog');
    d.setAttribute('aria-modal', 'true');
    d.setAttribute('aria-label', 'Photo viewer');
    const track = document.createElement('div');
    track.className = 'track';
    SETS[set].forEach(([caption, alt], k) => {
      const s = document.createElement('div');
      s.className = 'slide' + (k === i ? ' on' : '');
      track.appendChild(s);
    });
    fill(set, track, i);
    d.appendChild(track);
    const button = (label, text, fn) => { const b = document.createElement('button'); b.type = 'button'; b.setAttribute('aria-label', label); b.textContent = text; b.onclick = fn; d.appendChild(b); };
    button('Previous image', '‹', () => step(-1));
    button('Next image', '›', () => step(1));
    button('Close viewer', '×', close);
    root.appendChild(d);
  }
  // ?lazy: only the shown slide and its neighbours are loaded (the others an empty heading), and the
  // page behind the viewer is hidden from the accessibility tree while it is open.
  const lazy = location.search.includes('lazy');
  function fill(set, track, i) {
    SETS[set].forEach(([caption, alt], k) => {
      const s = track.children[k];
      if (!lazy || Math.abs(k - i) <= 1) s.innerHTML = '<img alt="' + alt + '"><h3>' + caption + '</h3>';
      else if (!s.innerHTML) s.innerHTML = '<h3></h3>';
    });
    track.querySelectorAll('img').forEach((img) => { img.onclick = () => { img.classList.toggle('big'); window.viewer.zoomed = img.classList.contains('big'); }; });
    if (lazy) document.querySelectorAll('body > :not(#viewer-root):not(script)').forEach((el) => el.setAttribute('aria-hidden', 'true'));
  }
  function step(by) {
    const v = window.viewer;
    const n = SETS[v.set].length;
    const to = v.index + by;
    if (to < 0 || to >= n) return;
    v.index = to;
    root.querySelectorAll('.slide').forEach((s, k) => s.classList.toggle('on', k === to));
    fill(v.set, root.querySelector('.track'), to);
  }
  function close() { document.querySelectorAll('[aria-hidden]').forEach((el) => el.removeAttribute('aria-hidden')); root.innerHTML = ''; window.viewer = { open: false, set: '', index: -1 }; }
  document.querySelectorAll('[data-set]').forEach((el) => el.addEventListener('click', (e) => { e.preventDefault(); show(el.dataset.set, Number(el.dataset.i)); }));
  document.getElementById('notes').addEventListener('click', () => {
    root.innerHTML = '<div role="dialog" aria-modal="true" aria-labelledby="nh"><h2 id="nh">Trip notes</h2><p>Ten days, four ports.</p></div>';
    window.viewer = { open: true, set: 'notes', index: 0 };
  });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') close(); });
</script>`;

// Two carousels on one page (APG carousel: slides labelled "n of m", Previous/Next slide buttons,
// slide picker buttons), each under its heading, moved by translating a strip in a clipped frame.
const CAROUSELS = `<!doctype html><title>Trips</title>
<style>
  .frame { width: 300px; overflow: hidden; } .strip { display: flex; transition: transform 100ms; }
  .strip > div { flex: 0 0 300px; height: 80px; }
</style>
<h2>Featured</h2>
<section aria-roledescription="carousel" aria-label="Featured trips" data-c="featured">
  <div class="frame"><div class="strip">
    <div role="group" aria-roledescription="slide" aria-label="1 of 4"><h3>Fjords</h3></div>
    <div role="group" aria-roledescription="slide" aria-label="2 of 4"><h3>Glaciers</h3></div>
    <div role="group" aria-roledescription="slide" aria-label="3 of 4"><h3>Islands</h3></div>
    <div role="group" aria-roledescription="slide" aria-label="4 of 4"><h3>Tundra</h3></div>
  </div></div>
  <button type="button" class="prev">Previous slide</button><button type="button" class="next">Next slide</button>
  <div><button type="button">Slide 1</button><button type="button">Slide 2</button><button type="button">Slide 3</button><button type="button">Slide 4</button></div>
</section>
<h2>Reviews</h2>
<section aria-roledescription="carousel" aria-label="Reviews" data-c="reviews">
  <div class="frame"><div class="strip">
    <div role="group" aria-roledescription="slide" aria-label="1 of 3"><p>Great trip, said Ana.</p></div>
    <div role="group" aria-roledescription="slide" aria-label="2 of 3"><p>Loved it, said Ben.</p></div>
    <div role="group" aria-roledescription="slide" aria-label="3 of 3"><p>Again next year, said Chloe.</p></div>
  </div></div>
  <button type="button" class="prev">Previous slide</button><button type="button" class="next">Next slide</button>
  <div><button type="button">Slide 1</button><button type="button">Slide 2</button><button type="button">Slide 3</button></div>
</section>
<script>
  window.at = {};
  document.querySelectorAll('[data-c]').forEach((c) => {
    const strip = c.querySelector('.strip');
    const n = strip.children.length;
    const bullets = Array.from(c.querySelectorAll('div > button'));
    const go = (i) => {
      window.at[c.dataset.c] = i;
      strip.style.transform = 'translateX(' + (-300 * i) + 'px)';
      bullets.forEach((b, k) => (k === i ? b.setAttribute('aria-current', 'true') : b.removeAttribute('aria-current')));
      c.querySelector('.prev').disabled = i === 0;
      c.querySelector('.next').disabled = i === n - 1;
    };
    c.querySelector('.prev').onclick = () => go(window.at[c.dataset.c] - 1);
    c.querySelector('.next').onclick = () => go(window.at[c.dataset.c] + 1);
    bullets.forEach((b, k) => (b.onclick = () => go(k)));
    go(Number(new URLSearchParams(location.search).get(c.dataset.c) ?? 0));
  });
</script>`;

const pages = ownPages({ '/gallery': GALLERY, '/carousels': CAROUSELS });
const page = () => pages.client.page;

interface Viewer {
  open: boolean;
  set: string;
  index: number;
}
const viewer = () => page().evaluate(() => (window as unknown as { viewer: Viewer }).viewer);
const at = async (open?: [string, number], query = '') => {
  await page().goto(`${pages.origin}/gallery${query}`);
  if (open) await page().evaluate(([set, i]) => (window as unknown as { show: (s: string, i: number) => void }).show(set, i), open);
  await page().mouse.move(5, 5);
};
const acts = async (step: string, rule: string) => {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
  return result;
};
const handsOver = async (step: string, why: RegExp) => {
  const before = JSON.stringify([await viewer(), page().url()]);
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MissingLLMConfigurationError);
  expect((error as Error).message, (error as Error).message).toMatch(why);
  expect(JSON.stringify([await viewer(), page().url()])).toBe(before);
};

describe('a thumbnail by its picture, its caption or its place (rule image-link)', () => {
  it('opens the photo an alt names with a picture word, and the viewer shows it', async () => {
    await at();
    await acts('open the photo of the lighthouse', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 2 });
    await at();
    await acts('click the Henningsvaer thumbnail', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 1 });
    await at();
    await acts('enlarge the opera house picture', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'cities', index: 1 });
  });

  it('opens the nth photo of a gallery named by its heading', async () => {
    await at();
    await acts('view the second photo in City harbours', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'cities', index: 1 });
    await at();
    await acts('open the last photo of the Fishing ports gallery', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 2 });
  });

  it('reads a caption said after "titled" or "called"', async () => {
    await at();
    await acts('view the photo titled Kjolnes', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 2 });
  });

  it('opens "open X" only when X is one image link\'s whole caption', async () => {
    await at();
    await acts('open Reine', 'image-link');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 0 });
  });

  it('hands over a picture the step does not single out, naming how to', async () => {
    await at();
    await handsOver('open the photo', /pictures on the page: say which by its caption \("open the photo of Reine"\) or its place \("the first photo in Fishing ports"\)/);
    await handsOver('open the first photo', /several galleries/);
    await handsOver('click the thumbnail in Fishing ports', /3 pictures under "Fishing ports"/);
  });

  it('fails, never succeeds, when the thumbnail opens nothing', async () => {
    await at();
    const result = await pages.client.act('open the ferry photo');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/viewer/);
    expect(result.decision?.effect?.ok).toBe(false);
    // Only clicked: nothing on the page changed either.
    const clicked = await pages.client.act('click the ferry picture');
    expect(clicked.success).toBe(false);
    expect(clicked.decision?.effect?.ok).toBe(false);
  });
});

describe('what a viewer step asks (viewer-step, read from the step\'s words)', () => {
  it('reads a count and a way, an end, or a caption, and the part named', () => {
    expect(moveOf('next photo')).toEqual({ move: { by: 1, way: 'next' } });
    expect(moveOf('go to next slide')).toEqual({ move: { by: 1, way: 'next' } });
    expect(moveOf('show previous image')).toEqual({ move: { by: 1, way: 'previous' } });
    expect(moveOf('skip ahead two photos')).toEqual({ move: { by: 2, way: 'next' } });
    expect(moveOf('go back 3 pictures')).toEqual({ move: { by: 3, way: 'previous' } });
    expect(moveOf('go to last photo')).toEqual({ move: { end: 'last' } });
    expect(moveOf('go back to first slide of gallery')).toEqual({ move: { end: 'first' }, part: 'gallery' });
    expect(moveOf('show next picture in the featured carousel')).toEqual({ move: { by: 1, way: 'next' }, part: 'featured carousel' });
    expect(moveOf('go to vrsic pass')).toEqual({ move: { to: 'vrsic pass' } });
    // Not a viewer's move: a count of something else, a month, a step.
    expect(moveOf('skip forward 10 seconds')).toBeUndefined();
    expect(moveOf('go to next month')).toBeUndefined();
    expect(moveOf('go to previous step')).toBeUndefined();
  });
});

describe('moving in the open viewer (rule viewer-step)', () => {
  it('presses the viewer\'s own Next, not the page\'s pager behind the modal', async () => {
    await at(['ports', 0]);
    const result = await acts('next photo', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 1 });
    expect(page().url()).not.toMatch(/#p3$/);
    expect(result.decision?.effect?.ok).toBe(true);
    await acts('show the previous image', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 0 });
  });

  it('presses a counted number of times, each checked', async () => {
    await at(['ports', 0]);
    const result = await acts('skip ahead two photos', 'viewer-step');
    expect(result.actions).toHaveLength(2);
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 2 });
    await acts('go back one photo', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 1 });
  });

  it('goes to the first or last photo, or to one by its caption, from the slide shown', async () => {
    await at(['ports', 0]);
    await acts('go to the last photo', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 2 });
    await acts('go to the first photo', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 0 });
    await acts('go to Henningsvaer', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 1 });
  });

  it('goes to a slide not loaded yet by the gallery behind the viewer, and checks its caption shows', async () => {
    await at(['ports', 0], '?lazy');
    const result = await acts('go to Kjolnes', 'viewer-step');
    expect(result.actions).toHaveLength(2);
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 2 });
    expect(result.decision?.effect?.found).toMatch(/shows "Kjolnes"/);
    await acts('go back to Reine', 'viewer-step');
    expect(await viewer()).toEqual({ open: true, set: 'ports', index: 0 });
  });

  it('hands over a move past the end, or to a slide it has not got', async () => {
    await at(['ports', 1]);
    await handsOver('skip ahead three photos', /slide 2 of 3: only 1 after it/);
    await handsOver('go to Bergen', /no slide loaded that says "Bergen"/);
    await at(['ports', 2]);
    await handsOver('go to the last photo', /shows the last slide already/);
  });
});

describe('a carousel on the page, named by its heading (rule viewer-step)', () => {
  const shown = () => page().evaluate(() => (window as unknown as { at: Record<string, number> }).at);
  it('presses the named carousel\'s own Next or Previous, the other carousel left as it was', async () => {
    await page().goto(`${pages.origin}/carousels?featured=1`);
    await acts('show the next picture of the Featured carousel', 'viewer-step');
    expect(await shown()).toEqual({ featured: 2, reviews: 0 });
    await acts('go back one slide in Featured', 'viewer-step');
    expect(await shown()).toEqual({ featured: 1, reviews: 0 });
  });

  it('goes to the first or last slide by the carousel\'s slide bullets', async () => {
    await page().goto(`${pages.origin}/carousels?featured=2`);
    await acts('go back to the first slide of Featured', 'viewer-step');
    expect(await shown()).toEqual({ featured: 0, reviews: 0 });
    await acts('go to the last slide in Reviews', 'viewer-step');
    expect(await shown()).toEqual({ featured: 0, reviews: 2 });
  });
});

describe('zooming the picture shown (rule zoom-image)', () => {
  it('clicks the one picture drawn with a zoom cursor, and its size changes that way', async () => {
    await at(['ports', 1]);
    await handsOver('zoom out', /zooms out on a click .*cursor zoom-in/);
    const result = await acts('zoom in on the photo', 'zoom-image');
    expect(result.decision?.effect?.found).toMatch(/area went from/);
    expect(await viewer()).toMatchObject({ index: 1, zoomed: true });
    await acts('zoom out', 'zoom-image');
    expect(await viewer()).toMatchObject({ index: 1, zoomed: false });
  });
});

describe('closing the viewer by other names (rule viewer-close)', () => {
  it('closes the viewer with its close control', async () => {
    await at(['cities', 0]);
    await acts('close the photo viewer', 'viewer-close');
    expect((await viewer()).open).toBe(false);
  });

  it('leaves "close the dialog" to the dialog rules: a kind word is not the dialog\'s name', async () => {
    await at();
    // A dialog called by its kind ("Dialog" in its name, as toolkits name them), a close button in its header and one in its footer.
    await page().evaluate(() => {
      const d = document.createElement('div');
      d.setAttribute('role', 'dialog');
      d.setAttribute('aria-label', 'Dialog');
      d.innerHTML = '<button aria-label="Close">×</button><p>Body</p><button onclick="this.parentElement.remove()">Close</button>';
      document.body.append(d);
    });
    const decided = await pages.client.act('close the dialog').then((r) => r.decision?.by, () => undefined);
    // Before: viewer-close took "dialog" as the dialog's name and clicked the first close control it met.
    expect(decided).not.toEqual({ kind: 'rule', rule: 'viewer-close' });
    await page().evaluate(() => document.querySelector('[aria-label="Dialog"]')?.remove());
  });

  it('closes a dialog named by its heading with Escape when it has no close control', async () => {
    await at();
    await page().locator('#notes').click();
    const result = await acts('close the trip notes', 'viewer-close');
    expect(result.actions[0]?.description).toMatch(/Escape/);
    expect((await viewer()).open).toBe(false);
  });
});
