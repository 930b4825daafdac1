import { TOUCH_SCRIPT, BENCH_MODEL, BENCH_MODEL_KEY, type BenchSide, type OpenSide, type SideConfig } from './side.js';

/**
 * The part of Stagehand v3's API the bench uses. Declared here and imported by name at run time,
 * so the library's typecheck does not need bench/node_modules.
 */
interface StagehandPage {
  goto(url: string, options?: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
}
interface StagehandInstance {
  init(): Promise<void>;
  close(): Promise<void>;
  context: { pages(): StagehandPage[] };
  extract(): Promise<{ pageText: string }>;
  act(instruction: string): Promise<{ success: boolean; message: string }>;
  metrics: Promise<{ actInferenceTimeMs: number }>;
}
type StagehandCtor = new (options: Record<string, unknown>) => StagehandInstance;

export const STAGEHAND_PACKAGE = '@browserbasehq/stagehand';

export async function loadStagehand(): Promise<StagehandCtor> {
  const specifier: string = STAGEHAND_PACKAGE;
  const mod = (await import(specifier)) as { Stagehand: StagehandCtor };
  return mod.Stagehand;
}

/** Stagehand v3's constructor options for a LOCAL run on the given Chromium, model at the loopback fake. */
export function stagehandOptions(config: SideConfig): Record<string, unknown> {
  return {
    env: 'LOCAL',
    verbose: 0,
    disablePino: true,
    // Its launcher (chrome-launcher) keeps the sandbox on, which Chromium refuses as root; Playwright turns it off too.
    localBrowserLaunchOptions: { executablePath: config.executablePath, headless: true, args: ['--no-sandbox'] },
    model: { modelName: BENCH_MODEL, apiKey: BENCH_MODEL_KEY, baseURL: config.modelBaseURL, openaiEndpointFormat: 'chat' },
  };
}

export function stagehandSide(config: SideConfig, Stagehand: StagehandCtor): BenchSide {
  return {
    name: 'stagehand',
    missing: () => undefined,
    async open(): Promise<OpenSide> {
      const sh = new Stagehand(stagehandOptions(config));
      await sh.init();
      const page = () => {
        const first = sh.context.pages()[0];
        if (!first) throw new Error('Stagehand has no open page');
        return first;
      };
      return {
        goto: async (url) => void (await page().goto(url, { waitUntil: 'load' })),
        pageText: async () => (await sh.extract()).pageText,
        touch: async () => void (await page().evaluate(TOUCH_SCRIPT)),
        act: async (instruction) => {
          const result = await sh.act(instruction);
          if (!result.success) throw new Error(`Stagehand act("${instruction}") failed: ${result.message}`);
        },
        actInferenceMs: async () => (await sh.metrics).actInferenceTimeMs,
        close: () => sh.close(),
      };
    },
  };
}
