import { cpus, totalmem, release, platform } from 'node:os';
import { ratio } from './stats.js';

/** One line of the printed table. A side's value is undefined when that part could not run. */
export interface Row {
  figure: string;
  item: string;
  unit: string;
  actwright?: number;
  stagehand?: number;
  /** An actwright-only figure (no Stagehand counterpart): its columns show a dash. */
  solo?: boolean;
  /** Target for actwright / Stagehand (a ratio), or for actwright alone on a solo figure. */
  goal?: string;
  note?: string;
}

export const NOT_AVAILABLE = 'n/a (not available)';

const fmt = (v: number | undefined, unit: string) => {
  if (v === undefined || !Number.isFinite(v)) return NOT_AVAILABLE;
  const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
  return `${v.toFixed(digits)} ${unit}`.trim();
};

/** The table as Markdown (it goes to the terminal and, unchanged, into the README). */
export function renderTable(rows: Row[]): string {
  const header = ['figure', 'item', 'actwright', 'Stagehand 3.7.3', 'actwright / Stagehand', 'goal', 'note'];
  const lines = rows.map((r) => {
    const q = ratio(r.actwright, r.stagehand);
    return [
      r.figure,
      r.item,
      fmt(r.actwright, r.unit),
      r.solo ? '—' : fmt(r.stagehand, r.unit),
      r.solo ? '—' : q === undefined ? NOT_AVAILABLE : `${q.toFixed(2)}x`,
      r.goal ?? '',
      r.note ?? '',
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...all.map((l) => l[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)].join('\n');
}

export function machine() {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
  };
}
