/**
 * What the model is told: answer only from the retrieved statute entries, in plain language, in
 * the JSON shape of the chat answer, citing the sections it used.
 */
import { AnswerLanguage, languageInstruction } from '@lexmitra/ai';
import { ACTS, ANSWER_TEXTS, Citation, citationOf, EntryText, formatRefs, KB_LANGUAGES, RankedHit, textIn, Triage } from '@lexmitra/legal-kb';
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
  'The SITUATION block says who is asking (their side of the dispute) and the fields of law. Answer for that side: an accused person needs their defence and their rights, not the steps for filing a complaint; the giver of a bounced cheque needs what to do on receiving a notice, not how to send one.',
  'Entries marked "(other side)" are shown only so you can name the charge the asker may face; never give their steps as advice.',
  'If the entries do not cover the question, say so plainly and suggest consulting an advocate or the free legal aid helpline 15100; never invent sections.',
  'Write in plain, calm language for a non-lawyer, in the language and script the LANGUAGE line names, in every text field. lawyer_response: 2 to 5 sentences explaining the situation under the law.',
  'potential_charges: offences that may apply, each naming the BNS section and the old IPC section where one exists. Leave empty when no offence is involved.',
  'rights: the person\'s key rights, each naming its section. next_steps: concrete actions in order.',
  'citations: ONLY sections that appear in the entries below, with act (full name as given), section number and a short title. Citations of anything else are removed.',
  'This is general information, not legal advice.',
].join('\n');

/**
 * The whole system prompt: the rules, the language to answer in (named with its script: models
 * follow that far more reliably than "the language of the question"), then the grounding.
 */
export function chatSystemPrompt(t: Triage, language: AnswerLanguage): string {
  // Romanised Hindi is answered in Latin letters: the Devanagari texts would pull the model into Devanagari.
  const own = !language.romanised && language.code !== 'en' && (KB_LANGUAGES as readonly string[]).includes(language.code) ? language : undefined;
  const rule = own ? `\n${ownTextRule(own.name)}` : '';
  return `${SYSTEM_PROMPT}${rule}\nLANGUAGE: ${languageInstruction(language)}\n\n${groundingText(t, { language: own && { code: own.code, name: own.name } })}`;
}

/**
 * A Hindi or Bengali answer is written from the entries' own texts in that language (content/entries,
 * `text.hi`, `text.bn`), so charges, rights and steps use the terms the courts use rather than the
 * model's translation. An entry without its text in the language (Bengali is still being written)
 * has only its English lines.
 */
const ownTextRule = (name: string) =>
  `For this ${name} answer, use the "${name} ..." lines of each entry where it has them: name each offence in potential_charges by its ${name} title and give its ${name} punishment, and take rights and steps from the ${name} lines, keeping section references such as "BNS s.303" as written.`;

/**
 * The frame and the ranked entries as compact context for the model; with `language`, each entry's own
 * texts in that language too (`hindi: true` is Hindi's).
 */
export function groundingText(t: Triage, options: { hindi?: boolean; language?: { code: string; name: string } } = {}): string {
  const own = options.language ?? (options.hindi ? { code: 'hi', name: 'Hindi' } : undefined);
  const situation = [
    'SITUATION:',
    `Asker's side: ${t.sides.length ? t.sides.join(', ') : 'not stated'}.`,
    `Fields of law: ${t.frame.domains.length ? t.frame.domains.join(', ') : 'as the entries show'}.`,
    t.frame.flags.length ? `Involves: ${t.frame.flags.join(', ')}.` : '',
    t.lead ? `Start from entry [1]: ${t.lead.title}.` : '',
    // A remedy the story's law takes away (anticipatory bail under the SC/ST Act) must not be offered as if open.
    ...(t.sides.includes('accused') ? t.bars.map((law) => `Caution: ${ANSWER_TEXTS.en.bars[law]}`) : []),
  ].filter(Boolean).join('\n');
  const hits = orderedHits(t);
  if (!hits.length) return `${situation}\n\nSTATUTE ENTRIES: none matched this question.`;
  return (
    `${situation}\n\nSTATUTE ENTRIES:\n` +
    hits
      .map(({ entry: e, otherSide }, i) =>
        [
          `[${i + 1}] ${e.title}${otherSide ? ' (other side)' : ''} (${formatRefs(e.sections)}${e.replaces?.length ? `; replaced ${formatRefs(e.replaces)}` : ''})`,
          e.summary,
          e.punishment ? `Punishment: ${e.punishment}` : '',
          e.cognizable === undefined ? '' : `Cognizable: ${e.cognizable ? 'yes' : 'no'}.`,
          e.bailable === undefined ? '' : `Bailable: ${e.bailable ? 'yes' : 'no'}.`,
          e.forum && !otherSide ? `Forum: ${e.forum}` : '',
          ...(otherSide ? [] : (e.rights ?? []).map((r) => `Right: ${r}`)),
          ...(otherSide ? [] : (e.steps ?? []).map((s) => `Step: ${s}`)),
          ...(own ? ownLines(textIn(e, own.code), own.name, otherSide) : []),
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n\n')
  );
}

function ownLines(texts: EntryText | undefined, name: string, otherSide: boolean): string[] {
  if (!texts) return [];
  return [
    `${name} title: ${texts.title}`,
    texts.punishment ? `${name} punishment: ${texts.punishment}` : '',
    ...(otherSide ? [] : (texts.rights ?? []).map((r) => `${name} right: ${r}`)),
    ...(otherSide ? [] : (texts.steps ?? []).map((s) => `${name} step: ${s}`)),
  ];
}

/** The lead first, then the rest as ranked; at most 8, which is what a model reads closely. */
function orderedHits(t: Triage): RankedHit[] {
  const lead = t.hits.find((h) => h.entry.id === t.lead?.id);
  return [...(lead ? [lead] : []), ...t.hits.filter((h) => h !== lead)].slice(0, 8);
}

const normSection = (s: string) => s.toLowerCase().replace(/^(section|sec\.?|s\.|art\.?|article)\s*/, '').replace(/\s+/g, '');

/**
 * The model may cite only what it was given. Citations of other sections are dropped (and
 * logged); when none is left, the sections of the entries it was given stand in.
 */
export function groundedCitations(cited: ModelChatAnswer['citations'], t: Triage): { citations: Citation[]; dropped: string[] } {
  const given = orderedHits(t).flatMap(({ entry }) => entry.sections.map((s) => ({ ref: s, act: ACTS[s.act], code: s.act, section: s.section, title: entry.title })));
  const match = (c: { act: string; section: string }) =>
    given.find((g) => (c.act.trim() === g.act || c.act.trim().toUpperCase() === g.code) && normSection(c.section) === normSection(g.section));
  const kept = cited.filter((c) => match(c));
  const dropped = cited.filter((c) => !match(c)).map((c) => `${c.act} ${c.section}`);
  // A judgment keeps the model's words but takes its corpus case id, and a statute its short name, from the entry it was given.
  if (kept.length) return { citations: kept.map((c) => ({ ...c, ...pick(citationOf(match(c)!.ref)) })), dropped };
  return { citations: given.slice(0, 6).map(({ ref, title }) => citationOf(ref, title)), dropped };
}

const pick = (c: Citation) => ({ ...(c.case_id ? { case_id: c.case_id } : {}), ...(c.act_short ? { act_short: c.act_short } : {}) });
