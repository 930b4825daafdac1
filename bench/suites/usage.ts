import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the load of a shared machine moves little, read from /proc for the bench's suites (figures 2
 * and 5): a process's CPU time (user + system; its own, and its reaped children's) and what it wrote.
 * Linux only; elsewhere the fields are missing and the bench shows wall time alone.
 */
export interface ProcessUsage {
  /** Own CPU time, ms (process.cpuUsage(): microsecond resolution). */
  cpuMs: number;
  /** CPU time of its waited-for children (and theirs), ms, at 10 ms resolution; Linux only. */
  childrenCpuMs?: number;
  /** Bytes passed to write(2) and friends, and how many such calls; Linux only. */
  writeBytes?: number;
  writeCalls?: number;
}

function procStat(): { childrenCpuMs: number } | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command (which may hold spaces), from field 3 on: cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? { childrenCpuMs: ticks * 10 } : undefined;
  } catch {
    return undefined;
  }
}

function procIo(): { writeBytes: number; writeCalls: number } | undefined {
  try {
    const io = readFileSync('/proc/self/io', 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1]);
    const writeBytes = field('wchar');
    const writeCalls = field('syscw');
    return Number.isFinite(writeBytes) && Number.isFinite(writeCalls) ? { writeBytes, writeCalls } : undefined;
  } catch {
    return undefined;
  }
}

export function processUsage(): ProcessUsage {
  const { user, system } = process.cpuUsage();
  return { cpuMs: (user + system) / 1000, ...procStat(), ...procIo() };
}

/** Writes this process's usage as `<dir>/<role>-<pid>.json` when the bench asked for it (BENCH_USAGE_DIR). */
export function saveUsage(role: string, extra: Record<string, unknown> = {}): void {
  const dir = process.env.BENCH_USAGE_DIR;
  if (!dir) return;
  writeFileSync(join(dir, `${role}-${process.pid}.json`), JSON.stringify({ role, ...processUsage(), ...extra }));
}
