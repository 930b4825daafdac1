import type { Page } from 'playwright-core';
import { sleep } from '../../session/abort.js';
import { MIN_SECRET_LENGTH as MIN_MASKED_LENGTH } from '../../session/secrets.js';
import { waitForSettled } from '../../page/settle.js';
import { modifierKeys, playwrightChord, playwrightKey } from './keys.js';

export interface Size {
  width: number;
  height: number;
}

/** The longest a screenshot may take before the turn fails (a frozen page must not hang the agent). */
const SCREENSHOT_TIMEOUT_MS = 10_000;
/** Per-character delay is 0: the model does not need to watch the text appear. */
const TYPE_DELAY_MS = 0;

/**
 * The page as the computer a computer-use model sees. Screens are taken in CSS pixels (Playwright's
 * `scale: 'css'`), so a device scale factor of 2 does not double the image, and the model's
 * coordinates are CSS pixels of the viewport: what `page.mouse` takes. When a provider limits the
 * display size, the screen is scaled down (`display`) and the model's coordinates scaled back up.
 */
export class Screen {
  private cursor = { x: 0, y: 0 };

  private constructor(
    readonly page: Page,
    /** The page's viewport, CSS pixels. */
    readonly viewport: Size,
    /** The size the tool declares and every screenshot has. */
    readonly display: Size,
    private readonly settleMs: number,
    private readonly signal: AbortSignal,
    private readonly secrets: () => readonly string[],
  ) {}

