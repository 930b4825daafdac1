// The code forms of durable selectors and actions (src/engine/decision/code.ts): what a person
// would write with Playwright, `%variables%` as `variables.name`, every literal one line of source.
import { describe, expect, it } from 'vitest';
import { actionCode, assertionCode, literal, locatorCode } from '../../src/engine/decision/code.js';

describe('literal', () => {
  it('quotes, backslashes, line breaks and control characters are escaped; the result parses back to the value', () => {
    for (const value of ['Save', "it's", 'a\\b', 'two\nlines\r\n', 'tab\there', 'bell\u0007', 'sep\u2028x', '"double"', '`tick` ${x}']) {
      const code = literal(value);
      expect(code).not.toMatch(/[\n\r\u2028\u2029]/);
      expect(new Function(`return ${code};`)()).toBe(value);
    }
  });

  it('a whole placeholder is the variable; placeholders inside text make a template that reads them', () => {
    expect(literal('%password%')).toBe('variables.password');
    expect(literal('%my-key%')).toBe("variables['my-key']");
    const code = literal('user %name% says `hi` ${not} \\ here\n');
    expect(code).toBe('`user ${variables.name} says \\`hi\\` \\${not} \\\\ here\\n`');
    expect(new Function('variables', `return ${code};`)({ name: 'ada' })).toBe('user ada says `hi` ${not} \\ here\n');
  });

  it('a percent sign that is no placeholder stays text', () => {
    expect(literal('50% off')).toBe("'50% off'");
    expect(literal('100%')).toBe("'100%'");
  });
});

describe('locatorCode', () => {
  const cases: [string, string][] = [
    ['internal:role=button[name="Save"s]', "page.getByRole('button', { name: 'Save', exact: true })"],
    ['internal:role=button[name="Save"i]', "page.getByRole('button', { name: 'Save' })"],
    ['internal:role=checkbox[checked=true][name="Remember me"i]', "page.getByRole('checkbox', { checked: true, name: 'Remember me' })"],
    ['internal:role=heading[level=2]', "page.getByRole('heading', { level: 2 })"],
    ['internal:role=button[include-hidden][name="x"s]', "page.getByRole('button', { includeHidden: true, name: 'x', exact: true })"],
    ['internal:role=link[name="Say \\"hi\\" to O\'Brien"s]', 'page.getByRole(\'link\', { name: \'Say "hi" to O\\\'Brien\', exact: true })'],
    ['internal:testid=[data-testid="submit"s]', "page.getByTestId('submit')"],
    ['internal:testid=[data-test="submit"s]', 'page.locator(\'[data-test="submit"]\')'],
    ['internal:label="Email"i', "page.getByLabel('Email')"],
    ['internal:label="Email"s', "page.getByLabel('Email', { exact: true })"],
    ['internal:text="Welcome back"i', "page.getByText('Welcome back')"],
    ['internal:attr=[placeholder="Search products"i]', "page.getByPlaceholder('Search products')"],
    ['internal:attr=[alt="Logo"s]', "page.getByAltText('Logo', { exact: true })"],
    ['internal:attr=[title="Close"i]', "page.getByTitle('Close')"],
    ['internal:role=button[name="Add"s] >> nth=0', "page.getByRole('button', { name: 'Add', exact: true }).first()"],
    ['internal:role=button[name="Add"s] >> nth=2', "page.getByRole('button', { name: 'Add', exact: true }).nth(2)"],
    ['internal:role=button[name="Add"s] >> nth=-1', "page.getByRole('button', { name: 'Add', exact: true }).last()"],
    ['internal:role=row >> internal:has-text="Blue Mug"i >> css=.delete', "page.getByRole('row').filter({ hasText: 'Blue Mug' }).locator('.delete')"],
    ['#email', "page.locator('#email')"],
    ['css=form >> nth=1', "page.locator('form').nth(1)"],
    ['html', 'page'],
    // A role selector with a name matched by a pattern has no getByRole form here: Playwright reads the selector as is.
    ['internal:role=button[name=/save/i]', "page.locator('internal:role=button[name=/save/i]')"],
  ];
  for (const [selector, code] of cases) {
    it(`${selector} → ${code}`, () => expect(locatorCode(selector)).toBe(code));
  }

  it('frame hops enter each frame with contentFrame()', () => {
    expect(locatorCode('iframe[name="pay"] >>> internal:role=textbox[name="Card number"i]')).toBe(
      "page.locator('iframe[name=\"pay\"]').contentFrame().getByRole('textbox', { name: 'Card number' })",
    );
    expect(locatorCode('internal:attr=[title="Checkout"i] >>> iframe#card >>> internal:role=button[name="Pay"s]')).toBe(
      "page.getByTitle('Checkout').contentFrame().locator('iframe#card').contentFrame().getByRole('button', { name: 'Pay', exact: true })",
    );
  });

  it('a ">>>" inside a quoted name is no frame hop', () => {
    expect(locatorCode('internal:role=button[name="Next >>> page"s]')).toBe("page.getByRole('button', { name: 'Next >>> page', exact: true })");
  });

  it('an XPath through frames enters each frame', () => {
    expect(locatorCode('xpath=/html/body/iframe[1]/html/body/button')).toBe("page.locator('xpath=/html/body/iframe[1]').contentFrame().locator('xpath=/html/body/button')");
    expect(locatorCode('/html/body/form/input')).toBe("page.locator('xpath=/html/body/form/input')");
  });

  it('a variable in a name stays a variable, never a value', () => {
    expect(locatorCode('internal:role=option[name="%user%"s]')).toBe("page.getByRole('option', { name: variables.user, exact: true })");
  });

  it('another root', () => expect(locatorCode('internal:label="Email"i', 'frame')).toBe("frame.getByLabel('Email')"));
});

