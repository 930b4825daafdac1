/**
 * Key names as computer-use models write them, in Playwright's terms. OpenAI sends arrays such as
 * `["CTRL", "A"]` or `["ENTER"]`; Anthropic sends xdotool chords such as `ctrl+a`, `Return`,
 * `Page_Down`. Playwright wants `Control+a`, `Enter`, `PageDown`.
 */
const NAMED_KEYS: Record<string, string> = {
  ctrl: 'Control',
  control: 'Control',
  ctl: 'Control',
  control_l: 'Control',
  control_r: 'Control',
  shift: 'Shift',
  shift_l: 'Shift',
  shift_r: 'Shift',
  alt: 'Alt',
  alt_l: 'Alt',
  alt_r: 'Alt',
  option: 'Alt',
  meta: 'Meta',
  cmd: 'Meta',
  command: 'Meta',
  super: 'Meta',
  super_l: 'Meta',
  super_r: 'Meta',
  win: 'Meta',
  windows: 'Meta',
  enter: 'Enter',
  return: 'Enter',
  kp_enter: 'Enter',
  tab: 'Tab',
  esc: 'Escape',
  escape: 'Escape',
  backspace: 'Backspace',
  back_space: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  insert: 'Insert',
  space: ' ',
  spacebar: ' ',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  page_up: 'PageUp',
  prior: 'PageUp',
  pagedown: 'PageDown',
  page_down: 'PageDown',
  next: 'PageDown',
  capslock: 'CapsLock',
  caps_lock: 'CapsLock',
  minus: '-',
  plus: '+',
  equal: '=',
  comma: ',',
  period: '.',
  slash: '/',
  backslash: '\\',
  semicolon: ';',
  apostrophe: "'",
  quote: "'",
  grave: '`',
  bracketleft: '[',
  bracketright: ']',
};

/** One key in Playwright's name: `CTRL` → `Control`, `Return` → `Enter`, `a` → `a`, `f5` → `F5`. */
export function playwrightKey(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 1) return trimmed;
  const lower = trimmed.toLowerCase();
  const named = NAMED_KEYS[lower];
  if (named) return named;
  if (/^f([1-9]|1[0-9]|2[0-4])$/.test(lower)) return lower.toUpperCase();
  // Anything else (Playwright's own names, e.g. "ArrowUp", "NumLock") passes as given.
  return trimmed;
}

/**
 * A chord in Playwright's `press()` form. A single letter with modifiers is written lower case
 * (`Control+a`), since `Control+A` would also imply Shift in Playwright.
 */
export function playwrightChord(keys: readonly string[]): string {
  const mapped = keys.map(playwrightKey);
  const hasModifier = mapped.some((k) => k === 'Control' || k === 'Alt' || k === 'Meta');
  return mapped.map((k) => (hasModifier && /^[A-Z]$/.test(k) ? k.toLowerCase() : k)).join('+');
}

/** `ctrl+shift+t` / `Return` (xdotool form) split into its keys; a `+` where a key is expected is the key itself (`ctrl++`). */
export function splitChord(chord: string): string[] {
  const keys: string[] = [];
  let current = '';
  for (const ch of chord) {
    if (ch === '+' && current.trim() !== '') {
      keys.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (current.trim()) keys.push(current.trim());
  return keys;
}

/** Modifier keys held during a click or scroll (OpenAI's `keys`, Anthropic's `text`), in Playwright's names. */
export function modifierKeys(keys: readonly string[] | string | null | undefined): string[] {
  if (!keys) return [];
  const list = typeof keys === 'string' ? splitChord(keys) : keys;
  return list.map(playwrightKey).filter((k) => k.length > 0);
}
