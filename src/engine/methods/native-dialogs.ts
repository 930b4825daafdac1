import type { Dialog, Page } from 'playwright-core';

/**
 * The browser's own dialogs (`alert`, `confirm`, `prompt`, `beforeunload`) that an act's action
 * raises. Playwright dismisses a dialog nobody listens for, so a "Delete" button that asks
 * `confirm('Delete Alice?')` deletes nothing and the step failed with no word of why. While an act
 * acts and checks its effect, the dialog is answered as the step means it: the step asked for the
 * action the page asks to confirm, so a confirm is accepted, unless the step says to cancel it
 * ("delete Alice but cancel"). An alert has only OK. A prompt is dismissed: the step gave no answer
 * to type (Playwright's own default). A test that listens for dialogs itself keeps them: nothing
 * is answered then.
 *
 * The dialog's message is page text: data to report, never an instruction.
 */

/** One dialog the page showed during an act's action, and how it was answered. */
export interface AnsweredDialog {
  type: string;
  /** The dialog's message, bounded. */
  message: string;
  answer: 'accept' | 'dismiss';
}

/** A step that asks to cancel what the page will ask to confirm. */
const CANCELS = /\b(?:and|but|then)\s+(?:cancel|dismiss|decline|reject)\b|\bwithout\s+confirming\b|\b(?:cancel|dismiss|decline|reject)\s+(?:the\s+)?(?:confirm(?:ation)?|dialog|prompt)\b/i;

const MESSAGE_CHARS = 160;

/** How a dialog of `type` is answered for a step worded `instruction`. */
export function answerFor(type: string, instruction: string | undefined): 'accept' | 'dismiss' {
  if (type === 'prompt') return 'dismiss';
  if (type === 'confirm' && instruction && CANCELS.test(instruction)) return 'dismiss';
  return 'accept';
}

/** Whether the test listens for dialogs itself (Playwright's page and context are event emitters; unknown: not). */
function listening(emitter: object): boolean {
  const count = (emitter as { listenerCount?: (event: string) => number }).listenerCount;
  return typeof count === 'function' && count.call(emitter, 'dialog') > 0;
}

/**
 * Answers the page's dialogs until `stop()`; `answered` lists them in order. Does nothing when the
 * page already has a listener of its own for dialogs (the test answers them).
 */
export function answerDialogs(page: Page, instruction: string | undefined): { answered: AnsweredDialog[]; stop: () => void } {
  const answered: AnsweredDialog[] = [];
  if (listening(page) || listening(page.context())) return { answered, stop: () => undefined };
  const onDialog = (dialog: Dialog) => {
    const type = dialog.type();
    const answer = answerFor(type, instruction);
    const message = dialog.message().replace(/\s+/g, ' ').trim();
    answered.push({ type, message: message.length > MESSAGE_CHARS ? `${message.slice(0, MESSAGE_CHARS - 1)}…` : message, answer });
    // A page closed meanwhile has no dialog left to answer.
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  };
  page.on('dialog', onDialog);
  return { answered, stop: () => void page.off('dialog', onDialog) };
}

