import { unfence } from './scripted-llm.js';
/** Answers of the generic agent's model turn (the agent_step schema), for scripted and fake models. */
export const agentStep = (fields: Partial<Record<string, unknown>>) => ({
  reasoning: 'scripted',
  step: 'done',
  action: null,
  url: null,
  tool: null,
  waitMs: null,
  success: false,
  message: '',
  ...fields,
});

export const actStep = (elementId: string, method: string, args: string[] = [], description = `${method} ${elementId}`) =>
  agentStep({ step: 'act', action: { elementId, method, arguments: args, description } });

export const toolStep = (name: string, input: unknown) => agentStep({ step: 'tool', tool: { name, input: JSON.stringify(input) } });

export const doneStep = (success: boolean, message: string) => agentStep({ step: 'done', success, message });

/** The page text of an agent turn, from a fake provider's request prompt. */
export function agentPageText(prompt: string): string {
  const at = prompt.lastIndexOf('Page:\n');
  return at < 0 ? '' : unfence(prompt.slice(at + 'Page:\n'.length));
}

/** The "Steps so far" block of an agent turn. */
export function agentStepsSoFar(prompt: string): string {
  const start = prompt.lastIndexOf('Steps so far');
  const end = prompt.indexOf('Current address:', start);
  return start < 0 ? '' : unfence(prompt.slice(start, end < 0 ? undefined : end));
}
