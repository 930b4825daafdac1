/** `%name%` placeholders: the model, logs and records see the name; only the browser sees the value. */
const PLACEHOLDER = /%([A-Za-z_][A-Za-z0-9_-]*)%/g;

export function substituteVariables(text: string, variables: Record<string, string> | undefined): string {
  if (!variables) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : match));
}

/** Replaces any variable value that leaked into a text (a page echoing it, an error) by its placeholder. */
export function maskVariables(text: string, variables: Record<string, string> | undefined): string {
  if (!variables) return text;
  let out = text;
  for (const [name, value] of Object.entries(variables)) if (value) out = out.split(value).join(`%${name}%`);
  return out;
}
