// The two outcomes a batch test of phrasings asks of a step: it acts (and says why not when it
// does not), or it is handed over with the page as it was (read whole by the file's own reader).
import { expect } from 'vitest';
import { MissingLLMConfigurationError, type Client } from '../../src/index.js';

export function stepOutcomes(client: () => Client, everything: () => Promise<unknown>) {
  return {
    /** The step acts. */
    acts: async (step: string): Promise<void> => {
      const result = await client().act(step);
      expect(result.success, result.message).toBe(true);
    },
    /** The step is handed over and the page is as it was. */
    handsOver: async (step: string): Promise<void> => {
      const before = await everything();
      await expect(client().act(step)).rejects.toThrow(MissingLLMConfigurationError);
      expect(await everything()).toEqual(before);
    },
  };
}
