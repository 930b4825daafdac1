import { afterEach, describe, expect, it } from 'vitest';
import {
  ActwrightError,
  Client,
  ClientEnvironmentError,
  ClientInitError,
  ClientNotInitializedError,
  CloudSessionNotFoundError,
  MissingEnvironmentVariableError,
  MissingLLMConfigurationError,
} from '../../src/index.js';
import { ClientOptionsSchema } from '../../src/engine/session/options.js';

const savedKey = process.env.BROWSERBASE_API_KEY;
afterEach(() => {
  if (savedKey === undefined) delete process.env.BROWSERBASE_API_KEY;
  else process.env.BROWSERBASE_API_KEY = savedKey;
});

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('client options', () => {
  it('fills the seed defaults', () => {
    const resolved = ClientOptionsSchema.parse({ env: 'LOCAL' });
    expect(resolved).toMatchObject({
      selfHeal: true,
      experimental: false,
      domSettleTimeout: 30_000,
      keepAlive: false,
      serverCache: true,
      verbose: 1,
      logInferenceToFile: false,
      disablePino: false,
    });
    const local = ClientOptionsSchema.parse({ env: 'LOCAL', localBrowserLaunchOptions: {} }).localBrowserLaunchOptions;
    expect(local).toMatchObject({ headless: true, ignoreDefaultArgs: false, devtools: false, ignoreHTTPSErrors: false });
  });

  it.each([
    [{ env: 'REMOTE' }, 'env', /"LOCAL", "CLOUD"/],
    [{}, 'env', /env/],
    [{ env: 'LOCAL', verbose: 3 }, 'verbose', /verbose/],
    [{ env: 'LOCAL', domSettleTimeout: 'soon' }, 'domSettleTimeout', /number/],
    [{ env: 'LOCAL', selfHeal: 'yes' }, 'selfHeal', /boolean/],
    [{ env: 'LOCAL', localBrowserLaunchOptions: { headless: 'no' } }, 'localBrowserLaunchOptions.headless', /boolean/],
    [{ env: 'LOCAL', localBrowserLaunchOptions: { port: 70000 } }, 'localBrowserLaunchOptions.port', /65535/],
    [{ env: 'LOCAL', localBrowserLaunchOptions: { viewport: { width: 800 } } }, 'localBrowserLaunchOptions.viewport.height', /height/],
    [{ env: 'LOCAL', localBrowserLaunchOptions: { ignoreDefaultArgs: 'all' } }, 'localBrowserLaunchOptions.ignoreDefaultArgs', /ignoreDefaultArgs/],
    [{ env: 'LOCAL', model: { modelName: '' } }, 'model.modelName', /modelName/],
    [{ env: 'LOCAL', model: 42 }, 'model', /model/],
    [{ env: 'LOCAL', logger: 'console' }, 'logger', /function/],
    [{ env: 'LOCAL', llmClient: {} }, 'llmClient', /LLMClient/],
    [{ env: 'LOCAL', modle: 'openai/gpt-4.1' }, 'modle', /Unknown client option modle/],
    [{ env: 'LOCAL', localBrowserLaunchOptions: { headles: false } }, 'localBrowserLaunchOptions.headles', /headles/],
  ])('rejects %j naming the option', (options, option, message) => {
    const error = thrown(() => new Client(options as never));
    expect(error).toBeInstanceOf(ClientEnvironmentError);
    expect((error as ClientEnvironmentError).option).toBe(option);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain(option.split('.').at(-1)!);
  });

  it('rejects a missing options object', () => {
    expect(() => new Client(undefined as never)).toThrow(ClientEnvironmentError);
  });

  it('CLOUD without a key in the option or the environment is a MissingEnvironmentVariableError', () => {
    delete process.env.BROWSERBASE_API_KEY;
    const error = thrown(() => new Client({ env: 'CLOUD' }));
    expect(error).toBeInstanceOf(MissingEnvironmentVariableError);
    expect((error as MissingEnvironmentVariableError).variable).toBe('BROWSERBASE_API_KEY');
    expect((error as Error).message).toMatch(/apiKey/);
  });

  it('CLOUD takes the key from the option or from the environment', () => {
    delete process.env.BROWSERBASE_API_KEY;
    expect(() => new Client({ env: 'CLOUD', apiKey: 'k' })).not.toThrow();
    process.env.BROWSERBASE_API_KEY = 'from-env';
    expect(() => new Client({ env: 'CLOUD' })).not.toThrow();
  });
});

describe('errors', () => {
  it('exports the six seed errors under one base class, with cause', () => {
    const cause = new Error('root');
    const errors = [
      new ClientInitError('a', { cause }),
      new ClientNotInitializedError('act'),
      new CloudSessionNotFoundError('c'),
      new MissingLLMConfigurationError('d'),
      new MissingEnvironmentVariableError('X', 'e'),
      new ClientEnvironmentError('f', 'env', { cause }),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(ActwrightError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(error.constructor.name);
    }
    expect(errors[0]!.cause).toBe(cause);
    expect(errors[1]!.message).toMatch(/act\(\).*init\(\)/);
  });
});
