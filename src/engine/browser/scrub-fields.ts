import { within } from '../session/abort.js';
import type { Page } from 'playwright-core';

/** Bound on scrubbing one frame: a hung page must not hold a test's teardown. */
const FRAME_BOUND_MS = 2_000;

/**
 * In the page: every input and textarea value and every text node (open shadow roots included)
 * that holds a secret gets the placeholder instead (a page may echo what was typed).
 */
function scrubFrame(replacements: ReadonlyArray<readonly [string, string]>): void {
  const scrub = (text: string) => replacements.reduce((out, [secret, placeholder]) => (out.includes(secret) ? out.split(secret).join(placeholder) : out), text);
  const visit = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const clean = scrub(text);
      if (clean !== text) node.nodeValue = clean;
    }
    for (const el of Array.from(root.querySelectorAll('input, textarea'))) {
      const field = el as HTMLInputElement | HTMLTextAreaElement;
      const value = scrub(field.value);
      if (value !== field.value) field.value = value;
    }
    for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
}

/**
 * Replaces the `variables` values still in the pages (typed into fields, or echoed as text) by their `%name%`
 * placeholders. The test is over when this runs: what Playwright writes after it (the error
 * context's page snapshot, the trace's last snapshot, a failure screenshot) then shows names, not
 * secrets. Bounded per frame; a frame that does not answer is skipped.
 */
export async function scrubSecretFields(pages: readonly Page[], replacements: ReadonlyArray<readonly [string, string]>): Promise<void> {
  if (replacements.length === 0) return;
  const frames = pages.filter((page) => !page.isClosed()).flatMap((page) => page.frames());
  await Promise.all(
    frames.map((frame) => within(frame.evaluate(scrubFrame, replacements as Array<[string, string]>).catch(() => undefined), FRAME_BOUND_MS)),
  );
}
