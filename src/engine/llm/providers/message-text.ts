import type { LLMMessage } from '../../session/llm-types.js';

/** A message's text alone, for the places a provider takes no images (system and assistant turns). */
export const textOf = (message: LLMMessage): string =>
  typeof message.content === 'string'
    ? message.content
    : message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
