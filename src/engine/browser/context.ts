import type { BrowserContext, Page } from 'playwright-core';
import { InvalidArgumentError } from '../session/errors.js';
import { augmentPage, type ActwrightPage } from './page.js';

/**
 * The client's `context` (seed 2.3): pages of one browser context and which one is active.
 * A page opened by the page itself (a link with target=_blank, window.open) becomes active.
 */
export class ActwrightContext {
  private active: ActwrightPage | undefined;
  private readonly onPage = (page: Page) => this.adopt(page, true);

  constructor(
    /** The underlying Playwright BrowserContext. */
    readonly playwright: BrowserContext,
    private readonly onNewPage: (page: ActwrightPage) => void,
  ) {
    for (const page of playwright.pages()) this.adopt(page, false);
    this.active = this.pages()[0];
    playwright.on('page', this.onPage);
  }

  private adopt(page: Page, activate: boolean): ActwrightPage {
    const augmented = augmentPage(page);
    this.onNewPage(augmented);
    page.once('close', () => {
      if (this.active === augmented) this.active = this.pages().at(-1);
    });
    if (activate) this.active = augmented;
    return augmented;
  }

  /** Opens a new page and makes it the active one. */
  async newPage(): Promise<ActwrightPage> {
    const page = augmentPage(await this.playwright.newPage());
    this.active = page;
    return page;
  }

  /** Open pages, oldest first. */
  pages(): ActwrightPage[] {
    return this.playwright.pages().map(augmentPage);
  }

  setActivePage(page: Page): void {
    if (!this.playwright.pages().includes(page)) {
      throw new InvalidArgumentError('setActivePage(page): the page does not belong to this client\'s context, or is closed. Use a page from client.context.pages().');
    }
    this.active = augmentPage(page);
    void page.bringToFront().catch(() => undefined);
  }

  activePage(): ActwrightPage | undefined {
    if (this.active?.isClosed()) this.active = this.pages().at(-1);
    return this.active;
  }

  /** Stops following the context's pages (the context itself stays open). */
  detach(): void {
    this.playwright.off('page', this.onPage);
  }
}
