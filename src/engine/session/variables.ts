/** `%name%` placeholders: the model, logs and records see the name; only the browser sees the value. */
const PLACEHOLDER = /%([A-Za-z_][A-Za-z0-9_-]*)%/g;

export function substituteVariables(text: string, variables: Record<string, string> | undefined): string {
  if (!variables) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : match));
}

/** Masking lives in one place (../secrets.ts); re-exported for the callers that mask a plain map. */
export { maskVariables } from './secrets.js';
