/**
 * The bench pages: HTML generators plus, for each page, the texts and actionable elements that
 * must appear in any page text worth giving a model. Deterministic (no randomness), so runs compare.
 */

export interface BenchPage {
  /** Path on the bench server. */
  path: string;
  title: string;
  /** Texts that must appear in the page text (first, middle and last items, frame and shadow content). */
  markers: string[];
  /** Accessible names of buttons, links and fields that must appear (a model can only act on what it sees). */
  actionables: string[];
  /** Timed runs at most (a page that takes Stagehand seconds per call would blow the time budget). */
  maxRepeat?: number;
}

export interface PageSet {
  pages: BenchPage[];
  /** Path -> HTML, to serve. */
  routes: Map<string, string>;
}

const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'glade', 'harbor', 'indigo', 'juniper', 'kelp', 'lumen'];
const word = (i: number) => WORDS[i % WORDS.length]!;
const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const doc = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;

function grid(count: number): { html: string; markers: string[]; actionables: string[] } {
  const cards: string[] = [];
  for (let i = 1; i <= count; i++) {
    const id = pad(i);
    cards.push(
      `<article class="card"><div class="media"><img alt="Photo of Item ${id}" width="40" height="40"></div>` +
        `<div class="body"><h3>Item ${id}</h3><p class="price">$${(i * 1.25).toFixed(2)}</p>` +
        `<p class="desc">A ${word(i)} ${word(i + 3)} piece, batch ${id}.</p></div>` +
        `<div class="actions"><button type="button" onclick="added(this)">Add Item ${id} to cart</button>` +
        `<a href="#item-${id}">Details of Item ${id}</a></div></article>`,
    );
  }
  const mid = pad(Math.ceil(count / 2));
  const last = pad(count);
  const html = doc(
    `Catalog of ${count}`,
    `<header><nav><a href="#home">Home</a> <a href="#deals">Deals</a></nav><h1>Catalog of ${count} products</h1>` +
      `<p id="cart">Cart: <output id="cart-count">0</output> items</p></header>` +
      `<main><section class="grid">${cards.join('')}</section></main><footer><p>Catalog footer ${count}</p></footer>` +
      `<script>function added(b){const o=document.getElementById('cart-count');o.textContent=String(Number(o.textContent)+1);}</script>`,
    '<style>.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.card{border:1px solid #ccc;padding:4px}</style>',
  );
  return {
    html,
    markers: [`Catalog of ${count} products`, 'Item 0001', `Item ${mid}`, `Item ${last}`, `$${(count * 1.25).toFixed(2)}`, `Catalog footer ${count}`],
    actionables: ['Add Item 0001 to cart', `Add Item ${mid} to cart`, `Add Item ${last} to cart`, `Details of Item ${last}`, 'Deals'],
  };
}

function table(rows: number) {
  const body: string[] = [];
  for (let i = 1; i <= rows; i++) {
    body.push(
      `<tr><td><input type="checkbox" aria-label="Select SKU-${pad(i)}"></td><td>SKU-${pad(i)}</td>` +
        `<td>${word(i)} ${word(i * 7)}</td><td>${(i * 37) % 500}</td><td>$${((i * 13) % 900).toFixed(2)}</td></tr>`,
    );
  }
  const html = doc(
    'Inventory',
    `<h1>Inventory table</h1><button type="button">Sort by price</button><table><caption>Stock levels</caption>` +
      `<thead><tr><th>Pick</th><th>SKU</th><th>Name</th><th>Stock</th><th>Price</th></tr></thead><tbody>${body.join('')}</tbody></table>` +
      `<button type="button">Export CSV</button>`,
  );
  return {
    html,
    markers: ['Inventory table', 'SKU-0001', 'SKU-0150', `SKU-${pad(rows)}`, 'Stock levels'],
    actionables: ['Sort by price', 'Select SKU-0001', `Select SKU-${pad(rows)}`, 'Export CSV'],
  };
}

function article(sections: number) {
  const parts: string[] = [];
  for (let s = 1; s <= sections; s++) {
    const paras: string[] = [];
    for (let p = 1; p <= 4; p++) {
      const words = Array.from({ length: 60 }, (_, k) => word(s * 31 + p * 7 + k)).join(' ');
      paras.push(`<p>Paragraph ${s}.${p}: ${words}.</p>`);
    }
    parts.push(`<section><h2>Chapter ${s}</h2>${paras.join('')}</section>`);
  }
  const html = doc(
    'Long read',
    `<article><h1>The long read about harbors</h1><p class="byline">By Ada Example</p>${parts.join('')}` +
      `<p>Closing thought of the long read.</p></article><aside><a href="#share">Share this story</a>` +
      `<button type="button">Subscribe to the newsletter</button></aside>`,
  );
  return {
    html,
    markers: ['The long read about harbors', 'By Ada Example', 'Paragraph 1.1:', `Chapter ${sections}`, `Paragraph ${sections}.4:`, 'Closing thought of the long read.'],
    actionables: ['Share this story', 'Subscribe to the newsletter'],
  };
}

