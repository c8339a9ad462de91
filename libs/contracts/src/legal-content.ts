/**
 * The schema of the legal knowledge base's content files (libs/legal-kb/content, YAML): one file per
 * entry with every language's text side by side, the Acts, the judgments, the cue tables and the
 * rules that encode legal judgement. Checked when the library is built and by its specs; a broken file
 * names the file, the field and the reason (libs/legal-kb/src/content/load.ts).
 *
 * The list of languages is data (content/languages.yaml), so the entry schema is made for a given list:
 * a third language is one more key in the same files, and a file that lacks it fails here.
 */
import { z } from 'zod';

/** The fields of law a situation belongs to; `general` entries (legal aid, Lok Adalat) fit any field and never lead on their own. */
export const KB_DOMAINS = ['criminal', 'civil', 'property', 'consumer', 'labour', 'family', 'cyber', 'traffic', 'tenancy', 'banking', 'general'] as const;
/** Who is asking, seen from the dispute (see libs/legal-kb/src/types.ts for the pairs of opposite sides). */
export const KB_ROLES = ['victim', 'accused', 'tenant', 'landlord', 'employee', 'employer', 'drawer', 'payee', 'buyer', 'seller', 'borrower', 'lender', 'parent', 'spouse', 'senior'] as const;
/** Facts the situation must show before an entry is offered (a juvenile entry needs a minor). */
export const KB_NEEDS = ['minor', 'woman', 'elderly', 'custody'] as const;
/** Facts that rule an entry out. */
export const KB_NOT_IF = ['adult', 'vacated', 'minor'] as const;
/** Facts the words may show; the cue table has one list per flag. */
export const KB_FLAGS = ['minor', 'woman', 'elderly', 'adult', 'vacated', 'custody'] as const;
export type KbFlag = (typeof KB_FLAGS)[number];
export const KB_ENTRY_KINDS = ['offence', 'right', 'procedure', 'civil'] as const;

// Checked, not changed: what the file says is what the product shows (a sentence may end in a space before the next).
const text = z.string().refine((s) => s.trim().length > 0, 'is empty');
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by "-"');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** "BNS" + "303", "CONST" + "Art. 21", or "CASE" + "Rajnesh v. Neha (2020)": an Act code of acts.yaml and where in it. */
export const KbSourceSchema = z.strictObject({ act: text, section: text });
export type KbSource = z.infer<typeof KbSourceSchema>;

/** One language's text of an entry. `rights` and `steps` follow the English lists one for one. */
export const KbEntryTextSchema = z.strictObject({
  title: text,
  summary: text,
  punishment: text.optional(),
  forum: text.optional(),
  rights: z.array(text).optional(),
  steps: z.array(text).optional(),
});
export type KbEntryText = z.infer<typeof KbEntryTextSchema>;

/** Who checked the entry, when, and against what (the Act's text, a judgment, a commentary). */
export const KbReviewSchema = z.strictObject({ by: text, date: isoDate, against: text, note: text.optional() });
export type KbReview = z.infer<typeof KbReviewSchema>;

/** A language of the content: its code (as in texts), its name, and the script its texts are written in. */
export const KbLanguageSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as en, hi, bn'),
  name: text,
  /** A Unicode script name (Latin, Devanagari, Bengali): every text of the language must use it. */
  script: text,
  /** The words that come before a section or article number in this language's texts ("s.", "Art.", "धारा"): the cross-language check finds the numbers after them. */
  section_words: z.array(text).min(1),
  /** Words that come after a section number ("১৩৮ ধারা" in Bengali), if the language writes them there. */
  section_words_after: z.array(text).optional(),
  /**
   * A language still being written: its texts may be missing from a file (the answer then falls back to the
   * first language), and where present they are checked like any other. Remove the flag when every file has it.
   */
  draft: z.literal(true).optional(),
});
export const KbLanguagesFileSchema = z.strictObject({ languages: z.array(KbLanguageSchema).min(1) });
export type KbLanguageInfo = z.infer<typeof KbLanguageSchema>;

/** A value in every language of the list; in a draft language (see KbLanguageSchema) it may be missing. */
const inEvery = <T extends z.ZodType>(languages: readonly string[], value: T, drafts: readonly string[] = []) =>
  z.strictObject(Object.fromEntries(languages.map((l) => [l, drafts.includes(l) ? value.optional() : value])) as Record<string, T>);

