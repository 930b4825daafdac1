import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, call, launch, pageWith } from './support.js';

// reader/states.ts: checked, disabled, expanded, invalid, level, pressed, selected, by role.
let browser: Browser;
let script: string;
beforeAll(async () => {
  browser = await launch();
  script = await bundle(`
    import { roleOf } from './reader/roles.js';
    import { beginRead } from './reader/state.js';
    import { states } from './reader/states.js';
    const read = () => {
      beginRead();
      return Object.fromEntries(Array.from(document.querySelectorAll('[data-t]')).map((e) => {
        const node = { role: '', name: '', children: [] };
        states(e, roleOf(e) ?? 'generic', node);
        const { role, name, children, ...rest } = node;
        return [e.getAttribute('data-t'), rest];
      }));
    };
    Object.assign(window, { __t: { read } });
  `);
});
afterAll(async () => browser?.close());

describe('states', () => {
  it('reads each state where the role supports it', async () => {
    const page = await pageWith(
      browser,
      `<input data-t="checked" type="checkbox" checked><input data-t="unchecked" type="checkbox"><input data-t="mixed" type="checkbox" class="ind">
       <div data-t="aria-mixed" role="checkbox" aria-checked="mixed"></div><div data-t="aria-checked" role="switch" aria-checked="TRUE"></div>
       <button data-t="disabled" disabled>b</button>
       <fieldset disabled><legend><button data-t="in-legend">l</button></legend><button data-t="in-fieldset">f</button></fieldset>
       <div aria-disabled="true"><button data-t="aria-disabled-above">a</button></div>
       <details open><summary>s</summary></details><details data-t="details-open" open></details>
       <button data-t="expanded" aria-expanded="true">e</button><button data-t="pressed" aria-pressed="mixed">p</button>
       <h3 data-t="h3">h</h3><div data-t="aria-level" role="heading" aria-level="5">h</div>
       <select><option data-t="option-selected" selected>a</option><option data-t="option">b</option></select>
       <div role="tablist"><div data-t="tab" role="tab" aria-selected="true">t</div></div>
       <input data-t="invalid" aria-invalid="spelling"><input data-t="invalid-other" aria-invalid="yes"><input data-t="valid" aria-invalid="false">
       <p data-t="paragraph" aria-checked="true" aria-disabled="true">no states</p>`,
      script,
    );
    await page.evaluate(() => void ((document.querySelector('.ind') as HTMLInputElement).indeterminate = true));
    expect(await call(page, 'read')).toEqual({
      checked: { checked: true, disabled: false }, unchecked: { checked: false, disabled: false }, mixed: { checked: 'mixed', disabled: false },
      'aria-mixed': { checked: 'mixed', disabled: false }, 'aria-checked': { checked: true, disabled: false },
      disabled: { disabled: true }, 'in-legend': { disabled: false }, 'in-fieldset': { disabled: true }, 'aria-disabled-above': { disabled: true },
      'details-open': { disabled: false }, expanded: { disabled: false, expanded: true }, pressed: { disabled: false, pressed: 'mixed' },
      h3: { level: 3 }, 'aria-level': { level: 5 }, 'option-selected': { checked: false, disabled: false, selected: true }, option: { checked: false, disabled: false, selected: false },
      tab: { disabled: false, selected: true }, invalid: { disabled: false, invalid: 'spelling' }, 'invalid-other': { disabled: false, invalid: 'true' }, valid: { disabled: false },
      paragraph: {},
    });
    await page.close();
  });
});
