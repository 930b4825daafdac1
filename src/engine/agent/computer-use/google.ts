import { ComputerUseUnsupportedError } from './errors.js';
import type { ComputerUseChoice } from './run.js';

/**
 * Google's computer-use model cannot run here: `@ai-sdk/google` (the Google client actwright
 * ships) exposes no computer-use tool for generateContent (`google.tools` has none); its only
 * trace is an internal mapping for the Interactions API with no public factory. Faking the
 * protocol on top of plain function calls would not be Google's computer-use protocol, so this
 * says so and what to use instead.
 */
export function googleComputerUseUnsupported(choice: ComputerUseChoice): never {
  throw new ComputerUseUnsupportedError(
    `agent(): Google's computer-use model ("${choice.model}") is not supported: the installed @ai-sdk/google has no computer-use tool ` +
      '(google.tools offers none for generateContent). Use provider "openai" or "anthropic" for a computer-use agent, or run the ' +
      'generic agent on Gemini by giving agent({ model: "google/gemini-2.5-flash" }) without provider.',
    'model',
  );
}
