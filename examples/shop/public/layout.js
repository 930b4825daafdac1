// The header (search and cart link) and footer (newsletter) every page shares.
import { renderCartCount } from './cart.js';
import './newsletter.js';

const header = document.createElement('header');
header.innerHTML = `
  <a class="brand" href="/">Mug &amp; Leaf</a>
  <form role="search" action="/" method="get">
    <label for="search">Search products</label>
    <input id="search" name="q" type="search" placeholder="Search mugs, tea, coffee…">
    <button type="submit">Search</button>
  </form>
  <a class="cart-link" href="/cart.html">Cart (<span id="cart-count">0</span>)</a>`;
document.body.prepend(header);

const footer = document.createElement('footer');
footer.innerHTML = '<shop-newsletter></shop-newsletter><p>Demo shop for actwright examples. No real payments.</p>';
document.body.append(footer);

const q = new URLSearchParams(location.search).get('q');
if (q) header.querySelector('#search').value = q;
renderCartCount();
