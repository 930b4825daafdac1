import type { FrameLocator, Locator, Page } from 'playwright-core';

/**
 * `deepLocator(selector)` takes one selector that crosses iframes and shadow roots:
 *
 * - Hops with ` >>> `: every part but the last selects an `<iframe>`, the next part is looked up
 *   inside that frame: `iframe#checkout >>> iframe[name=card] >>> role=button[name="Pay"]`.
 *   Each part is any Playwright selector (CSS, `xpath=`, `text=`, `role=`, `internal:` ...).
 * - XPath through frames: `xpath=/html/body/iframe[1]/html/body/form/button`, where each
 *   `iframe` (or `frame`) step enters that frame and the path goes on from the frame's document.
 *
 * CSS and text parts pierce open shadow roots, as in Playwright; XPath does not.
 */
export function splitDeepSelector(selector: string): string[] {
  const trimmed = selector.trim();
  if (trimmed.includes('>>>')) return trimmed.split('>>>').map((part) => part.trim()).filter(Boolean);
  const xpath = trimmed.startsWith('xpath=') ? trimmed.slice('xpath='.length) : trimmed.startsWith('/') ? trimmed : undefined;
  if (xpath === undefined) return [trimmed];
  return splitXPathAtFrames(xpath).map((part) => `xpath=${part}`);
}

/** Splits an XPath after each step whose node test is `iframe` or `frame`. */
export function splitXPathAtFrames(xpath: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quote: string | null = null;
  let stepStart = 0;
  const flushIfFrameStep = (end: number) => {
    const step = xpath.slice(stepStart, end).replace(/^\/+/, '');
    const nodeTest = step.replace(/\[.*$/s, '').replace(/^.*::/, '').toLowerCase();
    if (nodeTest === 'iframe' || nodeTest === 'frame') {
      parts.push(current);
      current = '';
    }
  };
  for (let i = 0; i < xpath.length; i++) {
    const ch = xpath[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '[') {
      depth++;
    } else if (ch === ']') {
      depth--;
    } else if (ch === '/' && depth === 0 && i > 0 && xpath[i - 1] !== '/') {
      flushIfFrameStep(i);
      stepStart = i;
    }
    current += ch;
  }
  if (current) parts.push(current);
  // A path that goes on inside a frame must start from that frame's root.
  return parts.map((part, index) => (index > 0 && !part.startsWith('/') ? `/${part}` : part));
}

export function deepLocator(page: Page, selector: string): Locator {
  const parts = splitDeepSelector(selector);
  let scope: Page | FrameLocator = page;
  for (const framePart of parts.slice(0, -1)) scope = scope.locator(framePart).first().contentFrame();
  return scope.locator(parts.at(-1)!);
}
