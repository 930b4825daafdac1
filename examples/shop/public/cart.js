// The cart lives in localStorage, so it survives page loads within one browser context.
import { findProduct, money } from './products.js';

const KEY = 'demo-shop-cart';

export function readCart() {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
}

export function writeCart(lines) {
  localStorage.setItem(KEY, JSON.stringify(lines));
  renderCartCount();
}

export function addToCart(id, quantity = 1) {
  const lines = readCart();
  const line = lines.find((l) => l.id === id);
  if (line) line.quantity += quantity;
  else lines.push({ id, quantity });
  writeCart(lines);
}

export function cartTotal(lines = readCart()) {
  return lines.reduce((sum, l) => sum + (findProduct(l.id)?.price ?? 0) * l.quantity, 0);
}

export function renderCartCount() {
  const count = readCart().reduce((n, l) => n + l.quantity, 0);
  const badge = document.querySelector('#cart-count');
  if (badge) badge.textContent = String(count);
}

export { money };
