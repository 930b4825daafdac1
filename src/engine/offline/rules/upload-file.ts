import type { SnapshotNode } from '../../snapshot/index.js';
import { textOf } from '../../snapshot/index.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import { sectionUnder } from '../places.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { containsPhrase, normalize, nounForms } from '../text.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type StepRule } from './widget.js';

/**
 * "upload X", "upload X to Receipts", "attach X in the Receipts section", "add the file X to the
 * receipts", "drop X into the Travel documents box", "choose the file X for Receipts", "upload X
 * and Y", "upload X as a travel document", "upload X using the Browse button in Receipts": the
 * files set on the one file input (`<input type=file>`, read from the page's facts: the tree shows
 * it as a button) that the named part owns. A part owns an input when the input is the only file
 * input inside it; a part is named by its own name (a region, a group, a form), a heading inside
 * it or heading the section it is in, or the input's own name (its label, the drop area that
 * labels it). The files are the paths the step writes (methods/upload.ts sends only those).
 */

/** One upload step, as written. */
export interface UploadStep {
  /** The paths as the step writes them (quotes taken off; `%name%` kept). */
  files: string[];
  /** The part the files go to ("Receipts", "travel document"). */
  part?: string;
  /** The control said to be used ("the Browse button"). */
  via?: string;
  /**
   * The words say an upload whatever the page holds ("upload", "attach", "the file"); else ("add
   * a.pdf to Receipts", "drop X into Y") only when the page has a file input there to take it.
   */
  weak?: boolean;
}

const VERBS = /^(?:please\s+)?(upload|attach|add|drop|choose|select|pick|put)\s+(?:(?:the|a|an|these|this)\s+)?(files?\s+)?/i;
/** Extensions of the files people upload: a weak verb's word is a file only with one ("add example.com to …" is no upload). */
const FILE_EXTENSION = /\.(?:pdf|png|jpe?g|gif|webp|svg|bmp|tiff?|heic|csv|tsv|txt|md|rtf|json|xml|ya?ml|html?|docx?|xlsx?|pptx?|od[tsp]|zip|gz|tgz|tar|7z|mp3|mp4|wav|mov|avi|webm|log|epub|ics|vcf)$/i;
/** Verbs that say an upload only when a path follows: "add X to Y" is also a list's item. */
const UPLOAD_VERBS = new Set(['upload', 'attach']);
/** A path token: quoted, a variable, or a word with a slash or a file extension. */
const TOKEN = /^(?:"([^"]+)"|“([^”]+)”|'([^']+)'|(%[A-Za-z_][A-Za-z0-9_-]*%)|([^\s,"“”']+))/;
const LOOKS_LIKE_PATH = /[\\/]|\.[A-Za-z0-9]{1,8}$/;
const SEPARATOR = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)/i;
/** Kind words after a part's name: "the Receipts section", "the Travel documents box". */
const PART_KINDS = /\s+(?:drop\s*zone|drop\s+area|drop\s+target|upload\s+(?:area|zone|field|box)|file\s+(?:input|field|picker)|section|box|zone|area|field|list|input|uploader|panel|card|part|form|region|group|widget)s?$/i;

/** The step read as an upload, or undefined when it is none (no path follows the verb). */
export function uploadStep(step: string): UploadStep | undefined {
  const text = step.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' ');
  const verb = VERBS.exec(text);
  if (!verb) return undefined;
  let rest = text.slice(verb[0].length);
  const files: string[] = [];
  for (;;) {
    const token = TOKEN.exec(rest);
    if (!token) break;
    const quoted = token[1] ?? token[2] ?? token[3];
    const value = quoted ?? token[4] ?? token[5]!;
    // A quoted name or a bare word is a file only when it looks like a path (a slash, an extension) or is a variable.
    if (!token[4] && !LOOKS_LIKE_PATH.test(value)) break;
    files.push(value);
    rest = rest.slice(token[0].length);
    const sep = SEPARATOR.exec(rest);
    if (!sep) break;
    const after = rest.slice(sep[0].length);
    const next = TOKEN.exec(after);
    if (!next || (!next[4] && !LOOKS_LIKE_PATH.test(next[1] ?? next[2] ?? next[3] ?? next[5] ?? ''))) break;
    rest = after;
  }
  if (!files.length) return undefined;
  const strong = UPLOAD_VERBS.has(verb[1]!.toLowerCase()) || !!verb[2];
  // Another verb ("add", "select", "drop") names files only by a path or a file's extension.
  if (!strong && !files.every((f) => /[\\/]/.test(f) || FILE_EXTENSION.test(f))) return undefined;
  const weak = strong ? {} : { weak: true as const };
  rest = rest.trim();
  if (!rest) return { files, ...weak };
  const using = /^(?:using|with|via|through)\s+(?:the\s+)?(.+?)(?:\s+(?:in|of|under|for|on)\s+(?:the\s+)?(.+))?$/i.exec(rest);
  if (using) return { files, via: using[1]!, ...(using[2] ? { part: partName(using[2]) } : {}), ...weak };
  const as = /^as\s+(?:a|an|the|another|one more|my)?\s*(.+)$/i.exec(rest);
  if (as) return { files, part: partName(as[1]!), ...weak };
  const to = /^(?:to|into|in|onto|on|for|under|inside)\s+(?:the\s+)?(.+)$/i.exec(rest);
  if (!to) return undefined;
  const where = /^(.+?)\s+(?:using|with|via|through)\s+(?:the\s+)?(.+)$/i.exec(to[1]!);
  return where ? { files, part: partName(where[1]!), via: where[2]!, ...weak } : { files, part: partName(to[1]!), ...weak };
}

