/**
 * The instant scripted model for act(), served by the loopback fake OpenAI provider of
 * test/support/fake-providers (chat completions wire). Both clients reach it through their
 * official SDKs with a baseURL, so model time is only the loopback round trip.
 */

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string | { type: string; text?: string }[] }[];
}

export type Answerer = (body: ChatRequestBody) => unknown;

/** All text of a request's messages, joined. */
export function promptText(body: ChatRequestBody): string {
  return (body.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join('\n')))
    .join('\n');
}

/**
 * The instant scripted model for act(): finds the element whose accessible name is `target` in
 * the page text the client sent and answers "click it". Reads both notations: Stagehand's
 * `[0-45] button: Name` and actwright's `- button "Name" [ref=e12]` (also as one part of a folded
 * line, `- article: heading "…" | button "Name" [ref=e12] | link "…" [ref=e13]`: the ref right
 * after the name is the one). Both clients ask for the same answer shape:
 * { action: { elementId, description, method, arguments }, twoStep }.
 */
export function clickAnswerer(target: () => string): Answerer {
  return (body) => {
    const name = target();
    const lines = promptText(body).split('\n').filter((l) => l.includes(name));
    const quoted = JSON.stringify(name);
    for (const line of lines) {
      const after = line.includes(quoted) ? line.slice(line.indexOf(quoted)) : line;
      const id = /\[(\d+-\d+)\]/.exec(line)?.[1] ?? /^[^|]*?\[ref=([^\]\s]+)\]/.exec(after)?.[1];
      if (id) return { action: { elementId: id, description: `click ${name}`, method: 'click', arguments: [] }, twoStep: false };
    }
    throw new Error(`no element named "${name}" in the prompt`);
  };
}
