import type {
  ComputerAction as OpenAIComputerAction,
  Response,
  ResponseComputerToolCall,
  ResponseCreateParamsNonStreaming,
  ResponseFunctionToolCall,
  ResponseInputItem,
  Tool,
} from 'openai/resources/responses/responses';
import type { Page } from 'playwright-core';
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
import { Screen } from './screen.js';

/** A pending safety check of OpenAI's computer tool, as `options.onSafetyCheck` receives it. */
export interface SafetyCheck {
  id: string;
  code?: string | null;
  message?: string | null;
}

/** The preview model takes the `computer_use_preview` tool with a declared display; newer models take the `computer` tool. */
export const isPreviewModel = (model: string) => /^computer-use-preview/.test(model);

const dataUrl = (png: string) => `data:image/png;base64,${png}`;

/**
 * OpenAI's computer-use agent over the Responses API: the model answers with `computer_call`
 * items (one `action`, or a batch of `actions` on current models); each is run on the page and
 * answered with a `computer_call_output` carrying a screenshot, chained by `previous_response_id`
 * with `truncation: "auto"`. Pending safety checks are acknowledged per the API (or declined by
 * `options.onSafetyCheck`). The run ends when a response has no computer call: its text is the result.
 */
export async function runOpenAIComputerUse(
  page: Page,
  config: ComputerUseConfig,
  plan: ComputerUsePlan,
  choice: ComputerUseChoice,
  deps: ComputerUseDeps,
): Promise<{ result: ComputerUseResult; record: RunRecord }> {
  const apiKey = apiKeyFor('openai', config, deps.env);
  const baseURL = stringOption(config, 'baseURL');
  const organization = stringOption(config, 'organization');
  // The SDK loads on the first computer-use run of this provider, not with the package.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    ...(organization ? { organization } : {}),
    maxRetries: MODEL_CALL_RETRIES,
    timeout: MODEL_CALL_TIMEOUT_MS,
  });
  const onSafetyCheck = config.options?.onSafetyCheck as ((checks: SafetyCheck[]) => boolean | Promise<boolean>) | undefined;
  const record = new RunRecord(page, plan, choice, deps);
  const screen = await Screen.of(page, { settleMs: deps.domSettleTimeout, signal: deps.signal, secrets: () => record.secretValues() });
  const preview = isPreviewModel(choice.model);
  const tool: Tool = preview
    ? { type: 'computer_use_preview', display_width: screen.display.width, display_height: screen.display.height, environment: 'browser' }
    : { type: 'computer' };
  const functions: Tool[] = (deps.tools?.list ?? []).map((t) => ({
    type: 'function',
    name: t.name,
    description: t.description ?? null,
    parameters: t.inputSchema,
    // Strict mode demands every property be required; the tools' own schemas are kept as written.
    strict: false,
  }));
  const instructions = [FINISH_PROTOCOL, config.instructions].filter(Boolean).join('\n\n');
  const acknowledged: SafetyCheck[] = [];
  const meta = () => ({ display: screen.display, viewport: screen.viewport, tool: tool.type, acknowledgedSafetyChecks: acknowledged.map((c) => c.code ?? c.id) });

  let input: ResponseInputItem[] = [
    {
      role: 'user',
      content: [
        { type: 'input_text', text: taskText(plan) },
        ...(plan.autoScreenshot ? [{ type: 'input_image' as const, image_url: dataUrl(await screen.screenshot()), detail: 'auto' as const }] : []),
      ],
    },
  ];
  let previous: string | undefined;
  const maxTurns = plan.maxSteps * 2 + 2;

  for (let turn = 0; turn < maxTurns; turn++) {
    const params: ResponseCreateParamsNonStreaming = {
      model: choice.model,
      tools: [tool, ...functions],
      input,
      instructions,
      truncation: 'auto',
      ...(previous ? { previous_response_id: previous } : {}),
      ...(preview ? { reasoning: { summary: 'concise' as const } } : {}),
    };
    const { reply, timeMs } = await callModel(choice, deps.signal, [apiKey], () => client.responses.create(params, { signal: deps.signal }));
    const response = reply as Response;
    record.addUsage({
      input: response.usage?.input_tokens ?? 0,
      output: response.usage?.output_tokens ?? 0,
      reasoning: response.usage?.output_tokens_details?.reasoning_tokens ?? 0,
      cached: response.usage?.input_tokens_details?.cached_tokens ?? 0,
      timeMs,
    });
    previous = response.id;
    const reasoning = reasoningText(response);
    const calls = response.output.filter((item): item is ResponseComputerToolCall => item.type === 'computer_call');
    const functionCalls = response.output.filter((item): item is ResponseFunctionToolCall => item.type === 'function_call');
    const refusal = refusalText(response);
    if (refusal) return { result: record.stop(`The model refused: ${refusal}`, meta()), record };
    if (calls.length === 0 && functionCalls.length === 0) {
      if (response.status === 'incomplete') {
        return { result: record.stop(`The response ended incomplete (${response.incomplete_details?.reason ?? 'unknown reason'}).`, meta()), record };
      }
      return { result: record.finishWithMessage(response.output_text ?? '', meta()), record };
    }

    const outputs: ResponseInputItem[] = [];
    for (const call of functionCalls) {
      if (!record.budgetLeft) {
        return { result: record.stop(`The agent did not finish "${plan.instruction}" within maxSteps (${plan.maxSteps}) actions.`, meta()), record };
      }
      const answer = await record.callTool(call.name, call.arguments, call.call_id, reasoning);
      outputs.push({ type: 'function_call_output', call_id: call.call_id, output: answer.text });
    }
    for (const call of calls) {
      const checks = call.pending_safety_checks ?? [];
      if (checks.length) {
        const proceed = onSafetyCheck ? await onSafetyCheck(checks) : true;
        if (!proceed) {
          return { result: record.stop(`A safety check was declined: ${checks.map((c) => c.message ?? c.code ?? c.id).join('; ')}`, meta()), record };
        }
        deps.logger.info('agent', `acknowledging ${checks.length} computer-use safety check(s)`, { codes: checks.map((c) => c.code ?? c.id) });
        acknowledged.push(...checks);
      }
      const actions: OpenAIComputerAction[] = call.actions ?? (call.action ? [call.action as OpenAIComputerAction] : []);
      for (const action of actions) {
        if (action.type !== 'screenshot' && action.type !== 'wait' && !record.budgetLeft) {
          return { result: record.stop(`The agent did not finish "${plan.instruction}" within maxSteps (${plan.maxSteps}) actions.`, meta()), record };
        }
        await perform(screen, record, action, reasoning);
      }
      outputs.push({
        type: 'computer_call_output',
        call_id: call.call_id,
        output: { type: 'computer_screenshot', image_url: dataUrl(await screen.screenshot()) },
        ...(checks.length ? { acknowledged_safety_checks: checks.map((c) => ({ id: c.id, code: c.code ?? null, message: c.message ?? null })) } : {}),
      });
    }
    input = outputs;
  }
  return { result: record.stop(`The agent did not finish "${plan.instruction}" within ${maxTurns} model turns.`, meta()), record };
}

