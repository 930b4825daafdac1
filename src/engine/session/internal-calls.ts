/**
 * Runs `work`'s Playwright calls as one internal call of `owner` (a page, frame or locator):
 * Playwright's own `_wrapApiCall(..., { internal: true })`, as its test fixtures use for their own
 * reads. Inside, a call takes no stack trace of its own and, in a Playwright test, makes no step
 * (two messages to the test runner each, and a line in the report and the trace): what actwright
 * reads to decide is its plumbing, the action it takes is the user's. Where that method is missing
 * (Playwright's internals changed), `work` runs as it is.
 */
export function internalCalls<T>(owner: object, work: () => Promise<T>): Promise<T> {
  const wrap = (owner as { _wrapApiCall?: (fn: () => Promise<T>, options: { internal: boolean; title: string }) => Promise<T> })._wrapApiCall;
  return typeof wrap === 'function' ? wrap.call(owner, work, { internal: true, title: 'actwright reads the page' }) : work();
}
