/**
 * Reads the YAML text of Playwright's AI-mode aria snapshot (`ariaSnapshot({ mode: 'ai' })` since
 * 1.59, `_snapshotForAI()` before) into the value `ariaSnapshotJSON({ mode: 'ai' })` gives since
 * 1.63, so every supported Playwright feeds `parseAriaJson` the same tree. Pure: no browser needed.
 *
 * The format is Playwright's own, narrow subset of YAML (one `- key` or `- key: value` per line,
 * two spaces per level), so a line reader is enough; a YAML library would be a dependency for it.
 * Two things the YAML does not carry, so they are absent here: names longer than 900 characters
 * (Playwright leaves them out) and `invalid`.
 */

type JsonNode = { role: string; children?: JsonChild[]; [key: string]: unknown };
type JsonChild = JsonNode | string;

interface Line {
  depth: number;
  key: string;
  /** The inline value after `key: `; undefined for `- key` and `- key:`. */
  value?: string;
}

/** The JSON tree (a list of top-level nodes) of an AI-mode aria snapshot's YAML. */
export function parseAriaYaml(yaml: string): JsonNode[] {
  const lines = yaml.split('\n').filter((l) => l.trim()).map(readLine);
  let index = 0;
  const readChildren = (depth: number): JsonChild[] => {
    const out: JsonChild[] = [];
    while (index < lines.length && lines[index]!.depth >= depth) {
      const line = lines[index++]!;
      if (line.depth > depth) continue; // Deeper than expected: never emitted by Playwright; skip, do not guess.
      out.push(toChild(line, depth));
    }
    return out;
  };
  const toChild = (line: Line, depth: number): JsonChild => {
    if (line.key === 'text') return line.value ?? '';
    const node = parseKey(line.key);
    const children = line.value !== undefined ? [line.value] : readChildren(depth + 1);
    const content: JsonChild[] = [];
    for (const child of children) {
      if (typeof child !== 'string' && child.role.startsWith('/')) setProp(node, child.role.slice(1), child.text);
      else content.push(child);
    }
    if (content.length === 1 && typeof content[0] === 'string') node.text = content[0];
    else if (content.length) node.children = content;
    return node;
  };
  const top = readChildren(0);
  return top.map((child) => (typeof child === 'string' ? { role: 'text', text: child } : child));
}

/** The properties `ariaSnapshotJSON` keeps, under its names. */
function setProp(node: JsonNode, name: string, value: unknown): void {
  if (name === 'url' || name === 'placeholder') node[name] = typeof value === 'string' ? value : '';
  else if (name === 'aria-hidden') node.ariaHidden = true;
}

function readLine(raw: string): Line {
  const match = /^(\s*)- (.*)$/.exec(raw);
  if (!match) return { depth: Number.MAX_SAFE_INTEGER, key: '' };
  const depth = match[1]!.length / 2;
  let rest = match[2]!;
  let key: string;
  if (rest.startsWith("'")) {
    // A quoted key: single quotes, '' for a quote inside.
    let i = 1;
    key = '';
    for (; i < rest.length; i++) {
      if (rest[i] === "'") {
        if (rest[i + 1] === "'") {
          key += "'";
          i++;
          continue;
        }
        break;
      }
      key += rest[i];
    }
    rest = rest.slice(i + 1);
  } else {
    // A plain key never holds ": " nor ends with ":" (Playwright quotes it then).
    const colon = rest.indexOf(': ');
    const end = colon >= 0 ? colon : rest.endsWith(':') ? rest.length - 1 : rest.length;
    key = rest.slice(0, end);
    rest = rest.slice(end);
  }
  if (rest.startsWith(': ')) return { depth, key, value: readValue(rest.slice(2)) };
  return { depth, key };
}

/** A value: plain, or double-quoted with JSON's escapes plus `\xNN`. */
function readValue(raw: string): string {
  if (!raw.startsWith('"')) return raw;
  let out = '';
  for (let i = 1; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '"') break;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = raw[++i];
    if (e === 'x') {
      out += String.fromCharCode(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (e === 'u') {
      out += String.fromCharCode(parseInt(raw.slice(i + 1, i + 5), 16));
      i += 4;
    } else {
      out += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e ?? ''] ?? e ?? '';
    }
  }
  return out;
}

const ATTRIBUTE = / \[([a-z-]+)(?:=([^\]]*))?\]$/;

/** `role "name" [checked] [level=2] [ref=e5] [cursor=pointer]` → a JSON node (without children). */
function parseKey(key: string): JsonNode {
  const space = key.indexOf(' ');
  const role = space < 0 ? key : key.slice(0, space);
  let rest = space < 0 ? '' : key.slice(space);
  const node: JsonNode = { role };
  let name: string | undefined;
  if (rest.startsWith(' "')) {
    // A JSON string: find its closing quote, then attributes follow.
    let i = 2;
    while (i < rest.length && rest[i] !== '"') i += rest[i] === '\\' ? 2 : 1;
    name = JSON.parse(rest.slice(1, i + 1)) as string;
    rest = rest.slice(i + 1);
  }
  const attributes: Array<[string, string | undefined]> = [];
  for (let m = ATTRIBUTE.exec(rest); m; m = ATTRIBUTE.exec(rest)) {
    attributes.unshift([m[1]!, m[2]]);
    rest = rest.slice(0, m.index);
  }
  // A name written as a regex (`/…/`) is not JSON-quoted: what is left is the name as it is.
  if (name === undefined && rest.trim()) name = rest.trim();
  if (name) node.name = name;
  for (const [attr, value] of attributes) {
    if (attr === 'checked' || attr === 'pressed') node[attr] = value === 'mixed' ? 'mixed' : true;
    else if (attr === 'level') node.level = Number(value);
    else if (attr === 'ref' || attr === 'cursor') node[attr] = value ?? '';
    else if (attr === 'box') {
      const [x, y, width, height] = (value ?? '').split(',').map(Number);
      node.box = { x, y, width, height };
    } else if (value === undefined) node[attr] = true;
  }
  return node;
}
