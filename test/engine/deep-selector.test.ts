import { describe, expect, it } from 'vitest';
import { splitDeepSelector, splitXPathAtFrames } from '../../src/engine/browser/deep-locator.js';

describe('deepLocator selector syntax', () => {
  it('splits >>> hops', () => {
    expect(splitDeepSelector('iframe#a >>> iframe[name=b] >>> role=button[name="Pay"]')).toEqual([
      'iframe#a',
      'iframe[name=b]',
      'role=button[name="Pay"]',
    ]);
  });

  it('leaves a plain selector whole', () => {
    expect(splitDeepSelector('button.buy')).toEqual(['button.buy']);
    expect(splitDeepSelector('xpath=//div[@id="x"]/button')).toEqual(['xpath=//div[@id="x"]/button']);
  });

  it('splits an XPath after iframe steps, and each frame part starts at its root', () => {
    expect(splitXPathAtFrames('/html/body/iframe[1]/html/body/div/iframe[2]/html/body/button')).toEqual([
      '/html/body/iframe[1]',
      '/html/body/div/iframe[2]',
      '/html/body/button',
    ]);
    expect(splitDeepSelector('xpath=//iframe[@title="a/b"]//button')).toEqual(['xpath=//iframe[@title="a/b"]', 'xpath=//button']);
  });

  it('does not split on predicates that merely mention iframe', () => {
    expect(splitXPathAtFrames('/html/body/div[@class="iframe"]/span')).toEqual(['/html/body/div[@class="iframe"]/span']);
  });
});