/** Words that name a file input by what it is: "the Receipts drop zone", "the file input in Receipts". */
const ZONE_WORDS = String.raw`(?:drop\s*zone|drop\s+area|drop\s+target|upload\s+(?:area|zone|field|box)|file\s+(?:input|field|picker|upload)|uploader)`;

/** observe("find the Receipts drop zone"), observe("find the file input in Receipts"): the part, or none said. */
export function zoneStep(step: string): UploadStep | undefined {
  const text = step.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' ');
  const m = new RegExp(String.raw`^(?:find|locate|where is|where's|show me|get)\s+(?:the\s+)?(?:(.+?)\s+)?${ZONE_WORDS}(?:\s+(?:in|of|for|under)\s+(?:the\s+)?(.+))?$`, 'i').exec(text);
  if (!m) return undefined;
  const part = m[2] ?? m[1];
  return part ? { files: [], part: partName(part) } : { files: [] };
}

function partName(words: string): string {
  const bare = words.trim().replace(/^(?:the|a|an)\s+/i, '');
  const cut = bare.replace(PART_KINDS, '').trim();
  return cut || bare;
}

/** The part's name and its noun forms ("travel document" → "travel documents"). */
function variants(part: string): string[] {
  const w = normalize(part).split(' ');
  const last = w.pop() ?? '';
  return [...new Set(nounForms(last).map((f) => [...w, f].join(' ')))];
}

/** Whether a label names the part: as a whole (a region "Receipts"), allowing a noun's number. */
function names(label: string | undefined, forms: readonly string[]): boolean {
  return !!label && forms.some((f) => nameScore(f, label) >= MIN_SCORE);
}

interface Owned {
  input: SnapshotNode;
  /** The largest part around the input that holds no other file input. */
  part: SnapshotNode | undefined;
  /** What names it: the parts' names and headings, the input's own name. */
  labels: string[];
}

/** The labels each file input is known by. */
function owned(inputs: readonly SnapshotNode[], index: PageIndex): Owned[] {
  const isInput = new Set(inputs);
  return inputs.map((input) => {
    const labels: string[] = [];
    let part: SnapshotNode | undefined;
    for (const up of ancestors(index, input)) {
      const inside = subtree(up);
      if (inside.some((n) => n !== input && isInput.has(n))) break;
      part = up;
      if (up.name) labels.push(up.name);
      for (const h of inside) if (h.role === 'heading') labels.push(h.name || textOf(h));
    }
    // A heading the input's section falls under (no element wraps the section).
    for (const h of index.order) {
      if (h.role !== 'heading') continue;
      const section = sectionUnder(h, index);
      if (section.includes(input) && !section.some((n) => n !== input && isInput.has(n))) labels.push(h.name || textOf(h));
    }
    return { input, part, labels: [...new Set(labels.filter(Boolean))] };
  });
}

/** A short name for an input in a hand-over: its part's first label, else its own name. */
function shownName(o: Owned): string {
  return o.labels[0] ?? o.input.name ?? 'file input';
}

