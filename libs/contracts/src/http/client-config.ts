import { z } from 'zod';
import { DOC_AI_OPERATIONS } from '../doc-ai';

/**
 * Which document engine the AI worker runs: `model` (an OpenAI-compatible provider) or `offline`
 * (docs/architecture.md §6: extractive summaries, a glossary, passage search). The worker writes it to Redis when
 * it starts; the BFF reads it for GET /api/config.
 */
export const DOC_ENGINES = ['model', 'offline'] as const;
export type DocEngine = (typeof DOC_ENGINES)[number];
export const docEngineKey = (prefix: string) => `${prefix}:doc-engine`;

/** The document operations only a model can do: the offline engine refuses them (AI_PROVIDER_REQUIRED). */
export const MODEL_ONLY_OPERATIONS = ['translate'] as const satisfies readonly (typeof DOC_AI_OPERATIONS)[number][];

/** GET /api/config: settings the SPA reads at start-up. */
export const ClientConfigSchema = z.object({
  clerkPublishableKey: z.string().nullable(),
  /** The worker's engine; null until a worker has started and said which. */
  docEngine: z.enum(DOC_ENGINES).nullable().default(null),
  /** Operations this server cannot do now (a model is needed and none is set up): the screens say so before an upload. */
  needsModel: z.array(z.enum(DOC_AI_OPERATIONS)).default([]),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