  /**
   * A screen for `page`. `maxDisplay` bounds the declared size (the aspect ratio is kept); without
   * it the display is the viewport itself.
   */
  static async of(
    page: Page,
    options: { maxDisplay?: Size; settleMs: number; signal: AbortSignal; secrets?: () => readonly string[] },
  ): Promise<Screen> {
    const viewport = page.viewportSize() ?? (await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })));
    // Only Chromium can capture scaled (below); elsewhere the screen keeps the viewport's size.
    const browserName = page.context().browser()?.browserType().name() ?? 'chromium';
    const display = browserName === 'chromium' ? fitInside(viewport, options.maxDisplay) : { ...viewport };
    return new Screen(page, viewport, display, options.settleMs, options.signal, options.secrets ?? (() => []));
  }

  get scaled(): boolean {
    return this.display.width !== this.viewport.width || this.display.height !== this.viewport.height;
  }

  /** A model coordinate (display pixels) as a page coordinate (CSS pixels), kept inside the viewport. */
  toPage(x: number, y: number): { x: number; y: number } {
    const px = (Number(x) * this.viewport.width) / this.display.width;
    const py = (Number(y) * this.viewport.height) / this.display.height;
    return { x: clamp(px, 0, this.viewport.width - 1), y: clamp(py, 0, this.viewport.height - 1) };
  }

  /** The cursor in display pixels (Anthropic's cursor_position). */
  cursorPosition(): { x: number; y: number } {
    return {
      x: Math.round((this.cursor.x * this.display.width) / this.viewport.width),
      y: Math.round((this.cursor.y * this.display.height) / this.viewport.height),
    };
  }

  /** PNG of the viewport at the display size, base64, after the page has settled. */
  async screenshot(): Promise<string> {
    this.signal.throwIfAborted();
    if (this.settleMs > 0) await waitForSettled(this.page, { timeoutMs: this.settleMs, signal: this.signal });
    this.signal.throwIfAborted();
    const secrets = this.secrets().filter((value) => value.length >= MIN_MASKED_LENGTH);
    if (secrets.length) await this.everyFrame(hideSecretFields, secrets);
    try {
      if (!this.scaled) {
        const png = await this.page.screenshot({ type: 'png', scale: 'css', timeout: SCREENSHOT_TIMEOUT_MS });
        return png.toString('base64');
      }
      return await this.scaledScreenshot();
    } finally {
      if (secrets.length) await this.everyFrame(showSecretFields, []);
    }
  }

  /** Runs a function in every frame of the page; a frame that is gone or busy is skipped. */
  private async everyFrame(fn: (values: string[]) => void, values: string[]): Promise<void> {
    await Promise.all(this.page.frames().map((frame) => frame.evaluate(fn, values).catch(() => undefined)));
  }

  /** Chromium scales the capture itself (DevTools protocol clip scale); other browsers cannot, so this is Chromium only. */
  private async scaledScreenshot(): Promise<string> {
    const session = await this.page.context().newCDPSession(this.page);
    try {
      const scale = this.display.width / this.viewport.width;
      const shot = (await session.send('Page.captureScreenshot', {
        format: 'png',
        clip: { x: 0, y: 0, width: this.viewport.width, height: this.viewport.height, scale },
        captureBeyondViewport: false,
      })) as { data: string };
      return shot.data;
    } finally {
      await session.detach().catch(() => undefined);
    }
  }

  async move(x: number, y: number): Promise<void> {
    const at = this.toPage(x, y);
    await this.page.mouse.move(at.x, at.y);
    this.cursor = at;
  }

  async click(x: number, y: number, options: { button?: string; clickCount?: number; keys?: readonly string[] | string | null } = {}): Promise<void> {
    const at = this.toPage(x, y);
    const button = options.button === 'right' ? 'right' : options.button === 'wheel' || options.button === 'middle' ? 'middle' : 'left';
    await this.withModifiers(options.keys, async () => {
      if (options.button === 'back' || options.button === 'forward') {
        // Playwright's mouse has no back/forward buttons; the browser's history does the same.
        if (options.button === 'back') await this.page.goBack();
        else await this.page.goForward();
        return;
      }
      await this.page.mouse.click(at.x, at.y, { button, clickCount: options.clickCount ?? 1 });
    });
    this.cursor = at;
  }

  async mouseDown(x?: number, y?: number): Promise<void> {
    if (x !== undefined && y !== undefined) await this.move(x, y);
    await this.page.mouse.down();
  }

  async mouseUp(x?: number, y?: number): Promise<void> {
    if (x !== undefined && y !== undefined) await this.move(x, y);
    await this.page.mouse.up();
  }

  /** Presses at the first point, moves through the rest, releases at the last. */
  async drag(path: readonly { x: number; y: number }[], keys?: readonly string[] | string | null): Promise<void> {
    if (path.length < 2) throw new Error('a drag needs at least two points');
    await this.withModifiers(keys, async () => {
      const [first, ...rest] = path.map((p) => this.toPage(p.x, p.y));
      await this.page.mouse.move(first!.x, first!.y);
      await this.page.mouse.down();
      for (const point of rest) await this.page.mouse.move(point.x, point.y, { steps: 5 });
      await this.page.mouse.up();
      this.cursor = rest.at(-1)!;
    });
  }

  /** Scrolls by `dx`/`dy` display pixels with the mouse over (x, y). */
  async scroll(x: number, y: number, dx: number, dy: number, keys?: readonly string[] | string | null): Promise<void> {
    await this.move(x, y);
    const sx = (Number(dx) * this.viewport.width) / this.display.width;
    const sy = (Number(dy) * this.viewport.height) / this.display.height;
    await this.withModifiers(keys, () => this.page.mouse.wheel(sx, sy));
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text, { delay: TYPE_DELAY_MS });
  }

  /** A chord (`["CTRL", "A"]`) or several keys in turn (`["Tab", "Tab"]` when none is a modifier). */
  async press(keys: readonly string[]): Promise<void> {
    const mapped = keys.map(playwrightKey);
    const isModifier = (k: string) => k === 'Control' || k === 'Shift' || k === 'Alt' || k === 'Meta';
    if (mapped.length > 1 && !mapped.some(isModifier)) {
      for (const key of mapped) await this.page.keyboard.press(key);
      return;
    }
    await this.page.keyboard.press(playwrightChord(keys));
  }

  /** Holds keys down for `ms` (Anthropic's hold_key). */
  async hold(keys: readonly string[], ms: number): Promise<void> {
    const mapped = keys.map(playwrightKey);
    for (const key of mapped) await this.page.keyboard.down(key);
    try {
      await sleep(Math.max(0, ms), this.signal);
    } finally {
      for (const key of [...mapped].reverse()) await this.page.keyboard.up(key).catch(() => undefined);
    }
  }

  async wait(ms: number): Promise<void> {
    await sleep(Math.max(0, ms), this.signal);
  }

  private async withModifiers(keys: readonly string[] | string | null | undefined, work: () => Promise<void>): Promise<void> {
    const held = modifierKeys(keys);
    for (const key of held) await this.page.keyboard.down(key);
    try {
      await work();
    } finally {
      for (const key of held.reverse()) await this.page.keyboard.up(key).catch(() => undefined);
    }
  }
}

/** `size` scaled down (never up) to fit `max`, aspect ratio kept, whole pixels. */
export function fitInside(size: Size, max: Size | undefined): Size {
  if (!max) return { ...size };
  const ratio = Math.min(1, max.width / size.width, max.height / size.height);
  return ratio === 1 ? { ...size } : { width: Math.floor(size.width * ratio), height: Math.floor(size.height * ratio) };
}

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min);

/**
 * Before a screenshot: a field whose value holds a variable's value is drawn as discs (like a
 * password field), so a typed secret never reaches the model in an image. Runs in the page.
 */
function hideSecretFields(values: string[]): void {
  for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
    if (!values.some((value) => field.value.includes(value))) continue;
    field.dataset.actwrightMasked = field.style.getPropertyValue('-webkit-text-security') || '-';
    field.style.setProperty('-webkit-text-security', 'disc', 'important');
  }
}

/** After the screenshot: the fields look as before. Runs in the page. */
function showSecretFields(): void {
  for (const field of Array.from(document.querySelectorAll<HTMLElement>('[data-actwright-masked]'))) {
    const before = field.dataset.actwrightMasked;
    if (before && before !== '-') field.style.setProperty('-webkit-text-security', before);
    else field.style.removeProperty('-webkit-text-security');
    delete field.dataset.actwrightMasked;
  }
}