describe('actionCode', () => {
  const email = 'internal:role=textbox[name="Email"i]';
  const cases: [{ selector: string; method: string; arguments?: string[] }, string][] = [
    [{ selector: 'internal:role=button[name="Save"s]', method: 'click' }, "await page.getByRole('button', { name: 'Save', exact: true }).click();"],
    [{ selector: 'internal:role=button[name="Save"s]', method: 'click', arguments: ['right'] }, "await page.getByRole('button', { name: 'Save', exact: true }).click({ button: 'right' });"],
    [{ selector: '#menu', method: 'rightClick' }, "await page.locator('#menu').click({ button: 'right' });"],
    [{ selector: '#menu', method: 'middleClick' }, "await page.locator('#menu').click({ button: 'middle' });"],
    [{ selector: '#row', method: 'doubleClick' }, "await page.locator('#row').dblclick();"],
    [{ selector: '#row', method: 'hover' }, "await page.locator('#row').hover();"],
    [{ selector: email, method: 'fill', arguments: ['fill the Email field with "a@b.c"'] }, `await page.getByRole('textbox', { name: 'Email' }).fill('fill the Email field with "a@b.c"');`],
    [{ selector: email, method: 'fill', arguments: ['%email%'] }, "await page.getByRole('textbox', { name: 'Email' }).fill(variables.email);"],
    [{ selector: email, method: 'fill', arguments: ["O'Brien\nline 2"] }, "await page.getByRole('textbox', { name: 'Email' }).fill('O\\'Brien\\nline 2');"],
    [{ selector: email, method: 'type', arguments: ['mug'] }, "await page.getByRole('textbox', { name: 'Email' }).pressSequentially('mug');"],
    [{ selector: email, method: 'press', arguments: ['Enter'] }, "await page.getByRole('textbox', { name: 'Email' }).press('Enter');"],
    [{ selector: email, method: 'blur' }, "await page.getByRole('textbox', { name: 'Email' }).blur();"],
    [{ selector: 'html', method: 'press', arguments: ['Escape'] }, "await page.keyboard.press('Escape');"],
    [{ selector: 'internal:label="Country"i', method: 'selectOption', arguments: ['United Kingdom'] }, "await page.getByLabel('Country').selectOption('United Kingdom');"],
    [{ selector: 'internal:label="I accept"i', method: 'check' }, "await page.getByLabel('I accept').check();"],
    [{ selector: 'internal:label="I accept"i', method: 'uncheck' }, "await page.getByLabel('I accept').uncheck();"],
    [{ selector: '#card', method: 'dragAndDrop', arguments: ['#done'] }, "await page.locator('#card').dragTo(page.locator('#done'));"],
    [{ selector: '#far', method: 'scrollIntoView' }, "await page.locator('#far').scrollIntoViewIfNeeded();"],
    [{ selector: 'html', method: 'scrollTo', arguments: ['50%'] }, 'await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * 0.5 }));'],
    [{ selector: '#list', method: 'scrollByPage', arguments: ['up'] }, "await page.locator('#list').evaluate((el) => el.scrollBy({ top: -el.clientHeight }));"],
    // An upload: the paths as the step wrote them (the test resolves them from its working directory), a variable by its name.
    [{ selector: 'internal:role=region[name="Receipts"s] >> css=input[type=file]', method: 'setInputFiles', arguments: ['docs/a.pdf', '%scan%'] }, "await page.getByRole('region', { name: 'Receipts', exact: true }).locator('input[type=file]').setInputFiles(['docs/a.pdf', variables.scan]);"],
  ];
  for (const [action, code] of cases) {
    it(`${action.method} ${action.selector} → ${code}`, () => expect(actionCode(action)).toBe(code));
  }

  it('an action inside a frame hops into it', () => {
    expect(actionCode({ selector: 'iframe[title="Payment"] >>> internal:role=textbox[name="CVC"i]', method: 'fill', arguments: ['%cvc%'] })).toBe(
      "await page.locator('iframe[title=\"Payment\"]').contentFrame().getByRole('textbox', { name: 'CVC' }).fill(variables.cvc);",
    );
  });

  it('a styled checkbox clicked as its label clicks it (force): the code says so, so plain Playwright does not wait for the input', () => {
    const box = 'internal:role=checkbox[name="Remember Me"s]';
    expect(actionCode({ selector: box, method: 'check' }, 'page', { force: true })).toBe("await page.getByRole('checkbox', { name: 'Remember Me', exact: true }).check({ force: true });");
    expect(actionCode({ selector: box, method: 'uncheck' }, 'page', { force: true })).toBe("await page.getByRole('checkbox', { name: 'Remember Me', exact: true }).uncheck({ force: true });");
    expect(actionCode({ selector: box, method: 'click' }, 'page', { force: true })).toBe("await page.getByRole('checkbox', { name: 'Remember Me', exact: true }).click({ force: true });");
    expect(actionCode({ selector: box, method: 'check' })).toBe("await page.getByRole('checkbox', { name: 'Remember Me', exact: true }).check();");
  });

  it('a slider set by its keys: the code presses them as a person would (a run of one key as a loop), and is valid JavaScript', () => {
    const slider = 'internal:role=slider[name="Volume"i]';
    const code = actionCode({ selector: slider, method: 'fill', arguments: ['75'] }, 'page', { keys: ['PageUp', 'PageUp', 'PageUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'] });
    expect(code).toBe("for (let i = 0; i < 3; i++) await page.getByRole('slider', { name: 'Volume' }).press('PageUp');\nfor (let i = 0; i < 5; i++) await page.getByRole('slider', { name: 'Volume' }).press('ArrowRight');");
    expect(actionCode({ selector: slider, method: 'fill', arguments: ['max'] }, 'page', { keys: ['End'] })).toBe("await page.getByRole('slider', { name: 'Volume' }).press('End');");
    expect(() => new Function('page', `return (async () => { ${code} })`)).not.toThrow();
  });

  it('a sortable header clicked until it showed the order asked for: the code clicks as often, and is valid JavaScript', () => {
    const header = 'internal:role=columnheader[name="Price"s]';
    const code = actionCode({ selector: header, method: 'click' }, 'page', { clicks: 2 });
    expect(code).toBe("for (let i = 0; i < 2; i++) await page.getByRole('columnheader', { name: 'Price', exact: true }).click();");
    expect(actionCode({ selector: header, method: 'click' }, 'page', { clicks: 1 })).toBe("await page.getByRole('columnheader', { name: 'Price', exact: true }).click();");
    expect(() => new Function('page', `return (async () => { ${code} })`)).not.toThrow();
  });

  it('an unknown method says it has no Playwright form, as a comment', () => {
    expect(actionCode({ selector: '#x', method: 'teleport', arguments: ['a'] })).toBe("// teleport('a') on page.locator('#x'): no Playwright form");
  });

  it('every code form is valid JavaScript', () => {
    for (const [action] of cases) expect(() => new Function('page', 'variables', `return (async () => { ${actionCode(action)} })`)).not.toThrow();
  });
});

describe('assertionCode', () => {
  it('writes expect with the matcher, negation and expected value', () => {
    expect(assertionCode({ selector: 'internal:role=button[name="Save"s]', matcher: 'toBeDisabled', not: false })).toBe("await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();");
    expect(assertionCode({ selector: '#count', matcher: 'toHaveText', expected: '3 items', not: true })).toBe("await expect(page.locator('#count')).not.toHaveText('3 items');");
    expect(assertionCode({ matcher: 'toHaveURL', expected: '/\\/cart$/', not: false })).toBe('await expect(page).toHaveURL(/\\/cart$/);');
    expect(assertionCode({ selector: 'internal:role=listitem', matcher: 'toHaveCount', expected: 2, not: false })).toBe("await expect(page.getByRole('listitem')).toHaveCount(2);");
  });
});