function form() {
  const html = doc(
    'Checkout form',
    `<h1>Shipping details</h1><form onsubmit="event.preventDefault();document.getElementById('done').textContent='Order placed'">` +
      `<label>Full name <input name="name" placeholder="Ada Lovelace"></label>` +
      `<label>Email address <input type="email" name="email"></label>` +
      `<label>Country <select name="country"><option>Norway</option><option>Portugal</option><option>Chile</option></select></label>` +
      `<fieldset><legend>Delivery speed</legend><label><input type="radio" name="speed" value="std" checked> Standard delivery</label>` +
      `<label><input type="radio" name="speed" value="exp"> Express delivery</label></fieldset>` +
      `<label>Gift note <textarea name="note"></textarea></label>` +
      `<label><input type="checkbox" name="terms"> I accept the terms</label>` +
      `<button type="submit">Place order</button></form><p id="done" role="status"></p>`,
  );
  return {
    html,
    markers: ['Shipping details', 'Delivery speed', 'Portugal'],
    actionables: ['Full name', 'Email address', 'Country', 'Express delivery', 'Gift note', 'I accept the terms', 'Place order'],
  };
}

/** Nested iframes: a same-origin frame holding a cross-origin frame, plus a direct cross-origin frame. */
function frames(crossOrigin: string) {
  const card = doc(
    'Card frame',
    `<p>Card frame marker CARDX-7</p><label>Card number <input name="card"></label><button type="button">Pay now</button>`,
  );
  const wallet = doc('Wallet frame', `<p>Wallet frame marker WALLET-3</p><button type="button">Use saved wallet</button>`);
  const inner = doc(
    'Checkout frame',
    `<p>Same-origin frame marker SAME-5</p><button type="button">Apply coupon</button>` +
      `<iframe title="Card" src="${crossOrigin}/frames/card.html" width="400" height="200"></iframe>`,
  );
  const top = doc(
    'Frames',
    `<h1>Checkout with frames</h1><iframe title="Checkout" src="/frames/inner.html" width="600" height="400"></iframe>` +
      `<iframe title="Wallet" src="${crossOrigin}/frames/wallet.html" width="400" height="150"></iframe>`,
  );
  return {
    routes: { '/frames.html': top, '/frames/inner.html': inner, '/frames/card.html': card, '/frames/wallet.html': wallet },
    markers: ['Checkout with frames', 'SAME-5', 'CARDX-7', 'WALLET-3'],
    actionables: ['Apply coupon', 'Card number', 'Pay now', 'Use saved wallet'],
  };
}

function shadow() {
  const html = doc(
    'Shadow roots',
    `<h1>Components with shadow roots</h1><open-widget></open-widget><closed-widget></closed-widget>` +
      `<script>
customElements.define('open-widget', class extends HTMLElement { constructor() { super();
  this.attachShadow({ mode: 'open' }).innerHTML = '<p>Open shadow marker OPEN-4</p><button type="button">Open shadow action</button>'; } });
customElements.define('closed-widget', class extends HTMLElement { constructor() { super();
  this.attachShadow({ mode: 'closed' }).innerHTML = '<p>Closed shadow marker CLOSED-9</p><button type="button">Closed shadow action</button>'; } });
</script>`,
  );
  return {
    html,
    markers: ['Components with shadow roots', 'OPEN-4', 'CLOSED-9'],
    actionables: ['Open shadow action', 'Closed shadow action'],
  };
}

/** All bench pages; `crossOrigin` is the same server under another site (http://localhost:<port>). */
export function benchPages(crossOrigin: string): PageSet {
  const routes = new Map<string, string>();
  const pages: BenchPage[] = [];
  const add = (path: string, title: string, p: { html: string; markers: string[]; actionables: string[] }, maxRepeat?: number) => {
    routes.set(path, p.html);
    pages.push({ path, title, markers: p.markers, actionables: p.actionables, ...(maxRepeat ? { maxRepeat } : {}) });
  };
  add('/grid-200.html', 'product grid, 200 cards', grid(200));
  add('/grid-2000.html', 'product grid, 2,000 cards', grid(2000), 3);
  add('/table-300.html', 'table, 300 rows', table(300));
  add('/article.html', 'long article', article(40));
  add('/form.html', 'form', form());
  const f = frames(crossOrigin);
  for (const [path, html] of Object.entries(f.routes)) routes.set(path, html);
  pages.push({ path: '/frames.html', title: 'nested iframes (cross-origin)', markers: f.markers, actionables: f.actionables });
  add('/shadow.html', 'open and closed shadow roots', shadow());
  return { pages, routes };
}

/** Which of the page's markers and actionable names are missing from a page text. */
export function missingFrom(text: string, page: BenchPage): string[] {
  return [...page.markers, ...page.actionables].filter((needle) => !text.includes(needle));
}
