import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/engine/browser/find.js';
import { ClientEnvironmentError, MissingLLMConfigurationError } from '../../src/engine/session/errors.js';
import { parseOptions } from '../../src/engine/session/validate.js';
import { wrapAIMethods } from '../../src/fixtures/ai-steps.js';
import { AIStepFailedError } from '../../src/fixtures/errors.js';
import { withDefaultBrowser } from '../../src/fixtures/default-browser.js';
import { StepOptionsSchema } from '../../src/fixtures/options.js';
import { stepTitle } from '../../src/fixtures/step-title.js';

describe('stepTitle', () => {
  it('names the method and quotes the instruction, whatever form the call takes', () => {
    expect(stepTitle('act', ['add the blue mug to the cart'])).toBe('act "add the blue mug to the cart"');
    expect(stepTitle('act', [{ selector: 'role=button[name="Buy"]', description: 'Buy button', method: 'click' }])).toBe('act "Buy button"');
    expect(stepTitle('act', [{ selector: 'css=#buy', method: 'click' }])).toBe('act "click css=#buy"');
    expect(stepTitle('extract', [{ instruction: 'the cart total', schema: {} }])).toBe('extract "the cart total"');
    expect(stepTitle('extract', [{ schema: {} }])).toBe('extract with schema');
    expect(stepTitle('extract', [])).toBe('extract page text');
    expect(stepTitle('observe', [])).toBe('observe page actions');
    expect(stepTitle('agent', [{ instruction: 'buy a mug', maxSteps: 5 }])).toBe('agent "buy a mug"');
  });

  it('keeps titles on one line and short', () => {
    const title = stepTitle('act', [`click\n${'x'.repeat(500)}`]);
    expect(title).not.toContain('\n');
    expect(title.length).toBeLessThan(175);
  });
});

/** A stand-in client: plain methods, and a step runner that records titles. */
function wrapped(throwOnActFailure = true) {
  const titles: string[] = [];
  const client = {
    async act(instruction: string) {
      return instruction.includes('missing') ? { success: false, message: 'nothing matched', actions: [] } : { success: true, message: 'ok' };
    },
    async extract() {
      throw new MissingLLMConfigurationError('needs a model');
    },
    agent() {
      return { execute: async (task: string) => ({ success: true, message: task, actions: [], completed: true }) };
    },
  };
  wrapAIMethods(client, { run: (title, body) => (titles.push(title), body()), throwOnActFailure });
  return { client, titles };
}

describe('wrapAIMethods', () => {
  it('runs each AI call, and agent().execute, as a titled step, leaving absent methods alone', async () => {
    const { client, titles } = wrapped();
    expect(await client.act('click Buy')).toEqual({ success: true, message: 'ok' });
    expect(await client.agent().execute('buy a mug')).toMatchObject({ message: 'buy a mug' });
    expect(titles).toEqual(['act "click Buy"', 'agent "buy a mug"']);
    expect('observe' in client).toBe(false);
  });

  it('turns a failed act into an AIStepFailedError, or returns it when asked', async () => {
    await expect(wrapped().client.act('click the missing button')).rejects.toThrow(AIStepFailedError);
    await expect(wrapped().client.act('click the missing button')).rejects.toThrow('act "click the missing button" failed: nothing matched');
    expect(await wrapped(false).client.act('click the missing button')).toMatchObject({ success: false });
  });

  it('keeps the class of a thrown error and puts the step in its message', async () => {
    const error = await wrapped().client.extract().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect((error as Error).message).toBe('extract page text failed: needs a model');
  });
});

describe('actwrightSteps options', () => {
  it('has defaults and rejects unknown keys by name', () => {
    expect(parseOptions(StepOptionsSchema, {}, 'actwrightSteps')).toEqual({ throwOnActFailure: true, screenshot: 'off', missingModel: 'fail' });
    expect(() => parseOptions(StepOptionsSchema, { screenshots: 'on' }, 'actwrightSteps')).toThrow(ClientEnvironmentError);
    expect(() => parseOptions(StepOptionsSchema, { screenshots: 'on' }, 'actwrightSteps')).toThrow('Unknown actwrightSteps option screenshots');
  });
});

describe('withDefaultBrowser', () => {
  it('leaves a given path, a channel and other browsers alone', () => {
    expect(withDefaultBrowser({ executablePath: '/x/chrome' }, 'chromium')).toEqual({ executablePath: '/x/chrome' });
    expect(withDefaultBrowser({ channel: 'chrome' }, 'chromium')).toEqual({ channel: 'chrome' });
    expect(withDefaultBrowser({}, 'firefox')).toEqual({});
  });

  it('points Playwright at the Chromium actwright finds when its own is not installed', () => {
    const options = withDefaultBrowser({ args: ['--x'] }, 'chromium');
    expect(options.args).toEqual(['--x']);
    const found = findBrowser();
    expect(found, 'no Chromium on this machine').toBeDefined();
    expect(options.executablePath).toBe(found!.source === 'playwright' ? undefined : found!.executablePath);
  });
});
