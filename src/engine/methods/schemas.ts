import { OriginListSchema } from '../session/origins.js';
import { z } from 'zod';
import { DecidedBySchema, EffectCheckSchema, EvidenceSchema, HandOverSchema, HealSchema } from '../decision/decision.js';
import { ModelSchema } from '../session/options.js';
import { timerMs } from '../session/abort.js';

export { ACTION_METHODS, ActionMethodSchema, type ActionMethod } from '../decision/resolved.js';
import { ActionMethodSchema } from '../decision/resolved.js';

/** Who decided an act's actions (a rule of the offline tier, the model, the cache, the caller), and the heal when a cached step was re-resolved. */
export const ActDecisionSchema = z.object({
  by: DecidedBySchema,
  /** Short form of `by` for reports: `rule name`, `model`, `cache`, `direct`. */
  label: z.string(),
  /** What the rule weighed (the best few candidates with scores) and the page facts it read. */
  evidence: EvidenceSchema.optional(),
  /** The offline tier handed the step over first: why, and how to phrase it so it resolves. */
  handover: HandOverSchema.optional(),
  /** The effect the step asked for, as found after acting (a step without it is not a success). */
  effect: EffectCheckSchema.optional(),
  heal: HealSchema.optional(),
});
export type ActDecision = z.infer<typeof ActDecisionSchema>;

/**
 * An action on the page, as observe() returns it and act() accepts it. `selector` is durable
 * (test id / role and name / text, iframe hops with ` >>> `): it resolves again after a reload.
 */
export const ObserveResultSchema = z.object({
  selector: z.string().min(1),
  description: z.string(),
  method: z.string().optional(),
  arguments: z.array(z.string()).optional(),
  /** The action as Playwright code (`await page.getByRole('button', { name: 'Save' }).click();`), when its selector is durable. Ignored by act(). */
  code: z.string().optional(),
  /** observe(): who found it (a rule of the offline tier, the model) and what it weighed. Ignored by act(). */
  decision: ActDecisionSchema.optional(),
});
export type ObserveResult = z.infer<typeof ObserveResultSchema>;
/** The seed's word for an observed action, as act() takes it. */
export type Action = ObserveResult;


export const ActResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  actionDescription: z.string(),
  actions: z.array(ObserveResultSchema),
  decision: ActDecisionSchema.optional(),
});
export type ActResult = z.infer<typeof ActResultSchema>;

const timeoutMs = timerMs().positive();
const variableName = /^[A-Za-z_][A-Za-z0-9_-]*$/;

export const ActOptionsSchema = z
  .object({
    model: ModelSchema.optional(),
    /** `%name%` in the instruction or an action's arguments becomes the value, only when the action runs. */
    variables: z
      .record(z.string().regex(variableName, 'variable names are letters, digits, "_" or "-"'), z.string())
      .optional(),
    /**
     * Origins (besides the top page's) whose elements may receive `variables`, e.g. a payment
     * frame's "https://pay.example.com". Default: none — only the top page's origin.
     */
    variablesOrigins: OriginListSchema.optional(),
    /** Bound on the whole act (ms): it is interrupted wherever it is and throws OperationTimeoutError. */
    timeout: timeoutMs.optional(),
    domSettleTimeoutMs: timerMs().optional(),
    /** false: skip the offline resolver for this call and ask the model. */
    offline: z.boolean().optional(),
    /** On CLOUD, false asks the model afresh instead of reusing an answer to the same call (seed 2.2). */
    serverCache: z.boolean().optional(),
  })
  .strict();
export type ActOptions = z.input<typeof ActOptionsSchema>;

export const ObserveOptionsSchema = z
  .object({
    model: ModelSchema.optional(),
    timeout: timeoutMs.optional(),
    domSettleTimeoutMs: timerMs().optional(),
    /** false: skip the offline resolver for this call and ask the model. */
    offline: z.boolean().optional(),
    /** On CLOUD, false asks the model afresh instead of reusing an answer to the same call (seed 2.2). */
    serverCache: z.boolean().optional(),
    /** Limit to part of the page (`xpath=…`, CSS, or a durable selector). */
    selector: z.string().min(1).optional(),
  })
  .strict();
export type ObserveOptions = z.input<typeof ObserveOptionsSchema>;

const isZodObject = (v: unknown): v is z.ZodObject =>
  !!v && typeof v === 'object' && (v as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'object';

/** The seed's ExtractOptions (section 2.5). */
export const ExtractOptionsSchema = z
  .object({
    instruction: z.string().optional(),
    schema: z.custom<z.ZodObject>(isZodObject, 'schema must be a zod object schema, e.g. z.object({ title: z.string() })').optional(),
    selector: z.string().min(1).optional(),
    iframes: z.boolean().optional(),
    modelName: z.string().min(1).optional(),
    modelClientOptions: z.record(z.string(), z.unknown()).optional(),
    domSettleTimeoutMs: timerMs().optional(),
    /** false: skip the offline resolver for this call and ask the model. */
    offline: z.boolean().optional(),
    /** On CLOUD, false asks the model afresh instead of reusing an answer to the same call (seed 2.2). */
    serverCache: z.boolean().optional(),
  })
  .strict();
export type ExtractOptions<T extends z.ZodObject = z.ZodObject> = Omit<z.input<typeof ExtractOptionsSchema>, 'schema'> & { schema?: T };

/** The model's answers. */
export const ModelActionSchema = z.object({
  elementId: z.string().describe('the ref of the element, e.g. "e12" or "f1e3"; "" when no element fits'),
  method: ActionMethodSchema,
  arguments: z.array(z.string()).describe('e.g. the text to fill, the key to press, the option to select, the ref of the drop target, the file paths to upload'),
  description: z.string().describe('short description of the action'),
});
export type ModelAction = z.infer<typeof ModelActionSchema>;

export const ActAnswerSchema = z.object({
  action: ModelActionSchema.nullable().describe('null when the page offers no way to do it'),
  twoStep: z.boolean().describe('true when this action only opens something (a dropdown, a menu) and a second look is needed to finish'),
});
export type ActAnswer = z.infer<typeof ActAnswerSchema>;

export const ObserveAnswerSchema = z.object({ elements: z.array(ModelActionSchema) });
export type ObserveAnswer = z.infer<typeof ObserveAnswerSchema>;

export const DEFAULT_EXTRACTION_SCHEMA = z.object({ extraction: z.string() });
