import type { Page } from 'playwright-core';
import { refLocator } from '../snapshot/aria-source.js';
import { DEV_NAME_ATTRIBUTES } from './dev-names.js';
import { MAX_PROBED_REFS, type ElementFacts, type HiddenControl, type HintRequest, type PageHints } from './hints.js';

export { MAX_PROBED_REFS };

/** Bound on finding one ref's element (it is in the latest snapshot, so normally instant). */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * Reads the facts a HintRequest asks for from the page, one small evaluate per ref, all at once.
 * Read-only: nothing on the page changes. A ref that cannot be read is left out (no evidence).
 * At most MAX_PROBED_REFS refs, the first asked for (the rules ask for their nearest candidates first).
 */
export async function probeHints(page: Page, wanted: HintRequest): Promise<PageHints> {
  const hiddenIn = wanted.hiddenIn.slice(0, MAX_PROBED_REFS);
  const request = { hiddenIn, facts: wanted.facts.slice(0, MAX_PROBED_REFS - hiddenIn.length) };
  const attributes = [...DEV_NAME_ATTRIBUTES];
  const facts = await Promise.all(
    request.facts.map(async (ref) => {
      const found = await refLocator(page, ref)
        .evaluate(readFacts, attributes, { timeout: PROBE_TIMEOUT_MS })
        .catch(() => undefined);
      return [ref, found] as const;
    }),
  );
  const hidden = await Promise.all(
    request.hiddenIn.map(async (ref) => {
      const found = await refLocator(page, ref)
        .evaluate(readHiddenControls, attributes, { timeout: PROBE_TIMEOUT_MS })
        .catch(() => undefined);
      return [ref, found] as const;
    }),
  );
  return {
    facts: new Map(facts.filter((f): f is readonly [string, ElementFacts] => !!f[1])),
    hidden: new Map(hidden.filter((h): h is readonly [string, HiddenControl[]] => !!h[1])),
  };
}

// The two functions below run in the page: self-contained, no imports.

function readFacts(el: Element, names: string[]): ElementFacts {
  const attrs: Record<string, string> = {};
  for (const name of names) {
    const value = el.getAttribute(name);
    if (value) attrs[name] = value.slice(0, 200);
  }
  const facts: ElementFacts = { tag: el.tagName.toLowerCase(), attrs };
  const title = el.getAttribute('title')?.trim();
  if (title) facts.title = title.slice(0, 200);
  const expanded = el.getAttribute('aria-expanded');
  if (expanded === 'true' || expanded === 'false') facts.expanded = expanded === 'true';
  else if (el instanceof HTMLElement && el.tagName === 'SUMMARY' && el.parentElement instanceof HTMLDetailsElement) facts.expanded = el.parentElement.open;
  const controls = (el.getAttribute('aria-controls') ?? '').trim();
  const controlled = controls && !/\s/.test(controls) ? document.getElementById(controls) : null;
  if (controlled) {
    const box = controlled.getBoundingClientRect();
    const style = getComputedStyle(controlled);
    facts.controlsShown = box.width > 0 && box.height > 0 && style.display !== 'none' && style.visibility !== 'hidden';
  }
  // A layer over the whole window (a modal and its backdrop): the outermost fixed element at the
  // window's centre that covers it all, when four more points across the window land in it too.
  // (Loops, not helper functions: see the note on readHiddenControls.)
  let layer: Element | null = null;
  for (let n = document.elementFromPoint(innerWidth / 2, innerHeight / 2); n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host || null)) {
    if (getComputedStyle(n).position !== 'fixed') continue;
    const box = n.getBoundingClientRect();
    if (box.left <= 1 && box.top <= 1 && box.right >= innerWidth - 1 && box.bottom >= innerHeight - 1) layer = n;
  }
  if (layer) {
    // Each point's element, the control's centre's, and the control itself: inside the layer or not.
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const inView = box.width > 0 && box.height > 0 && cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight;
    const probes: (Element | null)[] = [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([x, y]) => document.elementFromPoint(innerWidth * x!, innerHeight * y!));
    probes.push(inView ? document.elementFromPoint(cx, cy) : null, el);
    const inLayer = probes.map((start) => {
      for (let n = start; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host || null)) if (n === layer) return true;
      return false;
    });
    // Outside the layer and not drawn above it where it stands (a toast over a backdrop is reachable).
    if (inLayer.slice(0, 4).every(Boolean)) {
      if (inLayer[5]) facts.inLayer = true;
      else facts.covered = !inView || inLayer[4]!;
    }
  }
  const control = el.closest('label')?.control;
  if (control instanceof HTMLInputElement && control !== el && (control.type === 'checkbox' || control.type === 'radio')) facts.labels = control.type;
  if (el instanceof HTMLInputElement) {
    const form = el.form;
    // HTML's implicit submission: a submit button, or a single field that blocks it.
    const blocking = form ? Array.from(form.elements).filter((f) => f instanceof HTMLInputElement && /^(?:text|search|url|tel|email|password|number|date|datetime-local|month|week|time)$/.test(f.type)).length : 0;
    facts.form = !form ? 'none' : form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]') || blocking === 1 ? 'submits' : 'inert';
  }
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    facts.labelled = !!el.labels?.length || ['aria-label', 'aria-labelledby', 'title'].some((a) => el.hasAttribute(a));
  }
  // A submit button: its form, and the names the form and its ancestors were given (a few levels).
  const submitting = (el instanceof HTMLButtonElement && el.type === 'submit') || (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image'));
  const owner = submitting ? (el as HTMLButtonElement | HTMLInputElement).form : null;
  if (owner) {
    const context: Record<string, string>[] = [];
    for (let up: Element | null = owner; up && context.length < 8; up = up.parentElement) {
      const named: Record<string, string> = {};
      for (const name of names) {
        const value = up.getAttribute(name);
        if (value) named[name] = value.slice(0, 200);
      }
      context.push(named);
    }
    facts.submits = { form: Array.from(document.forms).indexOf(owner), context };
  }
  return facts;
}

/**
 * Controls inside `root` that are not rendered (display: none, visibility: hidden, no box): the
 * delete button of a list row shown only while the row is hovered. Each with a selector relative
 * to `root` that names it alone: tag and classes when they do, else a child-index path.
 * (No named inner functions: a bundler's name helpers do not exist in the page.)
 */
function readHiddenControls(root: Element, names: string[]): HiddenControl[] {
  return Array.from(root.querySelectorAll('button, a[href], [role="button"], input[type="button"], input[type="submit"], input[type="image"]'))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return !(box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none');
    })
    .slice(0, 20)
    .map((el) => {
      const tag = el.tagName.toLowerCase();
      const classes = Array.from(el.classList).filter((c) => /^[A-Za-z_][\w-]*$/.test(c));
      let selector = classes.length ? `${tag}.${classes.join('.')}` : '';
      if (!selector || root.querySelectorAll(selector).length !== 1) {
        const path: string[] = [];
        for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
          const index = node.parentElement ? Array.from(node.parentElement.children).indexOf(node) + 1 : 1;
          path.unshift(`${node.tagName.toLowerCase()}:nth-child(${index})`);
        }
        selector = `:scope > ${path.join(' > ')}`;
      }
      const attrs: Record<string, string> = {};
      for (const name of names) {
        const value = el.getAttribute(name);
        if (value) attrs[name] = value.slice(0, 200);
      }
      const label = [el.getAttribute('title'), el.getAttribute('aria-label'), el.textContent].map((t) => (t ?? '').trim()).filter(Boolean).join(' ').slice(0, 100);
      return { selector, tag, attrs, label };
    });
}
