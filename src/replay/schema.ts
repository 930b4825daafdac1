import { z } from 'zod';

/**
 * The ReplayResponse of the seed (section 2.1). Every object is strict: a file with an extra
 * property anywhere is not a ReplayResponse.
 */
export const TokenUsageOutputSchema = z
  .object({
    inputTokens: z.number().optional(),
    outputTokens: z.number().optional(),
    timeMs: z.number().optional(),
    cost: z.number().optional(),
  })
  .strict();

export const ReplayActionOutputSchema = z
  .object({
    method: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    result: z.record(z.string(), z.unknown()),
    timestamp: z.number(),
    endTime: z.number().optional(),
    tokenUsage: TokenUsageOutputSchema.optional(),
  })
  .strict();

export const ReplayPageOutputSchema = z
  .object({
    url: z.string(),
    timestamp: z.number(),
    duration: z.number(),
    actions: z.array(ReplayActionOutputSchema),
  })
  .strict();

export const ReplayResultOutputSchema = z
  .object({
    pages: z.array(ReplayPageOutputSchema),
    clientLanguage: z.string().optional(),
  })
  .strict();

export const ReplayResponseSchema = z
  .object({
    success: z.boolean(),
    data: ReplayResultOutputSchema,
  })
  .strict();

export type TokenUsageOutput = z.infer<typeof TokenUsageOutputSchema>;
export type ReplayActionOutput = z.infer<typeof ReplayActionOutputSchema>;
export type ReplayPageOutput = z.infer<typeof ReplayPageOutputSchema>;
export type ReplayResultOutput = z.infer<typeof ReplayResultOutputSchema>;
export type ReplayResponse = z.infer<typeof ReplayResponseSchema>;

/** Session ids are UUID-shaped (seed 2.1). */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
