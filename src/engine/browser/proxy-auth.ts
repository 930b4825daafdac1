import type { BrowserContext, Page } from 'playwright-core';

/**
 * Answers a proxy's 407 challenge with the configured username and password, on every page of a
 * context the client attached to over the DevTools protocol (a keepAlive browser): Chromium's
 * `--proxy-server` flag carries no credentials, and Playwright only answers for browsers it launched.
 * Requests are paused and continued at once; only proxy challenges get the credentials.
 * Out-of-process iframes are not covered (their requests use their own target).
 */
export async function answerProxyAuth(context: BrowserContext, credentials: { username: string; password: string }): Promise<void> {
  const attach = async (page: Page) => {
    const cdp = await context.newCDPSession(page);
    const answered = new Set<string>();
    cdp.on('Fetch.requestPaused', (event) => void cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined));
    cdp.on('Fetch.authRequired', (event) => {
      const proxy = event.authChallenge.source === 'Proxy';
      // Credentials the proxy refused once are not sent again: the request fails instead of looping.
      const response = !proxy ? 'Default' : answered.has(event.requestId) ? 'CancelAuth' : 'ProvideCredentials';
      if (response === 'ProvideCredentials') answered.add(event.requestId);
      void cdp
        .send('Fetch.continueWithAuth', {
          requestId: event.requestId,
          authChallengeResponse: response === 'ProvideCredentials' ? { response, ...credentials } : { response },
        })
        .catch(() => undefined);
    });
    await cdp.send('Fetch.enable', { handleAuthRequests: true, patterns: [{ urlPattern: '*' }] });
  };
  context.on('page', (page) => void attach(page).catch(() => undefined));
  await Promise.all(context.pages().map(attach));
}
