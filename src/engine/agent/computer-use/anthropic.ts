import type {
  BetaContentBlock,
  BetaContentBlockParam,
  BetaMessage,
  BetaMessageParam,
  BetaToolResultBlockParam,
  BetaToolUnion,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { Page } from 'playwright-core';
import { splitChord } from './keys.js';
import { callModel, MODEL_CALL_RETRIES, MODEL_CALL_TIMEOUT_MS } from './model-call.js';
import {
  apiKeyFor,
  FINISH_PROTOCOL,
  RunRecord,
  stringOption,
  taskText,
  type ComputerUseChoice,
  type ComputerUseConfig,
  type ComputerUseDeps,
  type ComputerUsePlan,
  type ComputerUseResult,
} from './run.js';
import { Screen, type Size } from './screen.js';

const MAX_TOKENS = 4096;
/**
 * Anthropic downscales larger images (and the model's coordinates with them); its guide
 * recommends at most about 1280×800, so a larger viewport is captured scaled to fit and the
 * coordinates scaled back.
 */
export const ANTHROPIC_MAX_DISPLAY: Size = { width: 1280, height: 800 };
/** Screenshots kept in the conversation; older ones are replaced by a note (each costs ~1,500 tokens every turn). */
const SCREENSHOTS_KEPT = 3;
/** One scroll "click" in display pixels. */
const SCROLL_STEP_PX = 100;
const MAX_WAIT_S = 10;

/** The tool version and beta header for a Claude model: `computer_20251124` for Opus 4.5 and the 4.6+ models, else `computer_20250124`. */
export function anthropicComputerTool(model: string): { type: 'computer_20251124' | 'computer_20250124'; beta: string } {
  const match = /claude-(?:(opus|sonnet|haiku)-(\d+)(?:-(\d)(?!\d))?|(\d+)(?:-(\d))?-(opus|sonnet|haiku))/.exec(model);
  const family = match?.[1] ?? match?.[6];
  const major = Number(match?.[2] ?? match?.[4] ?? 0);
  const minor = Number(match?.[3] ?? match?.[5] ?? 0);
  const newer = major > 4 || (major === 4 && (minor >= 6 || (minor === 5 && family === 'opus')));
  return newer ? { type: 'computer_20251124', beta: 'computer-use-2025-11-24' } : { type: 'computer_20250124', beta: 'computer-use-2025-01-24' };
}

interface ComputerInput {
  action?: string;
  coordinate?: [number, number];
  start_coordinate?: [number, number];
  text?: string;
  scroll_direction?: 'up' | 'down' | 'left' | 'right';
  scroll_amount?: number;
  duration?: number;
}

/**
 * Anthropic's computer-use agent: beta messages with the computer tool (display size declared
 * from the viewport) and its beta header; each `tool_use` of the computer tool is run on the page
 * and answered with a `tool_result` holding a screenshot (or the cursor position). The run ends
 * when the model stops calling the tool: its text is the result.
 */
export async function runAnthropicComputerUse(
  page: Page,
  config: ComputerUseConfig,
  plan: ComputerUsePlan,
  choice: ComputerUseChoice,
  deps: ComputerUseDeps,
): Promise<{ result: ComputerUseResult; record: RunRecord }> {
  const apiKey = apiKeyFor('anthropic', config, deps.env);
  const baseURL = stringOption(config, 'baseURL');
  // The SDK loads on the first computer-use run of this provider, not with the package.
  const { default: Anthropic } = await import('@anthropic-ai/sdk');
  const client = new Anthropic({ apiKey, ...(baseURL ? { baseURL } : {}), maxRetries: MODEL_CALL_RETRIES, timeout: MODEL_CALL_TIMEOUT_MS });
  const record = new RunRecord(page, plan, choice, deps);
  const screen = await Screen.of(page, { maxDisplay: ANTHROPIC_MAX_DISPLAY, settleMs: deps.domSettleTimeout, signal: deps.signal, secrets: () => record.secretValues() });
  const version = anthropicComputerTool(choice.model);
  const tool = {
    type: version.type,
    name: 'computer',
    display_width_px: screen.display.width,
    display_height_px: screen.display.height,
  } as BetaToolUnion;
  // The computer tool's name is taken; a tool of the same name is left out (and logged).
  const own = (deps.tools?.list ?? []).filter((t) => {
    if (t.name !== 'computer') return true;
    deps.logger.info('agent', 'a tool named "computer" is not offered to the computer-use model: that name is its computer tool');
    return false;
  });
  const tools: BetaToolUnion[] = [tool, ...own.map((t) => ({ name: t.name, ...(t.description ? { description: t.description } : {}), input_schema: t.inputSchema as { type: 'object' } }))];
  const system = [FINISH_PROTOCOL, config.instructions].filter(Boolean).join('\n\n');
  const meta = () => ({ display: screen.display, viewport: screen.viewport, tool: version.type, beta: version.beta });

  const first: BetaContentBlockParam[] = [{ type: 'text', text: taskText(plan) }];
  if (plan.autoScreenshot) first.push(imageBlock(await screen.screenshot()));
  const messages: BetaMessageParam[] = [{ role: 'user', content: first }];
  const maxTurns = plan.maxSteps * 2 + 2;

  for (let turn = 0; turn < maxTurns; turn++) {
    pruneScreenshots(messages);
    const { reply, timeMs } = await callModel(choice, deps.signal, [apiKey], () =>
      client.beta.messages.create(
        { model: choice.model, max_tokens: MAX_TOKENS, system, tools, messages, betas: [version.beta] },
        { signal: deps.signal },
      ),
    );
    const message = reply as BetaMessage;
    const cacheRead = message.usage.cache_read_input_tokens ?? 0;
    record.addUsage({
      // Anthropic counts cache reads and writes apart from input_tokens.
      input: message.usage.input_tokens + cacheRead + (message.usage.cache_creation_input_tokens ?? 0),
      output: message.usage.output_tokens,
      reasoning: message.usage.output_tokens_details?.thinking_tokens ?? 0,
      cached: cacheRead,
      timeMs,
    });
    messages.push({ role: 'assistant', content: message.content as BetaContentBlockParam[] });
    const text = textOf(message.content);
    const uses = message.content.filter((block): block is Extract<BetaContentBlock, { type: 'tool_use' }> => block.type === 'tool_use');
    if (message.stop_reason === 'refusal') return { result: record.stop(`The model refused: ${text || 'no reason given'}`, meta()), record };
    if (uses.length === 0) {
      if (message.stop_reason === 'max_tokens') return { result: record.stop('The model ran out of output tokens before finishing.', meta()), record };
      return { result: record.finishWithMessage(text, meta()), record };
    }

    const results: BetaToolResultBlockParam[] = [];
    // One screenshot per turn, with the last result: the earlier actions' screens are stale by then.
    const lastComputerUse = uses.filter((use) => use.name === 'computer').at(-1);
    for (const use of uses) {
      if (use.name !== 'computer' && !record.budgetLeft) {
        return { result: record.stop(`The agent did not finish "${plan.instruction}" within maxSteps (${plan.maxSteps}) actions.`, meta()), record };
      }
      if (use.name !== 'computer') {
        const answer = await record.callTool(use.name, use.input ?? {}, use.id, text);
        results.push({ type: 'tool_result', tool_use_id: use.id, content: [{ type: 'text', text: answer.text }], ...(answer.ok ? {} : { is_error: true }) });
        continue;
      }
      const input = (use.input ?? {}) as ComputerInput;
      if (isPageAction(input.action) && !record.budgetLeft) {
        return { result: record.stop(`The agent did not finish "${plan.instruction}" within maxSteps (${plan.maxSteps}) actions.`, meta()), record };
      }
      const done = await perform(screen, record, input, text);
      if (input.action === 'cursor_position') {
        const at = screen.cursorPosition();
        results.push({ type: 'tool_result', tool_use_id: use.id, content: [{ type: 'text', text: `X=${at.x},Y=${at.y}` }] });
        continue;
      }
      const content: Exclude<BetaToolResultBlockParam['content'], string | undefined> = [];
      if (done && !done.success) content.push({ type: 'text', text: `Error: ${done.error ?? 'the action failed'}` });
      if (use === lastComputerUse || input.action === 'screenshot') content.push(imageBlock(await screen.screenshot()));
      else if (!done || done.success) content.push({ type: 'text', text: 'Done; the screenshot follows the last action of this turn.' });
      results.push({ type: 'tool_result', tool_use_id: use.id, content, ...(done && !done.success ? { is_error: true } : {}) });
    }
    messages.push({ role: 'user', content: results });
  }
  return { result: record.stop(`The agent did not finish "${plan.instruction}" within ${maxTurns} model turns.`, meta()), record };
}

const imageBlock = (png: string) => ({ type: 'image' as const, source: { type: 'base64' as const, media_type: 'image/png' as const, data: png } });

const textOf = (content: BetaContentBlock[]) =>
  content
    .map((block) => (block.type === 'text' ? block.text : ''))
    .join('\n')
    .trim();

const isPageAction = (action: string | undefined) => action !== 'screenshot' && action !== 'wait' && action !== 'cursor_position' && action !== 'zoom';

/** Keeps the last screenshots only: older image blocks in tool results become a short note. */
function pruneScreenshots(messages: BetaMessageParam[]): void {
  let seen = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const content = messages[i]!.content;
    if (!content || typeof content === 'string') continue;
    for (const block of content) {
      const parts = block.type === 'tool_result' && Array.isArray(block.content) ? block.content : block.type === 'image' ? [block] : [];
      for (let j = parts.length - 1; j >= 0; j--) {
        if (parts[j]!.type !== 'image') continue;
        if (++seen <= SCREENSHOTS_KEPT) continue;
        if (block.type === 'tool_result' && Array.isArray(block.content)) block.content.splice(j, 1, { type: 'text', text: '(older screenshot removed)' });
      }
    }
  }
}

