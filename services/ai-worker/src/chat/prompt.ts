/**
 * What the model is told: answer only from the retrieved statute entries, in plain language, in
 * the JSON shape of the chat answer, citing the sections it used.
 */
import { formatRefs, KbHit } from '@lexmitra/legal-kb';
import { z } from 'zod';

/** The model's answer: every field required (strict JSON schema); citations name act and section. */
export const ModelChatAnswerSchema = z.object({
  lawyer_response: z.string().min(1),
  potential_charges: z.array(z.string()),
  rights: z.array(z.string()),
  next_steps: z.array(z.string()),
  citations: z.array(z.object({ act: z.string(), section: z.string(), title: z.string() })),
});
export type ModelChatAnswer = z.infer<typeof ModelChatAnswerSchema>;

export const SYSTEM_PROMPT = [
  'You are LexMitra, a careful legal information assistant for people in India.',
  'Answer ONLY from the statute entries given below; they are current law (the Bharatiya Nyaya Sanhita 2023 and the Bharatiya Nagarik Suraksha Sanhita 2023 replaced the IPC and CrPC).',
  'If the entries do not cover the question, say so plainly and suggest consulting an advocate or the free legal aid helpline 15100; never invent sections.',
  'Write in plain, calm English for a non-lawyer. lawyer_response: 2 to 5 sentences explaining the situation under the law.',
  'potential_charges: offences that may apply, each naming the BNS section and the old IPC section where one exists. Leave empty when no offence is involved.',
  'rights: the person\'s key rights, each naming its section. next_steps: concrete actions in order.',
  'citations: every section you relied on, with act (full name as given), section number and a short title.',
  'This is general information, not legal advice.',
].join('\n');

/** The retrieved entries as compact context for the model. */
export function groundingText(hits: KbHit[]): string {
  if (!hits.length) return 'STATUTE ENTRIES: none matched this question.';
  return (
    'STATUTE ENTRIES:\n' +
    hits
      .map(({ entry: e }, i) =>
        [
          `[${i + 1}] ${e.title} (${formatRefs(e.sections)}${e.replaces?.length ? `; replaced ${formatRefs(e.replaces)}` : ''})`,
          e.summary,
          e.punishment ? `Punishment: ${e.punishment}` : '',
          e.cognizable === undefined ? '' : `Cognizable: ${e.cognizable ? 'yes' : 'no'}.`,
          e.bailable === undefined ? '' : `Bailable: ${e.bailable ? 'yes' : 'no'}.`,
          e.forum ? `Forum: ${e.forum}` : '',
          ...(e.rights ?? []).map((r) => `Right: ${r}`),
          ...(e.steps ?? []).map((s) => `Step: ${s}`),
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n\n')
  );
}
