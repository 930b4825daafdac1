/**
 * Code forms: a durable selector and an action or assertion, written the way a person writes
 * them with Playwright (`page.getByRole('button', { name: 'Save' }).click()`). Pure string work,
 * no browser. `%name%` placeholders become `variables.name`, never values.
 */
import { splitDeepSelector } from '../browser/deep-locator.js';

/** A JavaScript string literal in single quotes; `%name%` placeholders turn it into a template using `variables`. */
export function literal(value: string): string {
  if (/%[A-Za-z_][A-Za-z0-9_-]*%/.test(value)) {
    const whole = /^%([A-Za-z_][A-Za-z0-9_-]*)%$/.exec(value);
    if (whole) return variableRef(whole[1]!);
    const parts = value.split(/%([A-Za-z_][A-Za-z0-9_-]*)%/);
    const body = parts.map((part, i) => (i % 2 ? `\${${variableRef(part)}}` : escapeControls(part.replace(/[\\`$]/g, (c) => `\\${c}`)))).join('');
    return `\`${body}\``;
  }
  return `'${escapeControls(value.replace(/\\/g, '\\\\').replace(/'/g, "\\'"))}'`;
}

/** Line breaks and other control characters as escapes: a literal stays on one line of source. */
function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

const variableRef = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `variables.${name}` : `variables[${literal(name)}]`);

/** Splits at `sep` outside quotes and brackets. */
function splitOutside(selector: string, sep: string): string[] {
  const parts: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (depth === 0 && selector.startsWith(sep, i)) {
      parts.push(selector.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** A quoted selector value with its match flag: `"Save"s` is exact, `"Save"i` (or none) is not. */
function quoted(body: string): { text: string; exact: boolean } | undefined {
  const m = /^("(?:[^"\\]|\\.)*")([si]?)$/.exec(body.trim());
  if (!m) return undefined;
  try {
    return { text: JSON.parse(m[1]!) as string, exact: m[2] === 's' };
  } catch {
    return undefined;
  }
}

const exactOption = (q: { exact: boolean }) => (q.exact ? ', { exact: true }' : '');

/** `internal:role=button[name="Save"s][checked=true]` → `getByRole('button', { name: 'Save', exact: true, checked: true })`. */
function roleCall(body: string): string | undefined {
  const role = /^([a-z]+)/.exec(body)?.[1];
  if (!role) return undefined;
  const options: string[] = [];
  const attrs = /\[([a-z-]+)(?:=((?:"(?:[^"\\]|\\.)*"[si]?)|[^\]]*))?\]/g;
  // Every character after the role must belong to an attribute, or the selector is not one we can write.
  if (body.slice(role.length).replace(attrs, '') !== '') return undefined;
  for (const attr of body.slice(role.length).matchAll(attrs)) {
    const [, key, raw] = attr;
    if (key === 'name') {
      const q = raw ? quoted(raw) : undefined;
      if (!q) return undefined;
      options.push(`name: ${literal(q.text)}`);
      if (q.exact) options.push('exact: true');
    } else if (key === 'include-hidden') options.push('includeHidden: true');
    else if (raw === undefined || raw === 'true') options.push(`${camel(key!)}: true`);
    else if (raw === 'false') options.push(`${camel(key!)}: false`);
    else if (/^\d+$/.test(raw)) options.push(`${camel(key!)}: ${raw}`);
    else if (raw === 'mixed' || raw === '"mixed"') options.push(`${camel(key!)}: 'mixed'`);
    else return undefined;
  }
  return `getByRole(${literal(role)}${options.length ? `, { ${options.join(', ')} }` : ''})`;
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** One ` >> ` part as a chained call (without the leading dot), or undefined when it has no friendlier form. */
function partCall(part: string): string {
  const engine = /^([a-z][a-z0-9_:-]*)=(.*)$/is.exec(part);
  if (engine) {
    const [, name, body] = engine as unknown as [string, string, string];
    switch (name) {
      case 'internal:role': {
        const call = roleCall(body);
        if (call) return call;
        break;
      }
      case 'internal:testid': {
        const m = /^\[([\w-]+)=("(?:[^"\\]|\\.)*"[si]?)\]$/.exec(body);
        const q = m ? quoted(m[2]!) : undefined;
        // getByTestId reads the project's testIdAttribute (data-testid unless configured): another attribute is written as CSS.
        if (q && m![1] === 'data-testid') return `getByTestId(${literal(q.text)})`;
        if (q) return `locator(${literal(`[${m![1]}=${JSON.stringify(q.text)}]`)})`;
        break;
      }
      case 'internal:label':
      case 'internal:text': {
        const q = quoted(body);
        if (q) return `${name === 'internal:label' ? 'getByLabel' : 'getByText'}(${literal(q.text)}${exactOption(q)})`;
        break;
      }
      case 'internal:attr': {
        const m = /^\[(placeholder|alt|title)=("(?:[^"\\]|\\.)*"[si]?)\]$/.exec(body);
        const q = m ? quoted(m[2]!) : undefined;
        if (m && q) return `${{ placeholder: 'getByPlaceholder', alt: 'getByAltText', title: 'getByTitle' }[m[1] as 'placeholder' | 'alt' | 'title']}(${literal(q.text)}${exactOption(q)})`;
        break;
      }
      case 'internal:has-text': {
        const q = quoted(body);
        if (q) return `filter({ hasText: ${literal(q.text)} })`;
        break;
      }
      case 'internal:has': {
        // A nested selector, JSON-quoted: the elements that contain a match of it.
        const q = quoted(body);
        if (q) return `filter({ has: ${locatorCode(q.text)} })`;
        break;
      }
      case 'nth': {
        const n = Number(body);
        if (Number.isInteger(n)) return n === 0 ? 'first()' : n === -1 ? 'last()' : `nth(${n})`;
        break;
      }
      case 'visible':
        // Only the shown ones (Playwright 1.51+): a text that is also in a closed dialog is still "visible".
        if (body === 'true' || body === 'false') return `filter({ visible: ${body} })`;
        break;
      case 'css':
        return `locator(${literal(body)})`;
    }
  }
  return `locator(${literal(part)})`;
}

/**
 * The locator expression for a durable selector (` >>> ` frame hops, ` >> ` chains), rooted at
 * `root` (default `page`): `page.locator('#pay').contentFrame().getByRole('button', { name: 'Pay', exact: true })`.
 * `html` (the page itself) gives `root`.
 */
export function locatorCode(selector: string, root = 'page'): string {
  if (selector.trim() === 'html') return root;
  const hops = selector.includes('>>>') ? splitOutside(selector, '>>>') : xpathHops(selector);
  let code = root;
  hops.forEach((hop, i) => {
    for (const part of splitOutside(hop, ' >> ')) code += `.${partCall(part)}`;
    if (i < hops.length - 1) code += '.contentFrame()';
  });
  return code;
}

/** A ref (`e12`, `f1e3`, `aria-ref=e12`) is valid for one snapshot only: it has no code form and is never cached. */
const REF_SELECTOR = /(^|>>>\s*)(aria-ref=)?(f\d+)?e\d+\s*$/;

/** Whether a selector resolves again after a reload (test id, role and name, label, text, CSS, XPath), unlike a snapshot ref. */
export function isDurableSelector(selector: string): boolean {
  return !REF_SELECTOR.test(selector) && !selector.includes('aria-ref=');
}

/** The code of an action with a durable selector (`%variables%` kept), or undefined when its selector is a ref. */
export function durableActionCode(action: { selector: string; method?: string | undefined; arguments?: readonly string[] | undefined }, how: CodeHow = {}): string | undefined {
  if (!action.method || !isDurableSelector(action.selector)) return undefined;
  return actionCode({ selector: action.selector, method: action.method, arguments: action.arguments ?? [] }, 'page', how);
}

/** How the action ran, where its code must say it: `force` for a styled checkbox under its own label (the label takes the pointer). */
export interface CodeHow {
  force?: boolean | undefined;
  /** A multiple select's values selected before and kept beside the option chosen: the code selects them all. */
  keptSelected?: readonly string[] | undefined;
  /** A slider set by its keys (APG slider pattern), in the order pressed: the code presses them (a run of one key as a loop). */
  keys?: readonly string[] | undefined;
  /** A click repeated (a sortable header clicked until it showed the order asked for): the code clicks as often. */
  clicks?: number | undefined;
  /** The browser's own dialogs the action raised, answered in order (methods/native-dialogs.ts): the code answers them as the act did. */
  dialogs?: readonly { answer: 'accept' | 'dismiss' }[] | undefined;
  /** A drag dropped at a point of its target, in moves (a sortable list's item): the code drags the same way. */
  drop?: { targetPosition: { x: number; y: number }; steps: number } | undefined;
  /** A fill into a box that handed the focus to its widget's raw field: the code focuses it, types where the focus went and leaves that field. */
  focusHandedOn?: boolean | undefined;
}

/** An XPath that goes through frames (`xpath=/html/body/iframe[1]/html/body/button`) as one part per frame. */
function xpathHops(selector: string): string[] {
  const trimmed = selector.trim();
  return trimmed.startsWith('xpath=') || trimmed.startsWith('/') ? splitDeepSelector(trimmed) : [trimmed];
}

const BUTTONS: Record<string, string> = { rightClick: "{ button: 'right' }", middleClick: "{ button: 'middle' }" };

/**
 * An action as one statement: `await page.getByLabel('Email').fill('a@b.c');`. `html` or no
 * selector acts on the page (keyboard, scrolling). The drag target of dragAndDrop is a selector too.
 */
export function actionCode(action: { selector: string; method: string; arguments?: readonly string[] }, root = 'page', how: CodeHow = {}): string {
  const answer = dialogCode(how.dialogs ?? [], root);
  const code = actionOnlyCode(action, root, how);
  return answer ? `${answer}\n${code}` : code;
}

/**
 * The line that answers the dialogs an action raised as the act did, before it: Playwright
 * dismisses a dialog nobody listens for, so only accepted ones need a line; one listener for one
 * dialog, a standing one for several (two one-time listeners would both hear the first).
 */
function dialogCode(dialogs: readonly { answer: 'accept' | 'dismiss' }[], root: string): string | undefined {
  const accepted = dialogs.filter((d) => d.answer === 'accept').length;
  if (!accepted) return undefined;
  if (dialogs.length === 1) return `${root}.once('dialog', (dialog) => dialog.accept());`;
  if (accepted === dialogs.length) return `${root}.on('dialog', (dialog) => dialog.accept());`;
  return `${root}.on('dialog', (dialog) => (dialog.type() === 'prompt' ? dialog.dismiss() : dialog.accept()));`;
}

function actionOnlyCode(action: { selector: string; method: string; arguments?: readonly string[] }, root: string, how: CodeHow): string {
  const onPage = action.selector.trim() === 'html' || !action.selector.trim();
  const target = locatorCode(action.selector, root);
  const args = action.arguments ?? [];
  const arg = (i: number, fallback = '') => literal(args[i] ?? fallback);
  const force = how.force ? '{ force: true }' : '';
  switch (action.method) {
    case 'click': {
      const click = `await ${target}.click(${args[0] === 'right' || args[0] === 'middle' ? `{ button: '${args[0]}' }` : force});`;
      return how.clicks && how.clicks > 1 ? `for (let i = 0; i < ${how.clicks}; i++) ${click}` : click;
    }
    case 'rightClick':
    case 'middleClick':
      return `await ${target}.click(${BUTTONS[action.method]});`;
    case 'doubleClick':
      return `await ${target}.dblclick();`;
    case 'hover':
      return `await ${target}.hover(${force});`;
    case 'fill':
      if (how.keys?.length) return keyRuns(how.keys).map(([key, times]) => (times === 1 ? `await ${target}.press(${literal(key)});` : `for (let i = 0; i < ${times}; i++) await ${target}.press(${literal(key)});`)).join('\n');
      if (how.focusHandedOn) return `await ${target}.focus();\nawait ${root}.keyboard.press('ControlOrMeta+A');\nawait ${root}.keyboard.type(${arg(0)});\nawait ${root}.locator('*:focus').blur();`;
      return `await ${target}.fill(${arg(0)});`;
    case 'type':
      // On the page: keys typed where the focus is (an editor that takes keys through a field of its own).
      return onPage ? `await ${root}.keyboard.type(${arg(0)});` : `await ${target}.pressSequentially(${arg(0)});`;
    case 'blur':
      return `await ${target}.blur();`;
    case 'press':
      return onPage ? `await ${root}.keyboard.press(${arg(0, 'Enter')});` : `await ${target}.press(${arg(0, 'Enter')});`;
    case 'selectOption':
      if (how.keptSelected?.length) return `await ${target}.selectOption([${[...how.keptSelected, args[0] ?? ''].map((v) => literal(v)).join(', ')}]);`;
      return `await ${target}.selectOption(${arg(0)});`;
    case 'check':
      return `await ${target}.check(${force});`;
    case 'uncheck':
      return `await ${target}.uncheck(${force});`;
    case 'dragAndDrop':
      if (how.drop && how.drop.steps > 1) {
        // In moves, as the act dragged (dragTo's own `steps` is newer than Playwright 1.55): a block, so its `const` never clashes.
        const { x, y } = how.drop.targetPosition;
        return `{\n  await ${target}.hover();\n  await ${root}.mouse.down();\n  const to = (await ${locatorCode(args[0] ?? 'html', root)}.boundingBox())!;\n  await ${root}.mouse.move(to.x + ${x}, to.y + ${y}, { steps: ${how.drop.steps} });\n  await ${root}.mouse.up();\n}`;
      }
      if (how.drop) return `await ${target}.dragTo(${locatorCode(args[0] ?? 'html', root)}, { targetPosition: { x: ${how.drop.targetPosition.x}, y: ${how.drop.targetPosition.y} } });`;
      return `await ${target}.dragTo(${locatorCode(args[0] ?? 'html', root)});`;
    case 'scrollIntoView':
      return `await ${target}.scrollIntoViewIfNeeded();`;
    case 'setInputFiles':
      // The paths as the step wrote them: the test resolves them from its working directory, as the act did.
      return `await ${target}.setInputFiles([${args.map((a) => literal(a)).join(', ')}]);`;
    case 'scrollTo':
    case 'scrollByPage': {
      // No Playwright call scrolls to a fraction: the same scroll as the engine does, in the page.
      const by = action.method === 'scrollByPage';
      const up = /up|prev/i.test(args[0] ?? '');
      const fraction = parseFraction(args[0]);
      const body = by
        ? (el: string, h: string) => `${el}.scrollBy({ top: ${up ? '-' : ''}${h} })`
        : (el: string, h: string) => `${el}.scrollTo({ top: (${el === 'window' ? 'document.documentElement.scrollHeight' : `${el}.scrollHeight`} - ${h}) * ${fraction} })`;
      return onPage
        ? `await ${root}.evaluate(() => ${body('window', 'window.innerHeight')});`
        : `await ${target}.evaluate((el) => ${body('el', 'el.clientHeight')});`;
    }
    default:
      return `// ${action.method}(${args.map((a) => literal(a)).join(', ')}) on ${target}: no Playwright form`;
  }
}

/** Keys pressed in a row, as runs of one key: ['End'], ['ArrowLeft', 'ArrowLeft'] → [['End', 1]], [['ArrowLeft', 2]]. */
function keyRuns(keys: readonly string[]): [string, number][] {
  const runs: [string, number][] = [];
  for (const key of keys) {
    const last = runs.at(-1);
    if (last && last[0] === key) last[1]++;
    else runs.push([key, 1]);
  }
  return runs;
}

/** scrollTo's argument ("50%", "0.5", 75) as the fraction of the scroll range; anything else is the end. */
export function parseFraction(arg: string | undefined): number {
  const n = Number.parseFloat(arg ?? '100');
  if (!Number.isFinite(n)) return 1;
  return Math.min(1, Math.max(0, n > 1 || arg?.includes('%') ? n / 100 : n));
}

/** An assertion as one statement: `await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();`. */
export function assertionCode(assertion: { selector?: string; matcher: string; expected?: string | number; not: boolean }, root = 'page'): string {
  const subject = assertion.selector === undefined ? root : locatorCode(assertion.selector, root);
  const expected = assertion.expected === undefined ? '' : typeof assertion.expected === 'number' ? String(assertion.expected) : regexOrLiteral(assertion.expected);
  return `await expect(${subject})${assertion.not ? '.not' : ''}.${assertion.matcher}(${expected});`;
}

/** `/…/flags` stays a RegExp literal; anything else is a string. */
function regexOrLiteral(value: string): string {
  const m = /^\/(.+)\/([dgimsuy]*)$/s.exec(value);
  return m ? value : literal(value);
}
