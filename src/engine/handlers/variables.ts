/** `%name%` placeholders: the model, logs and records see the name; only the browser sees the value. */
const PLACEHOLDER = /%([A-Za-z_][A-Za-z0-9_-]*)%/g;

export function substituteVariables(text: string, variables: Record<string, string> | undefined): string {
  if (!variables) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : match));
}

/** Shorter values are not masked: they would garble ordinary text and are no secret anyway. */
export const MIN_MASKED_LENGTH = 3;

/** Replaces any variable value that leaked into a text (a filled field, a page echoing it, an error) by its placeholder. */
export function maskVariables(text: string, variables: Record<string, string> | ReadonlyMap<string, string> | undefined): string {
  if (!variables) return text;
  const entries = variables instanceof Map ? [...variables.entries()] : Object.entries(variables);
  // Longest first, so a value containing another is masked whole.
  entries.sort((a, b) => b[1].length - a[1].length);
  let out = text;
  for (const [name, value] of entries) if (value.length >= MIN_MASKED_LENGTH) out = out.split(value).join(`%${name}%`);
  return out;
}
