/**
 * Statute references as one unit: "s.138 NI Act", "section 138 of the Negotiable Instruments Act"
 * and "138 NIA" are the same reference, and so are the old and new codes' sections the law maps to
 * each other (code-map.ts). Search indexes and queries a reference as one term (statuteTerm), so the
 * words "section" and "Act" never match on their own and "482" of the CrPC is not "482" of the BNSS.
 *
 * Three shapes are read: keyword first ("Sections 420 and 467 IPC", "u/s 125 CrPC", "Article 21"),
 * number then act ("498A IPC"), act then number ("BNSS 482"). A bare "section 142(b)" takes the act
 * named nearest before it (or just after it) in the same text; with no act nearby it is no reference.
 */
import { asciiDigits, BENGALI_ACT_NAMES as BN, BN_GENITIVE, BN_YA as Y, SECTION_LETTERS } from '@lexmitra/contracts';
import { CANONICAL_SECTION } from './code-map';

export interface StatuteRef {
  /** Short code of the act: IPC, BNS, CRPC, NIA, CONST... */
  act: string;
  /** The section or article as written, normalised: "498A", "142(b)", "65B". */
  section: string;
  /** The search term of the reference (equal for equivalent sections of the old and new codes). */
  term: string;
  /** Span of the reference in the text (a list of sections shares one span). */
  start: number;
  end: number;
}

/**
 * Acts by short code, with the Hindi and Bengali names and abbreviations people type for the
 * commonest ones (भारतीय दंड संहिता or आईपीसी for the IPC; दंड and दण्ड are one word in two spellings;
 * the Bengali ones, দণ্ডবিধি or আইপিসি, from libs/contracts, which the answer engine reads too). `direct`
 * aliases count only right next to a number ("138 NIA"): "NIA" is also the National Investigation
 * Agency, so it never names the act of a bare section nearby.
 */