/** Runs one action of Anthropic's computer tool on the page and records it; screenshot and cursor_position record nothing. */
async function perform(screen: Screen, record: RunRecord, input: ComputerInput, reasoning: string) {
  const [x, y] = input.coordinate ?? [undefined, undefined];
  const point = () => {
    if (x === undefined || y === undefined) throw new Error(`${input.action} needs a coordinate`);
    return { x, y };
  };
  const where = () => (x !== undefined && y !== undefined ? { ...screen.toPage(x, y) } : {});
  const label = x !== undefined ? ` at (${x}, ${y})` : '';
  const base = { method: String(input.action), reasoning };
  switch (input.action) {
    case 'screenshot':
    case 'cursor_position':
      return undefined;
    case 'left_click':
    case 'right_click':
    case 'middle_click':
    case 'double_click':
    case 'triple_click': {
      const button = input.action === 'right_click' ? 'right' : input.action === 'middle_click' ? 'middle' : 'left';
      const clickCount = input.action === 'double_click' ? 2 : input.action === 'triple_click' ? 3 : 1;
      return record.perform({ ...base, action: `${input.action.replace('_', ' ')}${label}`, ...where() }, async () => {
        // Without a coordinate the model clicks where the cursor is.
        const at = x !== undefined && y !== undefined ? { x, y } : screen.cursorPosition();
        await screen.click(at.x, at.y, { button, clickCount, keys: input.text ?? null });
      });
    }
    case 'mouse_move':
      return record.perform({ ...base, action: `move to${label}`, ...where() }, async () => {
        const p = point();
        await screen.move(p.x, p.y);
      });
    case 'left_mouse_down':
      return record.perform({ ...base, action: `mouse down${label}`, ...where() }, () => screen.mouseDown(x, y));
    case 'left_mouse_up':
      return record.perform({ ...base, action: `mouse up${label}`, ...where() }, () => screen.mouseUp(x, y));
    case 'left_click_drag': {
      const [sx, sy] = input.start_coordinate ?? [undefined, undefined];
      return record.perform({ ...base, action: `drag from (${sx}, ${sy}) to (${x}, ${y})`, ...where() }, async () => {
        const end = point();
        const start = sx !== undefined && sy !== undefined ? { x: sx, y: sy } : screen.cursorPosition();
        await screen.drag([start, end]);
      });
    }
    case 'scroll': {
      const amount = Math.max(1, Number(input.scroll_amount ?? 3)) * SCROLL_STEP_PX;
      const direction = input.scroll_direction ?? 'down';
      const dx = direction === 'left' ? -amount : direction === 'right' ? amount : 0;
      const dy = direction === 'up' ? -amount : direction === 'down' ? amount : 0;
      return record.perform({ ...base, action: `scroll ${direction} ${input.scroll_amount ?? 3}${label}`, ...where() }, async () => {
        const at = x !== undefined && y !== undefined ? { x, y } : screen.cursorPosition();
        await screen.scroll(at.x, at.y, dx, dy, input.text ?? null);
      });
    }
    case 'type': {
      const text = input.text ?? '';
      return record.perform({ ...base, action: `type "${text}"`, text }, async () => screen.type(await record.substitute(text)));
    }
    case 'key': {
      // xdotool form: one chord ("ctrl+a") or several in turn ("Tab Tab Return").
      const chords = (input.text ?? '').trim().split(/\s+/).filter(Boolean).map(splitChord);
      return record.perform({ ...base, action: `press ${input.text ?? ''}`, keys: chords.flat() }, async () => {
        if (chords.length === 0) throw new Error('key needs the keys to press in text');
        for (const chord of chords) await screen.press(chord);
      });
    }
    case 'hold_key': {
      const keys = splitChord(input.text ?? '');
      const seconds = Math.min(Math.max(Number(input.duration ?? 1), 0), MAX_WAIT_S);
      return record.perform({ ...base, action: `hold ${input.text ?? ''} for ${seconds} s`, keys }, () => screen.hold(keys, seconds * 1000));
    }
    case 'wait': {
      const seconds = Math.min(Math.max(Number(input.duration ?? 1), 0), MAX_WAIT_S);
      return record.perform({ ...base, type: 'wait', action: `wait ${seconds} s` }, () => screen.wait(seconds * 1000), { countsAsStep: false });
    }
    default:
      return record.perform({ ...base, action: `unsupported action ${String(input.action)}` }, () =>
        Promise.reject(new Error(`the computer tool action "${String(input.action)}" is not supported by actwright`)),
      );
  }
}
