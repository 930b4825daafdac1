import type { Tier, UiTestSummary } from './model.js';

export type StatusFilter = 'passed' | 'failed' | 'flaky' | 'skipped';
export const STATUS_FILTERS: readonly StatusFilter[] = ['passed', 'failed', 'flaky', 'skipped'];
/** `none`: tests without AI steps. */
export type TierFilter = Tier | 'none';
export const TIER_FILTERS: readonly TierFilter[] = ['model', 'offline', 'cache', 'direct', 'none'];

/** Everything the page shows, as kept in the URL's hash (`#?status=failed&tier=model&test=…`). */
export interface ViewState {
  q: string;
  status: StatusFilter | '';
  tier: TierFilter | '';
  project: string;
  file: string;
  tag: string;
  /** Open test, if any. */
  test: string;
  attempt: number | undefined;
}

export const emptyState = (): ViewState => ({ q: '', status: '', tier: '', project: '', file: '', tag: '', test: '', attempt: undefined });

const KEYS = ['q', 'status', 'tier', 'project', 'file', 'tag', 'test', 'attempt'] as const;

export function parseHash(hash: string): ViewState {
  const state = emptyState();
  const query = hash.replace(/^#/, '').replace(/^\?/, '');
  const params = new URLSearchParams(query);
  state.q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  state.status = (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : '';
  const tier = params.get('tier') ?? '';
  state.tier = (TIER_FILTERS as readonly string[]).includes(tier) ? (tier as TierFilter) : '';
  state.project = params.get('project') ?? '';
  state.file = params.get('file') ?? '';
  state.tag = params.get('tag') ?? '';
  state.test = params.get('test') ?? '';
  const attempt = Number(params.get('attempt'));
  state.attempt = params.has('attempt') && Number.isInteger(attempt) && attempt >= 0 ? attempt : undefined;
  return state;
}

export function toHash(state: ViewState): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = state[key];
    if (value !== '' && value !== undefined) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `#?${s}` : '#';
}

/** The status group a test is listed under. */
export function statusOf(t: Pick<UiTestSummary, 'outcome' | 'status'>): StatusFilter {
  if (t.outcome === 'skipped' || t.status === 'skipped') return 'skipped';
  if (t.outcome === 'flaky') return 'flaky';
  return t.outcome === 'expected' ? 'passed' : 'failed';
}

export function searchText(t: UiTestSummary): string {
  return [t.titlePath.join(' '), t.file, t.project, t.tags.join(' '), t.error ?? ''].join(' ').toLowerCase();
}

/** Whether a test passes the filters (the open test and attempt do not filter). */
export function matches(t: UiTestSummary, state: ViewState, text = searchText(t)): boolean {
  if (state.status && statusOf(t) !== state.status) return false;
  if (state.project && t.project !== state.project) return false;
  if (state.file && t.file !== state.file) return false;
  if (state.tag && !t.tags.includes(state.tag)) return false;
  if (state.tier) {
    if (state.tier === 'none' ? t.ai.steps > 0 : !t.ai.tiers[state.tier]) return false;
  }
  if (state.q) {
    const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.every((w) => text.includes(w))) return false;
  }
  return true;
}

/** Previous and next test ids in the filtered list around `id`. */
export function neighbours(ids: readonly string[], id: string): { prev?: string; next?: string } {
  const i = ids.indexOf(id);
  if (i === -1) return {};
  return { ...(i > 0 && { prev: ids[i - 1] }), ...(i < ids.length - 1 && { next: ids[i + 1] }) };
}

/** Distinct values for the filter menus, sorted. */
export function facets(tests: readonly UiTestSummary[]) {
  const projects = new Set<string>();
  const files = new Set<string>();
  const tags = new Set<string>();
  for (const t of tests) {
    projects.add(t.project);
    files.add(t.file);
    for (const tag of t.tags) tags.add(tag);
  }
  const sorted = (s: Set<string>) => [...s].sort();
  return { projects: sorted(projects), files: sorted(files), tags: sorted(tags) };
}