const ACTS: { code: string; re: string; direct?: string }[] = [
  { code: 'BNSS', re: `Bharatiya\\s+Nagarik\\s+Suraksha\\s+Sanhita|B\\.?\\s?N\\.?\\s?S\\.?\\s?S\\.?|भारतीय\\s+नागरिक\\s+सुरक्षा\\s+संहिता|बीएनएसएस|${BN.BNSS}` },
  { code: 'BNS', re: `Bharatiya\\s+Nyaya\\s+Sanhita|B\\.?\\s?N\\.?\\s?S\\.?|भारतीय\\s+न्याय\\s+संहिता|बीएनएस|${BN.BNS}` },
  { code: 'BSA', re: `Bharatiya\\s+Sakshya\\s+Adhiniyam|B\\.?S\\.?A\\.?|${BN.BSA}` },
  { code: 'IPC', re: `Indian\\s+Penal\\s+Code|Penal\\s+Code|I\\.?\\s?P\\.?\\s?C\\.?|भारतीय\\s+द(?:ं|ण्)ड\\s+संहिता|आईपीसी|${BN.IPC}` },
  { code: 'CRPC', re: `Code\\s+of\\s+Criminal\\s+Procedure|Criminal\\s+Procedure\\s+Code|Cr\\.?\\s?P\\.?\\s?C\\.?|द(?:ं|ण्)ड\\s+प्रक्रिया\\s+संहिता|सीआरपीसी|${BN.CRPC}` },
  { code: 'CPC', re: 'Code\\s+of\\s+Civil\\s+Procedure|Civil\\s+Procedure\\s+Code|C\\.?\\s?P\\.?\\s?C\\.?' },
  { code: 'IEA', re: '(?:Indian\\s+)?Evidence\\s+Act|I\\.?E\\.?A\\.?' },
  { code: 'NIA', re: `Negotiable\\s+Instruments\\s+Act|N\\.?\\s?I\\.?\\s?Act|परक्राम्य\\s+लिखत\\s+अधिनियम|${BN.NIA}`, direct: 'NIA' },
  { code: 'CONST', re: `Constitution(?:\\s+of\\s+India)?|(?:भारत\\s+का\\s+)?संविधान|${BN.CONST}` },
  { code: 'NDPS', re: 'Narcotic\\s+Drugs\\s+and\\s+Psychotropic\\s+Substances\\s+Act|N\\.?D\\.?P\\.?S\\.?(?:\\s+Act)?' },
  { code: 'HMA', re: `Hindu\\s+Marriage\\s+Act|H\\.?M\\.?A\\.?|हि(?:ं|न्)दू\\s+विवाह\\s+अधिनियम|${BN.HMA}` },
  { code: 'HSA', re: 'Hindu\\s+Succession\\s+Act' },
  { code: 'SMA', re: 'Special\\s+Marriage\\s+Act' },
  { code: 'RPA', re: 'Representation\\s+of\\s+the\\s+People\\s+Act|R\\.?\\s?P\\.?\\s?Act' },
  { code: 'ACA', re: 'Arbitration\\s+and\\s+Conciliation\\s+Act|Arbitration\\s+Act|A\\s?&\\s?C\\s+Act' },
  { code: 'IBC', re: 'Insolvency\\s+and\\s+Bankruptcy\\s+Code|I\\.?B\\.?C\\.?|I\\s?&\\s?B\\s+Code' },
  { code: 'PATENTS', re: 'Patents\\s+Act' },
  { code: 'DVA', re: `Protection\\s+of\\s+Women\\s+from\\s+Domestic\\s+Violence\\s+Act|Domestic\\s+Violence\\s+Act|D\\.?V\\.?\\s?Act|PWDVA|${BN.DVA}` },
  { code: 'POCSO', re: `Protection\\s+of\\s+Children\\s+from\\s+Sexual\\s+Offences\\s+Act|POCSO(?:\\s+Act)?|${BN.POCSO}` },
  { code: 'ITA', re: `Information\\s+Technology\\s+Act|${BN.ITA}` },
  { code: 'LIMITATION', re: 'Limitation\\s+Act' },
  { code: 'GCA', re: 'General\\s+Clauses\\s+Act' },
  { code: 'PCA', re: 'Prevention\\s+of\\s+Corruption\\s+Act|P\\.?C\\.?\\s?Act' },
  { code: 'PMLA', re: 'Prevention\\s+of\\s+Money[-\\s]Laundering\\s+Act|P\\.?M\\.?L\\.?A\\.?' },
  { code: 'UAPA', re: 'Unlawful\\s+Activities\\s+\\(Prevention\\)\\s+Act|U\\.?A\\.?P\\.?A\\.?' },
  { code: 'MVA', re: 'Motor\\s+Vehicles\\s+Act|M\\.?V\\.?\\s?Act' },
  { code: 'CPA', re: 'Consumer\\s+Protection\\s+Act' },
  { code: 'TPA', re: 'Transfer\\s+of\\s+Property\\s+Act|T\\.?P\\.?\\s?Act' },
  { code: 'SRA', re: 'Specific\\s+Relief\\s+Act' },
  { code: 'MTA', re: 'Model\\s+Tenancy\\s+Act' },
  { code: 'ICA', re: '(?:Indian\\s+)?Contract\\s+Act' },
  { code: 'IDA', re: 'Industrial\\s+Disputes\\s+Act|I\\.?D\\.?\\s?Act' },
  { code: 'RTI', re: `Right\\s+to\\s+Information\\s+Act|RTI\\s+Act|${BN.RTI}` },
  { code: 'SCST', re: 'Scheduled\\s+Castes\\s+and\\s+(?:the\\s+)?Scheduled\\s+Tribes\\s+\\(Prevention\\s+of\\s+Atrocities\\)\\s+Act|SC\\/ST\\s+Act|Atrocities\\s+Act' },
  { code: 'ITAX', re: 'Income[-\\s]Tax\\s+Act' },
];

const group = (i: number) => `a${i}`;
/** Any act mention; `withDirect` adds the aliases that count only next to a number. */
const actPattern = (withDirect: boolean) =>
  `(?<![A-Za-z])(?:${ACTS.map((a, i) => `(?<${group(i)}>${a.re}${withDirect && a.direct ? `|${a.direct}` : ''})`).join('|')})(?:,?\\s*(?:18|19|20)\\d\\d)?(?![A-Za-z])`;
const ACT_ANY = actPattern(true);
const ACT_NEAR = new RegExp(actPattern(false), 'gi');

