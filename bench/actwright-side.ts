import { Client } from '../dist/index.js';
import { TOUCH_SCRIPT, BENCH_MODEL, BENCH_MODEL_KEY, type BenchSide, type OpenSide, type SideConfig } from './side.js';

/** The AI methods the bench calls; looked up at run time so the harness runs before they land. */
interface AiMethods {
  extract(): Promise<{ pageText: string }>;
  act(instruction: string): Promise<{ success: boolean; message: string }>;
}

const hasMethod = (name: keyof AiMethods) => typeof (Client.prototype as unknown as Record<string, unknown>)[name] === 'function';

export function actwrightSide(config: SideConfig): BenchSide {
  return {
    name: 'actwright',
    missing: (method) => (hasMethod(method) ? undefined : `Client.${method}() is not in this build`),
    async open(): Promise<OpenSide> {
      const client = new Client({
        env: 'LOCAL',
        verbose: 0,
        disablePino: true,
        localBrowserLaunchOptions: { executablePath: config.executablePath, headless: true },
        ...(config.noModel ? {} : { model: { modelName: BENCH_MODEL, apiKey: BENCH_MODEL_KEY, baseURL: config.modelBaseURL } }),
      });
      await client.init();
      const ai = client as unknown as AiMethods;
      return {
        goto: async (url) => void (await client.page.goto(url, { waitUntil: 'load' })),
        pageText: async () => (await ai.extract()).pageText,
        touch: async () => void (await client.page.evaluate(TOUCH_SCRIPT)),
        act: async (instruction) => {
          const result = await ai.act(instruction);
          if (!result.success) throw new Error(`actwright act("${instruction}") failed: ${result.message}`);
        },
        actInferenceMs: async () => (await client.metrics).actInferenceTimeMs,
        close: () => client.close(),
      };
    },
  };
}