/** The schema of one entry file for the given languages (the first is the one the others are checked against). */
export function kbEntryFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  return z.strictObject({
    id,
    kind: z.enum(KB_ENTRY_KINDS),
    /** The provisions and judgments the entry rests on; the first is the main citation. Shown as citation chips. */
    sources: z.array(KbSourceSchema).min(1, 'needs at least one source'),
    /** The older provisions it replaced (IPC for BNS, CrPC for BNSS). */
    replaces: z.array(KbSourceSchema).optional(),
    cognizable: z.boolean().optional(),
    bailable: z.boolean().optional(),
    domains: z.array(z.enum(KB_DOMAINS)).min(1),
    roles: z.array(z.enum(KB_ROLES)).optional(),
    related: z.array(id).optional(),
    defends: z.array(id).optional(),
    needs: z.array(z.enum(KB_NEEDS)).optional(),
    notIf: z.array(z.enum(KB_NOT_IF)).optional(),
    aggravates: id.optional(),
    onlyIf: z.array(text).optional(),
    /** Words people use: `latin` holds English and romanised Hindi; every other key is a language written in its own script. */
    keywords: z.strictObject({ latin: z.array(text).min(3, 'needs at least 3 keywords'), ...Object.fromEntries(languages.filter((l) => l !== 'en').map((l) => [l, z.array(text).optional()])) }),
    text: inEvery(languages, KbEntryTextSchema, drafts),
    /** Situations as people describe them, in any language; indexed beside the keywords, and what content:preview answers. */
    examples: z.array(text),
    review: z.array(KbReviewSchema),
  });
}
export type KbEntryFile = z.infer<ReturnType<typeof kbEntryFileSchema>>;

/** content/index.yaml: the order the entries load in (the index is built in it) and the most-asked entries. */
export const KbIndexFileSchema = z.strictObject({
  entries: z.array(id).min(1),
  /** The entries that had Hindi first: the ones asked about most, chosen (not measured). */
  most_asked: z.array(id),
});

/** content/acts.yaml: each Act code, its full name and the short name people know it by (shown on citation chips). */
export const KbActsFileSchema = z.strictObject({
  acts: z.record(z.string().regex(/^[A-Za-z]+$/, 'an Act code is letters only'), z.strictObject({ name: text, short: text })),
});

/** content/judgments.yaml: every judgment the content names, with the seed corpus case it is. */
export const KbJudgmentSchema = z.strictObject({
  id: z.string().regex(/^sc-\d{4}-[a-z0-9-]+$/, 'must be a corpus case id such as sc-2020-rajnesh'),
  /** The forms the content writes the name in, without the year. */
  names: z.array(text).min(1),
  /** The year the content gives (may be the year of the report rather than of the decision). */
  year: z.number().int().min(1850).max(2100),
});
export const KbJudgmentsFileSchema = z.strictObject({ judgments: z.array(KbJudgmentSchema) });
export type KbJudgment = z.infer<typeof KbJudgmentSchema>;

/** content/cues.yaml: words that tell who is asking, the field of law, and facts about the people involved. */
export const KbCuesFileSchema = z.strictObject({
  roles: z.partialRecord(z.enum(KB_ROLES), z.array(text)),
  domains: z.partialRecord(z.enum(KB_DOMAINS), z.array(text)),
  flags: z.partialRecord(z.enum(KB_FLAGS), z.array(text)),
});

/** content/clarify.yaml: the question asked when the side is unclear, per opposed pair, in each language. */
export function kbClarifyFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  const texts = z.strictObject({ question: text, options: z.tuple([text, text]) });
  return z.strictObject({
    questions: z.record(z.string().regex(/^[a-z]+\|[a-z]+$/, 'must be two roles joined by "|"'), inEvery(languages, texts, drafts)),
  });
}

/**
 * content/answers.yaml: the offline answer's fixed sentences, in every language. Words in braces are filled
 * in by the program ({forum}, {named}, {title} or {title_lower}, {refs}); `bars` is keyed by the entry id of the
 * law that takes a remedy away.
 */
export function kbAnswersFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  const withSlot = (...slots: string[]) => text.refine((t) => slots.some((s) => t.includes(`{${s}}`)), `must contain ${slots.map((s) => `{${s}}`).join(' or ')}`);
  const texts = z.strictObject({
    closing: text,
    legalAidStep: text,
    noMatch: text,
    noMatchStep: text,
    whereToGo: withSlot('forum'),
    accusedOpening: withSlot('named'),
    offenceOpening: withSlot('named'),
    topicOpening: withSlot('title', 'title_lower'),
    clarifyWhy: text,
    /** Put before an English text shown in this language's answer; empty for English. */
    englishOnly: z.string(),
    or: text,
    bars: z.record(id, text),
  });
  return inEvery(languages, texts, drafts);
}
export type KbAnswerTexts = z.infer<ReturnType<typeof kbAnswersFileSchema>>[string];