// Not followed by a Devanagari or Bengali letter either (vowels and consonants): "498" of an
// unread "498ऐ" or "৪৯৮ঐ" would be another section.
const NUM = '\\d{1,3}(?:-?[A-Za-z]{1,2}(?![A-Za-z]))?(?:\\s?\\(\\s?[0-9A-Za-z]{1,4}\\s?\\))*(?![\\d/])(?![\\u0905-\\u0939\\u0985-\\u09B9])';
const LIST = `${NUM}(?:\\s*(?:,|and|&|\\/|or|to|और|व|ও|এবং)\\s*${NUM})*`;
// Hindi: धारा (section), अनुच्छेद (article), whole words only (उपधारा is a sub-section).
const SECTION_WORD = '(?<![A-Za-z])(?:u\\/ss?\\.?|under\\s+sections?|sections?|secs?\\.|ss?\\.)|(?<![\\u0900-\\u097F])(?:धाराओं|धारा)';
const ARTICLE_WORD = '(?<![A-Za-z])(?:articles?|arts?\\.)|(?<![\\u0900-\\u097F])अनुच्छेद';
// Bengali: ধারা, অনুচ্ছেদ with the endings they take ("৩০২ ধারায়", "অনুচ্ছেদের"); not উপধারা, not ধারাবাহিক.
const BN_SECTION_WORD = `(?<![\\u0980-\\u09FF])(?:ধারা|অনুচ্ছেদ)(?:${Y}|গুলি|সমূহ|ের|র|ে|তে)?(?![\\u0980-\\u09FF])`;
const JOIN = '\\s*,?\\s*(?:(?:of|under|in)\\s+(?:the\\s+)?|r\\/w\\s+)?';
/**
 * Hindi and Bengali name the act first: "आईपीसी की धारा 302", "संविधान के अनुच्छेद 21",
 * "আইপিসি-র ধারা ৩০২", "সংবিধানের অনুচ্ছেদ ২১" (the Bengali genitive is joined to the name).
 */
const BN_OF = BN_GENITIVE;
const HINDI_OF = `(?:क[ीे][ \\t]+|${BN_OF}[ \\t]*)?`;

/** Bengali puts the number first: "৪৯৮ক ধারা", "ভারতীয় দণ্ডবিধির ৪৯৮(ক) ধারা", "২১ নম্বর অনুচ্ছেদ". */
const NUMBER_THEN_KEYWORD = new RegExp(`(?:(?<act>${ACT_ANY})${BN_OF}[ \\t]+)?(?<list>${LIST})[ \\t]*(?:(?:নম্বর|নং)[ \\t]*)?(?<kw>${BN_SECTION_WORD})`, 'gi');
const KEYWORD_FIRST = new RegExp(`(?<kw>${SECTION_WORD}|${ARTICLE_WORD}|${BN_SECTION_WORD})\\s*(?<list>${LIST})(?:${JOIN}(?<act>${ACT_ANY}))?`, 'gi');
const NUMBER_THEN_ACT = new RegExp(`(?<![\\w.,/(-])(?<list>${NUM})[ \\t]+(?<act>${ACT_ANY})`, 'gi');
const ACT_THEN_NUMBER = new RegExp(`(?<act>${ACT_ANY})[ \\t]*,?[ \\t]*${HINDI_OF}(?:(?<kw>${SECTION_WORD}|${ARTICLE_WORD})[ \\t]*)?(?<list>${LIST})`, 'gi');

const ONE_NUM = new RegExp(NUM, 'gi');
/** A section's letter as the Latin one, padded to the written letter's length so that spans keep their place. */
const latinLetter = (written: string) => SECTION_LETTERS[written].padEnd(written.length);
/** How far a bare section looks for its act: back within a passage, forward within the same clause. */
const LOOK_BACK = 400;
const LOOK_AHEAD = 120;

function actOf(groups: Record<string, string | undefined>): string | undefined {
  const i = ACTS.findIndex((_, k) => groups[group(k)] !== undefined);
  return i >= 0 ? ACTS[i].code : undefined;
}

/** The search term of a section of an act: "§ipc.498a"; equivalent sections share one. */
export function statuteTerm(act: string, section: string): string {
  const key = `${act.toLowerCase()}.${baseOf(section)}`;
  return `§${CANONICAL_SECTION.get(key) ?? key}`;
}