export const uploadFile = {
  info: {
    name: 'upload-file',
    does: 'Uploads the files the step names (their paths, as written) with the one file input (`<input type=file>`, however hidden behind a label or a drop area) that the part the step names owns.',
    when: 'act: "upload docs/a.pdf", "upload docs/a.pdf to Receipts", "attach X in the Receipts section", "add the file X to the receipts", "drop X into the Travel documents box", "choose the file X for Receipts", "upload X and Y", "upload X as a travel document", "upload X using the Browse button in Receipts". A path has a slash or an extension, is quoted, or is a `%variable%`. observe: "find the Receipts drop zone", "find the file input in Receipts" (the input, its method setInputFiles with no files yet).',
    evidence: 'The page\'s facts say which controls are file inputs; exactly one of them is enabled and owned by the part named (the only file input inside a region, group or form of that name, under a heading of that name, or labelled so itself); with no part named, exactly one on the page. After acting, the input holds the files or the part lists them more often than before. A path the step does not write is never sent, and must be an existing file.',
    example: {
      html: '<section aria-labelledby="h1"><h2 id="h1">Photos</h2><input type="file" aria-label="Choose photos"></section><section aria-labelledby="h2"><h2 id="h2">Documents</h2><input type="file" aria-label="Choose documents"></section>',
      step: 'upload package.json to Documents',
      action: 'upload "package.json" with button "Choose documents" in "Documents"',
    },
  },
  applies: (step, kind) => (kind === 'act' ? uploadStep(step) : zoneStep(step)) !== undefined,
  resolve(step: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
    const upload = ctx.kind === 'act' ? uploadStep(step) : zoneStep(step);
    if (!upload) return undefined;
    // What a tester would say instead, naming the part.
    const say = (name: string) => (upload.files.length ? `upload ${upload.files[0]} to ${name}` : `find the ${name} drop zone`);
    const quotedFiles = upload.files.map((f) => `"${f}"`).join(' and ');
    const index = ctx.index;
    // The tree shows a file input as a button: the page's facts say which ones are. Buttons in the
    // part named first, then those that speak of files, within the probe's bound.
    const buttons = index.order.filter((n) => n.ref && n.role === 'button');
    const forms = upload.part ? variants(upload.part) : [];
    const inPart = (n: SnapshotNode) => ancestors(index, n).some((a) => names(a.name, forms));
    const speaks = (n: SnapshotNode) => /\b(?:file|files|upload|browse|choose|drop|attach|select)\b/i.test(n.name ?? '');
    const ordered = [...buttons.filter(inPart), ...buttons.filter((n) => !inPart(n) && speaks(n)), ...buttons.filter((n) => !inPart(n) && !speaks(n))].slice(0, MAX_PROBED_REFS);
    const facts = ordered.map((n) => ctx.book.facts(n));
    if (facts.some((f) => !f)) return { handover: 'reading which controls are file inputs', near: true };
    const inputs = ordered.filter((_, i) => facts[i]!.tag === 'input' && facts[i]!.inputType === 'file');
    const read = `${inputs.length} file input${inputs.length === 1 ? '' : 's'} on the page (of ${ordered.length} button${ordered.length === 1 ? '' : 's'} read)`;
    // observe(): a drop zone with no file input is some other rule's (a list a card is dropped on).
    if (!inputs.length && (ctx.kind === 'observe' || upload.weak)) return undefined;
    if (!inputs.length) return { handover: `no file input (input type=file) shows on the page for ${quotedFiles}: the rule reads only inputs the page shows to assistive technology; name the control that opens the file picker, or use the test's own setInputFiles`, near: true };
    const all = owned(inputs, index);
    let chosen = all;
    if (upload.part) {
      const strong = all.filter((o) => o.labels.some((l) => names(l, forms)));
      chosen = strong.length ? strong : all.filter((o) => forms.some((f) => containsPhrase(normalize(o.input.name ?? ''), f)));
      if (!chosen.length && upload.weak) return undefined;
      if (!chosen.length) return { handover: `no file input belongs to a part named "${upload.part}" (${read}: ${all.map((o) => `"${shownName(o)}"`).join(', ')}): say "${say(shownName(all[0]!))}"`, near: true };
    }
    if (upload.via) {
      const via = normalize(upload.via.replace(/\s+(?:button|link|control|icon)$/i, ''));
      const fits = chosen.filter((o) => containsPhrase(normalize(o.input.name ?? ''), via) || (o.part ? subtree(o.part) : []).some((n) => !!n.ref && containsPhrase(normalize(n.name ?? textOf(n)), via)));
      if (!fits.length) return { handover: `nothing called "${upload.via}" opens a file input${upload.part ? ` in "${upload.part}"` : ''}: say "${say(shownName(chosen[0]!))}"`, near: true };
      chosen = fits;
    }
    const enabled = chosen.filter((o) => !o.input.disabled);
    if (enabled.length > 1) {
      const listed = enabled.map((o) => `"${shownName(o)}"`).join(', ');
      return { handover: `${enabled.length} file inputs${upload.part ? ` fit "${upload.part}"` : ' and no part named'} (${listed}): say where, e.g. "${say(shownName(enabled[0]!))}"`, near: true };
    }
    if (!enabled.length) return { handover: `the file input of "${shownName(chosen[0]!)}" is disabled`, near: true };
    const target = enabled[0]!;
    const partName = upload.part ? target.labels.find((l) => names(l, forms)) ?? upload.part : target.labels[0];
    const where = partName ? ` in "${partName}"` : '';
    const candidates = all.map((o) => ({ role: o.input.role, name: o.input.name ?? '', score: o === target ? 1 : 0 }));
    const found = [read, `${said(target.input)} is an input type=file`, ...(partName ? [`its part is named "${partName}"`] : ['the only file input on the page'])];
    // observe(): the input, to be given the files (`act(found)` with its arguments filled in).
    if (ctx.kind === 'observe') return { actions: [{ ref: target.input.ref!, method: 'setInputFiles', arguments: [], description: `file input ${said(target.input)}${where}` }], candidates, facts: found };
    return {
      actions: [{
        ref: target.input.ref!,
        method: 'setInputFiles',
        arguments: upload.files,
        description: `upload ${quotedFiles} with ${said(target.input)}${where}`,
        effect: { uploaded: { files: upload.files, ...(target.part?.ref ? { part: target.part.ref } : {}) } },
      }],
      candidates,
      facts: found,
    };
  },
} satisfies StepRule;
