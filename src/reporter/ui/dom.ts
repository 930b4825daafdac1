/** A tiny DOM builder: text goes through textContent only (titles, values and errors are data, never markup). */
export type Child = Node | string | null | undefined | false | Child[];
type Attrs = Record<string, string | number | boolean | undefined | null | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'function') el.addEventListener(key.replace(/^on/, ''), v);
    else if (key === 'text') el.textContent = String(v);
    else if (key === 'className') el.className = String(v);
    else el.setAttribute(key, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

export function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}
