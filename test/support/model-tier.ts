import { Client, type LLMClient } from '../../src/index.js';
import { startCorpusServer } from './test-pages.js';
import type { TestServer } from './http-server.js';

/**
 * The corpus server and a client whose every AI step goes to `model` (the offline resolver is off):
 * the set-up of the model-tier tests of act(), observe() and extract().
 */
export async function startModelTier(model: LLMClient): Promise<{ server: TestServer; client: Client }> {
  const server = await startCorpusServer();
  const client = new Client({ env: 'LOCAL', llmClient: model, offline: false, verbose: 0, disablePino: true, domSettleTimeout: 5_000 });
  await client.init();
  return { server, client };
}

export async function stopModelTier(server: TestServer | undefined, client: Client | undefined): Promise<void> {
  await client?.close();
  await server?.close();
}