/** A pattern written as a regular expression (with its flags): the rules' words. */
const pattern = z.string().min(1).refine((p) => {
  try {
    new RegExp(p, 'iu');
    return true;
  } catch {
    return false;
  }
}, 'is not a valid regular expression');

/** content/rules.yaml: legal judgement the engine applies by rule (see libs/legal-kb/src/triage-asks.ts and triage-weights.ts). */
export const KbRulesFileSchema = z.strictObject({
  /**
   * What the person asks for in so many words: when every pattern of `when` matches and none of `unless`, one of `lead` leads.
   * `side`: the facts themselves say whose side the story is ("I was acquitted and they filed it again" is the accused's),
   * so a lead written for that side may lead though the words seemed the other's.
   */
  asks: z.array(z.strictObject({ why: text, when: z.array(pattern).min(1), unless: z.array(pattern).optional(), lead: z.array(id).min(1), side: z.enum(KB_ROLES).optional() })),
  /** Remedies for someone not yet held (anticipatory bail), damped once the words say the person is held. */
  before_arrest: z.strictObject({ entries: z.array(id), detained: pattern, feared: pattern }),
  /** A law that takes a remedy away where it applies (SC/ST Act s.18 and anticipatory bail). */
  bars: z.array(z.strictObject({ law: id, remedies: z.array(id).min(1) })),
  /** A threat to kill is not a killing: killings are damped for a threat with no harm done. */
  threats: z.strictObject({ killings: z.array(id), threat: pattern, harm_done: pattern }),
  /** The consumer commission by the value paid (rupees; the last has no limit). */
  consumer_tiers: z.array(z.strictObject({ entry: id, up_to: z.number().positive().nullable() })),
  /** Child law first: POCSO entries for a child victim, the juvenile justice entry for a child accused. */
  child_law: z.strictObject({ victim: z.array(id), accused: id }),
  /** The age from which a person is a senior citizen (a stated age this high makes the story an elderly person's). */
  senior_citizen_age: z.number().int().min(1).max(120),
  /**
   * Who the asker is, from whom they speak of: a message that says no side of a pair but speaks of one party
   * ("the landlord raises the rent every year") is the other's (`asker`), unless it speaks of both (`unless`).
   * `speaks_of` and `unless`: cues ("…" joins parts).
   */
  counterparts: z.array(z.strictObject({ speaks_of: z.array(text).min(1), unless: z.array(text).optional(), asker: z.enum(KB_ROLES) })).optional(),
  /**
   * Entries that fit only a story with a fact of its own: the succession law of one faith needs words of that
   * faith. Such an entry is ranked down, not removed, when no pattern of `any` matches.
   */
  requires: z.array(z.strictObject({ entries: z.array(id).min(1), why: text, any: z.array(pattern).min(1) })).optional(),
});

/*
 * The answer-level files (intents, abstain, places, state-law, charges): like an entry, each has the
 * provisions it rests on (`sources`, Act codes of acts.yaml) and its review record, and a text in every
 * language of languages.yaml.
 */
const reviewed = {
  sources: z.array(KbSourceSchema).min(1, 'needs at least one source'),
  review: z.array(KbReviewSchema).min(1, 'needs a review record'),
};
const withSlots = (...slots: string[]) => text.refine((t) => slots.every((s) => t.includes(`{${s}}`)), `must contain ${slots.map((s) => `{${s}}`).join(' and ')}`);
/** An ISO 3166-2:IN state or union territory code without "IN-" (UP, MH, DL). */
const stateCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-2:IN code without "IN-", such as UP');

export const KB_INTENT_KINDS = ['privacy', 'cost', 'legal-aid', 'meta', 'out-of-scope'] as const;

/** content/intents.yaml: messages that are not a legal situation, the patterns that recognise them and their direct answer. */
export function kbIntentsFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  return z.strictObject({
    ...reviewed,
    intents: z.array(z.strictObject({
      kind: z.enum(KB_INTENT_KINDS),
      /**
       * Questions of this kind as people type them, in any language. Patterns written from a few questions
       * missed most new wordings; a message is also matched by its nearest examples (src/nearest.ts),
       * with the entries' situation examples as the legal class, so wording is data and a language is added
       * by writing its examples.
       */
      examples: z.array(text).optional(),
      patterns: z.array(pattern).min(1),
      /** Taken only when the message shows no legal situation of its own. */
      unless_legal: z.boolean().optional(),
      /** The same for a match by examples only, where the patterns are anchored and need no such check (a greeting). */
      examples_unless_legal: z.boolean().optional(),
      answer: inEvery(languages, text, drafts),
      steps: inEvery(languages, z.array(text).min(1), drafts).optional(),
    })).min(1),
  });
}

