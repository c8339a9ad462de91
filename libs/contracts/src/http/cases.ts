import { z } from 'zod';

/** Call 3: POST /ask */
export const AskRequestSchema = z.object({
  query: z.string().trim().min(1),
  court: z.string().optional(),
  yearFrom: z.number().int().optional(),
  yearTo: z.number().int().optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type AskRequest = z.infer<typeof AskRequestSchema>;

export const CaseResultSchema = z.object({
  case_id: z.string(),
  court: z.string(),
  date: z.string(),
  description: z.string(),
  title: z.string().optional(),
  citation: z.string().optional(),
  score: z.number().optional(),
  highlights: z.array(z.string()).optional(),
});
export type CaseResult = z.infer<typeof CaseResultSchema>;

export const AskAnswerSchema = z.object({ cases: z.array(CaseResultSchema), total: z.number().int().optional() });
export type AskAnswer = z.infer<typeof AskAnswerSchema>;