function reasoningText(response: Response): string {
  return response.output
    .flatMap((item) => (item.type === 'reasoning' ? (item.summary ?? []).map((s) => s.text) : []))
    .join(' ')
    .trim();
}

function refusalText(response: Response): string | undefined {
  for (const item of response.output) {
    if (item.type !== 'message') continue;
    for (const part of item.content) if (part.type === 'refusal') return part.refusal;
  }
  return undefined;
}

/** Runs one OpenAI computer action on the page and records it. */
async function perform(screen: Screen, record: RunRecord, action: OpenAIComputerAction, reasoning: string): Promise<void> {
  const at = (x: number, y: number) => screen.toPage(x, y);
  switch (action.type) {
    case 'click': {
      const p = at(action.x, action.y);
      await record.perform({ method: 'click', action: `${action.button} click at (${action.x}, ${action.y})`, reasoning, x: p.x, y: p.y }, () =>
        screen.click(action.x, action.y, { button: action.button, keys: action.keys ?? null }),
      );
      return;
    }
    case 'double_click': {
      const p = at(action.x, action.y);
      await record.perform({ method: 'double_click', action: `double click at (${action.x}, ${action.y})`, reasoning, x: p.x, y: p.y }, () =>
        screen.click(action.x, action.y, { clickCount: 2, keys: action.keys ?? null }),
      );
      return;
    }
    case 'move': {
      const p = at(action.x, action.y);
      await record.perform({ method: 'move', action: `move to (${action.x}, ${action.y})`, reasoning, x: p.x, y: p.y }, () => screen.move(action.x, action.y));
      return;
    }
    case 'drag': {
      const end = action.path.at(-1);
      const p = end ? at(end.x, end.y) : undefined;
      await record.perform(
        { method: 'drag', action: `drag along ${action.path.map((q) => `(${q.x}, ${q.y})`).join(' → ')}`, reasoning, ...(p ? { x: p.x, y: p.y } : {}) },
        () => screen.drag(action.path, action.keys ?? null),
      );
      return;
    }
    case 'scroll': {
      const p = at(action.x, action.y);
      await record.perform(
        { method: 'scroll', action: `scroll by (${action.scroll_x}, ${action.scroll_y}) at (${action.x}, ${action.y})`, reasoning, x: p.x, y: p.y },
        () => screen.scroll(action.x, action.y, action.scroll_x, action.scroll_y, action.keys ?? null),
      );
      return;
    }
    case 'type': {
      await record.perform({ method: 'type', action: `type "${action.text}"`, reasoning, text: action.text }, async () => screen.type(await record.substitute(action.text)));
      return;
    }
    case 'keypress': {
      await record.perform({ method: 'keypress', action: `press ${action.keys.join('+')}`, reasoning, keys: action.keys }, () => screen.press(action.keys));
      return;
    }
    case 'wait': {
      // The API's wait has no duration; about a second lets a page finish what it started.
      await record.perform({ type: 'wait', method: 'wait', action: 'wait 1000 ms', reasoning }, () => screen.wait(1_000), { countsAsStep: false });
      return;
    }
    case 'screenshot':
      // The screenshot goes back with the call's output; nothing else to do.
      return;
    default: {
      const unknown = action as { type?: string };
      await record.perform({ method: String(unknown.type), action: `unsupported action ${String(unknown.type)}`, reasoning }, () =>
        Promise.reject(new Error(`the computer tool action "${String(unknown.type)}" is not supported by actwright`)),
      );
    }
  }
}
