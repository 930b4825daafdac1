// Stand-in AI methods for the fixture's own tests, installed on Client.prototype in the inner
// test process only. They record history like the engine's methods and answer from a script, so
// these tests check the fixture (steps, attachments, failures), not the engine's page reading.
import { Client } from '../../../src/index.js';
import type { History } from '../../../src/engine/history.js';

type Recording = { records: History; page: { url(): string } };

function record(client: Client, method: 'act' | 'observe' | 'extract', parameters: unknown, result: unknown) {
  const self = client as unknown as Recording;
  self.records.begin(method, parameters, self.page.url()).end(result, { tier: 'direct', tokenUsage: { inputTokens: 10, outputTokens: 2 } });
  return result;
}

export function installScriptedAI(): void {
  Object.assign(Client.prototype, {
    async act(this: Client, instruction: string) {
      if (instruction.includes('missing')) {
        return record(this, 'act', { instruction }, {
          success: false,
          message: 'no element matches "the missing button"',
          actions: [{ method: 'click', selector: 'role=button[name="Buy"]', description: 'the closest button, Buy' }],
        });
      }
      await this.page.getByRole('button').first().click();
      return record(this, 'act', { instruction }, { success: true, message: 'clicked' });
    },
    async observe(this: Client, instruction?: string) {
      return record(this, 'observe', { instruction }, [{ selector: 'role=button[name="Buy"]', description: 'Buy button', method: 'click', arguments: [] }]);
    },
    async extract(this: Client, arg?: unknown) {
      if (arg === undefined) return record(this, 'extract', {}, { pageText: await this.page.innerText('body') });
      if (typeof arg === 'string') return record(this, 'extract', { instruction: arg }, { extraction: await this.page.title() });
      throw new Error('the scripted extract knows no schema');
    },
  });
}
