/**
 * What the model layer costs on top of the model: calls through Inference, the provider SDK and a
 * loopback fake that answers at once, so the figures are actwright's + the SDK's own time.
 * Run: npx tsx bench/llm-overhead.ts [calls per provider, default 300]
 */
import { z } from 'zod';
import { startFakeProvider } from '../test/support/fake-providers/index.js';
import { inferenceFor } from '../test/support/fake-providers/inference-harness.js';

const calls = Number(process.argv[2] ?? 300);
const Schema = z.object({ action: z.enum(['click', 'fill']), elementId: z.string(), args: z.array(z.string()) });
const messages = [{ role: 'user' as const, content: 'x'.repeat(20_000) }];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const provider of ['openai', 'anthropic', 'google'] as const) {
  const fake = await startFakeProvider(provider);
  fake.fallback({ answer: { action: 'click', elementId: 'e12', args: [] } });
  const { inference } = inferenceFor(fake.model());
  const times: number[] = [];
  for (let i = 0; i < calls + 20; i++) {
    const started = performance.now();
    await inference.generate({ method: 'act', messages, schema: Schema, schemaName: 'action' });
    if (i >= 20) times.push(performance.now() - started); // the first calls warm up the JIT and sockets
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${provider.padEnd(9)} ${calls} calls, 20 kB prompt: mean ${mean.toFixed(2)} ms, p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms`,
  );
  await fake.close();
}