const baseOf = (section: string) => section.toLowerCase().replace(/\(.*$/, '').replace(/[-\s]/g, '');

/** The term of a section whose act the text does not name ("section 482" alone): "§?.482". */
export function bareTerm(section: string): string {
  return `§?.${baseOf(section)}`;
}

/**
 * The bare term a reference may have been written as where its act went unnamed: CrPC 482 and BNSS
 * 528 → "§?.482". Only the old code's number: a bare "section 482" in a text is far more often the
 * CrPC's than the BNSS's (anticipatory bail), since the new codes' numbers are recent and collide.
 */
export function bareTermsOf(term: string): string[] {
  const key = term.slice(1);
  return [bareTerm(key.slice(key.indexOf('.') + 1))];
}

function sectionsOf(list: string): string[] {
  return [...list.matchAll(ONE_NUM)].map((m) => m[0].replace(/\s/g, '').replace(/-/g, '').toUpperCase().replace(/\((\w+)\)/g, (_, s: string) => `(${s.toLowerCase()})`));
}

/**
 * Every statute reference in `text`, in order of appearance. With `keepBare`, a section whose act
 * the text does not name is returned too, with act "" and its bare term.
 */
export function findStatuteRefs(original: string, { keepBare = false } = {}): StatuteRef[] {
  // Devanagari and Bengali digits as ASCII ones (धारा ३०२ and ধারা ৩০২ are धारा 302), and a
  // section's letter as Hindi or Bengali writes it (498ए, 304बी, ৪৯৮এ, ৪৯৮ক, ৪৯৮-ক, ৪৯৮(ক)) as the
  // Latin one, keeping every span's length (बी → "B ", (ক) → "A  "). Bengali writes an inserted
  // section's letter in its own alphabet (ক, খ… for A, B…), in brackets too: ৪৯৮(ক) is 498A, as
  // West Bengal's courts write it, not clause (a) of section 498.
  const text = asciiDigits(original)
    .replace(/(\d)(ए|बी|सी|डी)(?![\u0900-\u097F])/g, (_, digit: string, letter: string) => digit + latinLetter(letter))
    .replace(/(\d)(-?)(?:\((ক|খ|গ|ঘ)\)|(এ|বি|সি|ডি|ক|খ|গ|ঘ))(?![\u0980-\u09FF])/g, (_, digit: string, dash: string, bracketed?: string, letter?: string) =>
      bracketed ? `${digit}${dash}${latinLetter(bracketed)}  ` : `${digit}${dash}${latinLetter(letter!)}`);
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  const refs: StatuteRef[] = [];
  const bare: { sections: string[]; start: number; end: number }[] = [];
  const push = (act: string, sections: string[], start: number, end: number) => {
    for (const section of sections) refs.push({ act, section, term: statuteTerm(act, section), start, end });
  };

  for (const re of [NUMBER_THEN_KEYWORD, KEYWORD_FIRST, NUMBER_THEN_ACT, ACT_THEN_NUMBER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const g = m.groups!;
      const start = m.index;
      const end = m.index + m[0].length;
      if (overlaps(start, end)) continue;
      const sections = sectionsOf(g.list);
      const isArticle = g.kw !== undefined && /^(?:art|अनुच्छेद|অনুচ্ছেদ)/i.test(g.kw);
      const act = isArticle ? 'CONST' : g.act !== undefined ? actOf(g) : undefined;
      taken.push([start, end]);
      if (act) push(act, sections, start, end);
      else bare.push({ sections, start, end });
    }
  }
  if (bare.length) {
    const mentions: { act: string; start: number; end: number }[] = [];
    ACT_NEAR.lastIndex = 0;
    for (let m = ACT_NEAR.exec(text); m; m = ACT_NEAR.exec(text)) {
      const act = actOf(m.groups!);
      if (act && act !== 'CONST') mentions.push({ act, start: m.index, end: m.index + m[0].length });
    }
    for (const b of bare) {
      const before = mentions.filter((a) => a.end <= b.start && b.start - a.end <= LOOK_BACK).pop();
      const after = mentions.find((a) => a.start >= b.end && a.start - b.end <= LOOK_AHEAD);
      const near = before ?? after;
      if (near) push(near.act, b.sections, b.start, b.end);
      else if (keepBare) for (const section of b.sections) refs.push({ act: '', section, term: bareTerm(section), start: b.start, end: b.end });
    }
  }
  return refs.sort((a, b) => a.start - b.start);
}

/** Act mentions of `text` (for queries: an act named only to qualify a bare section is part of that unit). */
export function actMentions(text: string): { act: string; start: number; end: number }[] {
  const out: { act: string; start: number; end: number }[] = [];
  const re = new RegExp(ACT_ANY, 'gi');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const act = actOf(m.groups!);
    if (act) out.push({ act, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