/** content/abstain.yaml: subjects the knowledge base has no entry for, the score below which a lead is not trusted, and the one question asked. */
export function kbAbstainFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  return z.strictObject({
    ...reviewed,
    min_score: z.number().nonnegative(),
    min_score_unframed: z.number().nonnegative(),
    gap_max_score: z.number().nonnegative(),
    /** How many times a message in this script scores above a Latin one of the same weight (the index reads Devanagari and Bengali more ways). */
    script_scale: z.partialRecord(z.enum(['Devanagari', 'Bengali']), z.number().positive()).optional(),
    gaps: z.array(z.strictObject({
      subject: inEvery(languages, text, drafts),
      /**
       * Entries that would answer the subject: once one of them exists the gap is ignored, so an area that
       * gets an entry is never also "not known" (entries and this list are written by different hands).
       */
      superseded_by: z.array(id).optional(),
      patterns: z.array(pattern).min(1),
      /** Messages about the subject, matched by similarity against the entries' examples (src/nearest.ts): wording the patterns miss. */
      examples: z.array(text).optional(),
      where: inEvery(languages, text, drafts),
    })),
    /** By the field of law the message shows; `none` (required) when it shows none. */
    questions: z.strictObject({ none: inEvery(languages, text, drafts), ...Object.fromEntries(KB_DOMAINS.map((d) => [d, inEvery(languages, text, drafts).optional()])) }),
  });
}

/**
 * content/places.yaml: each state's names and larger places, in every language; and `abroad`, the
 * countries (with their larger cities) whose law a message may ask about and the answers never give.
 */
export function kbPlacesFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  return z.strictObject({
    ...reviewed,
    states: z.array(z.strictObject({ code: stateCode, names: inEvery(languages, z.array(text).min(1), drafts), places: inEvery(languages, z.array(text), drafts) })).min(1),
    abroad: z.array(z.strictObject({ country: text, names: inEvery(languages, z.array(text).min(1), drafts) })).optional(),
  });
}

/** content/state-law.yaml: where the state decides (tenancy, land records, stamp duty), each state's own Act. */
export function kbStateLawFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  // `names`: the Act's name in another language where it has one (পশ্চিমবঙ্গ প্রেমিসেস টেনান্সি আইন, ১৯৯৭); its English title follows in brackets.
  const stateAct = z.strictObject({ title: text, names: z.partialRecord(z.enum(languages as [string, ...string[]]), text).optional(), note: inEvery(languages, text, drafts) });
  return z.strictObject({
    ...reviewed,
    subjects: z.record(id, z.strictObject({
      entries: z.array(id).min(1),
      lead: inEvery(languages, withSlots('state', 'act'), drafts),
      ask: inEvery(languages, text, drafts),
      model: inEvery(languages, text, drafts).optional(),
      default: stateAct.optional(),
    })),
    states: z.record(stateCode, inEvery(languages, text, drafts)),
    acts: z.record(id, z.record(stateCode, stateAct)),
    /**
     * A language spoken mostly in one state (Bengali: West Bengal): a message in it that names no place is still
     * asked where, and is told that state's Act as an "if" (`lead`, with {state} and {act}).
     */
    presumed: z.strictObject({
      states: z.partialRecord(z.enum(languages as [string, ...string[]]), stateCode),
      lead: inEvery(languages, withSlots('state', 'act'), drafts),
    }).optional(),
  });
}

/** content/charges.yaml: the fact that defines an offence, and what a non-cognizable offence means for an FIR. */
export function kbChargesFileSchema(languages: readonly string[], drafts: readonly string[] = []) {
  return z.strictObject({
    ...reviewed,
    /**
     * `lead`: the element also decides whether the offence may lead the answer, not only whether it is listed as a
     * charge. Only for an element whose words are unmistakable (a death); a subtler one would miss its own stories.
     */
    elements: z.record(id, z.strictObject({ why: text, any: z.array(pattern).min(1), lead: z.literal(true).optional() })),
    non_cognizable: z.strictObject({ except: z.array(id), ...inEvery(languages, withSlots('offence'), drafts).shape }),
  });
}
