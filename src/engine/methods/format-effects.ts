/**
 * After a toolbar button applied an editor's toggle format (ExpectedEffect.formatted): the button
 * shows pressed, or, where its pressed state does not follow that format (a checklist button whose
 * format is then "unchecked", not its own value "check"), the editable text's markup reads
 * otherwise. Neither within EFFECT_WAIT_MS: the step failed. A button with no pressed state at all
 * is not judged (as before).
 */
import type { Locator, Page } from 'playwright-core';
import type { EffectCheck } from '../decision/decision.js';
import { checkAborted, sleep } from '../session/abort.js';
import { ActionEffectError } from '../session/errors.js';
import { internalCalls } from '../session/internal-calls.js';
import { readElement } from '../snapshot/element-state.js';
import { EFFECT_WAIT_MS } from './effects.js';

const EXPECTED = 'it pressed, or the edited text formatted otherwise';

/** The markup of the page's editable regions, in short (a hash); undefined when it cannot be read. */
export async function readEditables(page: Page): Promise<string | undefined> {
  return internalCalls(page, () =>
    page.evaluate(() => {
      let hash = 0;
      for (const el of Array.from(document.querySelectorAll('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]'))) {
        const html = el.innerHTML;
        for (let i = 0; i < html.length; i++) hash = (Math.imul(hash, 31) + html.charCodeAt(i)) | 0;
      }
      return String(hash);
    }),
  ).catch(() => undefined);
}

export async function awaitFormatted(page: Page, read: Locator | undefined, editedBefore: string | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const state = read ? await readElement(read, { effects: true, timeoutMs: 1_000 }) : undefined;
    if (!state || state.count !== 1 || state.checked === null || state.checked === undefined) return { expected: EXPECTED, found: 'its pressed state cannot be read (not judged)', ok: true };
    if (state.checked) return { expected: EXPECTED, found: 'it is pressed', ok: true };
    const edited = await readEditables(page);
    if (editedBefore !== undefined && edited !== undefined && edited !== editedBefore) return { expected: EXPECTED, found: 'it shows no pressed state for this format, and the edited text reads otherwise', ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = 'it is still unpressed and the edited text reads as before';
      throw new ActionEffectError(`Expected ${EXPECTED} after the action, but ${found}.`, EXPECTED, found);
    }
    checkAborted(signal);
    await sleep(100, signal).catch(() => undefined);
  }
}
