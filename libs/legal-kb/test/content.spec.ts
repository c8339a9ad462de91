/**
 * The content files: every file of content/ passes the schema and the cross-language checks (the
 * library would not load otherwise), and a broken file is reported with its file, field and reason.
 * The broken cases are made on a copy of the real folder, one change each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { citationOf, kbContent, LEGAL_ENTRIES } from '../src';
import { ContentError, CONTENT_DIR, loadContent } from '../src/content/load';
import { sectionsCited } from '../src/content/checks';

let copy: string;
beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'legal-kb-content-'));
  fs.cpSync(CONTENT_DIR, copy, { recursive: true });
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** Loads the copy with one file changed, and gives back what the loader reports; restores the file. */
function problemsWith(file: string, change: (text: string) => string): string[] {
  const at = path.join(copy, file);
  const before = fs.readFileSync(at, 'utf8');
  fs.writeFileSync(at, change(before));
  try {
    loadContent(copy);
    return [];
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return e.problems;
  } finally {
    fs.writeFileSync(at, before);
  }
}
/** The same, changing the parsed file and writing it back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed YAML file, changed field by field
const editing = (file: string, edit: (doc: any) => void) =>
  problemsWith(file, (text) => {
    const doc = YAML.parse(text);
    edit(doc);
    return YAML.stringify(doc);
  });

describe('content files', () => {
  it('load as every entry, in the order of index.yaml, with every language of languages.yaml', () => {
    const c = kbContent();
    expect(c.languages.map((l) => l.code)).toEqual(['en', 'hi', 'bn']);
    expect(LEGAL_ENTRIES.map((e) => e.id)).toEqual(YAML.parse(fs.readFileSync(path.join(CONTENT_DIR, 'index.yaml'), 'utf8')).entries);
    expect(fs.readdirSync(path.join(CONTENT_DIR, 'entries')).length).toBe(LEGAL_ENTRIES.length);
    for (const e of LEGAL_ENTRIES) expect(Object.keys(e.texts ?? {})).toEqual(['en', 'hi', 'bn']);
  });

  it('the unchanged copy loads without a problem', () => {
    expect(problemsWith('index.yaml', (t) => t)).toEqual([]);
  });

  it('names the file, the field and the reason for a missing field and an unknown key', () => {
    expect(editing('entries/ni-138.yaml', (d) => delete d.text.hi.summary)).toEqual(['content/entries/ni-138.yaml: text.hi.summary: Invalid input: expected string, received undefined']);
    expect(editing('entries/ni-138.yaml', (d) => (d.text.en.sumary = 'typo'))).toEqual([expect.stringMatching(/^content\/entries\/ni-138\.yaml: text\.en: .*\(sumary\)$/)]);
    expect(editing('entries/ni-138.yaml', (d) => (d.kind = 'crime'))).toEqual([expect.stringMatching(/^content\/entries\/ni-138\.yaml: kind: Invalid option/)]);
  });

  it('says which line of a file is not YAML', () => {
    const problems = problemsWith('entries/fir.yaml', (t) => t.replace(/^kind: /m, 'kind: [unclosed\n'));
    expect(problems[0]).toMatch(/^content\/entries\/fir\.yaml: line \d+: /);
  });

  it('refuses a language left out, a list not translated one for one, and text in the wrong script', () => {
    expect(editing('entries/ni-138.yaml', (d) => delete d.text.hi)).toEqual([expect.stringMatching(/^content\/entries\/ni-138\.yaml: text\.hi: /)]);
    expect(editing('entries/ni-138.yaml', (d) => d.text.hi.steps.pop())).toEqual([expect.stringMatching(/text\.hi\.steps: has \d item\(s\), the English text \d/)]);
    expect(editing('entries/ni-138.yaml', (d) => (d.text.hi.title = 'Cheque bounce'))).toEqual(['content/entries/ni-138.yaml: text.hi.title: is not written in Devanagari']);
  });

  it('refuses a section in one language that the English text does not cite', () => {
    const problems = editing('entries/ni-138.yaml', (d) => (d.text.hi.rights[0] = d.text.hi.rights[0].replace('s.143A', 's.143')));
    expect(problems).toEqual(['content/entries/ni-138.yaml: text.hi.rights[0]: cites section(s) 143, the English text 143A: the same provisions in every language']);
  });

  it('refuses an amount, a period or a year that differs from the English, in any digits', () => {
    const problems = editing('entries/ni-138.yaml', (d) => (d.text.hi.steps[0] = d.text.hi.steps[0].replace(/30/, '15')));
    expect(problems).toEqual([expect.stringMatching(/^content\/entries\/ni-138\.yaml: text\.hi\.steps\[0\]: writes the number\(s\) 15 more and 30 fewer than the English text/)]);
    // A translation may give an Act's year (a year of an Act's name in acts.yaml), and Bengali digits are digits.
    expect(editing('entries/bns-131-assault.yaml', (d) => (d.text.bn = { title: 'হামলা', summary: 'ভারতীয় ন্যায় সংহিতা, ২০২৩ অনুযায়ী বল প্রয়োগ।', punishment: '৩ মাস পর্যন্ত কারাদণ্ড, বা ১,০০০ টাকা পর্যন্ত জরিমানা, বা দুটোই।' }))).toEqual([]);
    expect(editing('entries/bns-131-assault.yaml', (d) => (d.text.bn = { title: 'হামলা', summary: 'বল প্রয়োগ।', punishment: '৬ মাস পর্যন্ত কারাদণ্ড, বা ১,০০০ টাকা পর্যন্ত জরিমানা, বা দুটোই।' }))).toEqual([
      'content/entries/bns-131-assault.yaml: text.bn.punishment: writes the number(s) 6 more and 3 fewer than the English text: the same amounts, days and years in every language',
    ]);
  });

  it('finds section numbers after the section words of every language', () => {
    const langs = kbContent().languages;
    expect(sectionsCited('Under BNSS ss.180 and 181 and Art. 20(3), read with section 12', langs)).toEqual(['12', '180', '181', '20(3)']);
    expect(sectionsCited('BNSS की धारा 152 और अनुच्छेद 142 के तहत', langs)).toEqual(['142', '152']);
    expect(sectionsCited('within 30 days, Rs 50 lakh', langs)).toEqual([]);
    // Bengali writes the number first, in Bengali digits, and an inserted section's letter in Bengali.
    expect(sectionsCited('ভারতীয় ন্যায় সংহিতা, ২০২৩-এর ২২৯ ধারা; ১৭৩(৪) ও ১৭৫(৩) ধারায়', langs)).toEqual(['173(4)', '175(3)', '229']);
    expect(sectionsCited('৪৯৮এ ধারা, ৪৯৮(ক) ধারা, অনুচ্ছেদ ২১', langs)).toEqual(['21', '498A']);
    expect(sectionsCited('৩০ দিনের মধ্যে ১০,০০০ টাকা', langs)).toEqual([]);
  });

  it('refuses an unknown Act, an unknown judgment and a link to an entry that does not exist', () => {
    expect(editing('entries/ni-138.yaml', (d) => (d.sources[0].act = 'NIX'))).toEqual(['content/entries/ni-138.yaml: sources[0].act: "NIX" is not an Act code of content/acts.yaml']);
    expect(editing('entries/maintenance-144.yaml', (d) => d.sources.push({ act: 'CASE', section: 'Rajnesh v. Neha (2021)' }))).toEqual([
      'content/entries/maintenance-144.yaml: sources[' + (YAML.parse(fs.readFileSync(path.join(CONTENT_DIR, 'entries/maintenance-144.yaml'), 'utf8')).sources.length) + '].section: "Rajnesh v. Neha (2021)" is not a judgment of content/judgments.yaml (same name, same year)',
    ]);
    expect(editing('entries/ni-138.yaml', (d) => d.related.push('no-such-entry'))).toEqual(['content/entries/ni-138.yaml: related: no entry "no-such-entry"']);
  });

  it('needs every entry file listed in index.yaml once, under its own name', () => {
    expect(editing('index.yaml', (d) => d.entries.splice(d.entries.indexOf('fir'), 1))).toEqual(['content/entries/fir.yaml: not listed in content/index.yaml (add its id under "entries")']);
    expect(editing('entries/fir.yaml', (d) => (d.id = 'fir-2'))).toEqual(expect.arrayContaining(['content/entries/fir.yaml: id: is "fir-2" but the file is named fir.yaml (name the file <id>.yaml)']));
  });

  it('keeps the words the program fills in inside the fixed sentences of answers.yaml', () => {
    expect(editing('answers.yaml', (d) => (d.hi.whereToGo = 'कहाँ जाएँ'))).toEqual(['content/answers.yaml: hi.whereToGo: must contain {forum}']);
    expect(editing('answers.yaml', (d) => (d.en.bars['no-such-law'] = 'Note: ...'))).toEqual(['content/answers.yaml: en.bars: no entry "no-such-law"']);
  });

  it('checks the answer-level files with the same schema: intents, places, state law, abstain, charges', () => {
    expect(editing('intents.yaml', (d) => delete d.intents[0].answer.hi)).toEqual(['content/intents.yaml: intents[0].answer.hi: Invalid input: expected string, received undefined']);
    expect(editing('intents.yaml', (d) => (d.intents[0].kind = 'gossip'))).toEqual([expect.stringMatching(/^content\/intents\.yaml: intents\[0\]\.kind: Invalid option: expected one of "privacy"/)]);
    expect(editing('intents.yaml', (d) => (d.intents[0].patterns[0] = '(unclosed'))).toEqual(['content/intents.yaml: intents[0].patterns[0]: is not a valid regular expression']);
    expect(editing('intents.yaml', (d) => d.intents[0].steps.hi.pop())).toEqual([expect.stringMatching(/^content\/intents\.yaml: intents\[0\]\.steps: has \d+(?: \/ \d+)+ step\(s\) in en \/ hi(?: \/ bn)?: translate each one, one for one$/)]);
    expect(editing('places.yaml', (d) => (d.states[0].code = 'Uttar'))).toEqual(['content/places.yaml: states[0].code: must be an ISO 3166-2:IN code without "IN-", such as UP']);
    expect(editing('places.yaml', (d) => (d.states[0].pincode = '226001'))).toEqual(['content/places.yaml: states[0]: Unrecognized key: "pincode" (pincode)']);
    expect(editing('state-law.yaml', (d) => (d.subjects.tenancy.lead.hi = 'किरायेदारी का कानून'))).toEqual(['content/state-law.yaml: subjects.tenancy.lead.hi: must contain {state} and {act}']);
    expect(editing('state-law.yaml', (d) => delete d.states.UP)).toEqual([
      'content/state-law.yaml: acts.tenancy.UP: not a state of "states" (add its name there)',
      'content/state-law.yaml: acts.land-records.UP: not a state of "states" (add its name there)',
      'content/state-law.yaml: acts.land-boundary.UP: not a state of "states" (add its name there)',
      'content/state-law.yaml: acts.stamp-duty.UP: not a state of "states" (add its name there)',
      'content/state-law.yaml: acts.registration.UP: not a state of "states" (add its name there)',
    ]);
    expect(editing('state-law.yaml', (d) => d.subjects.tenancy.entries.push('no-such-entry'))).toEqual(['content/state-law.yaml: subjects.tenancy.entries: no entry "no-such-entry"']);
    expect(editing('abstain.yaml', (d) => delete d.questions.none)).toEqual(['content/abstain.yaml: questions.none: Invalid input: expected object, received undefined']);
    expect(editing('charges.yaml', (d) => (d.non_cognizable.en = 'non-cognizable'))).toEqual(['content/charges.yaml: non_cognizable.en: must contain {offence}']);
  });

  it('gives the answer-level files sources and a review record shaped as an entry\'s', () => {
    expect(editing('intents.yaml', (d) => (d.sources = [{ what: 'free legal aid', where: 'LSA Act s.12' }]))).toEqual([
      'content/intents.yaml: sources[0].act: Invalid input: expected string, received undefined',
      'content/intents.yaml: sources[0].section: Invalid input: expected string, received undefined',
      'content/intents.yaml: sources[0]: Unrecognized keys: "what", "where" (what, where)',
    ]);
    expect(editing('places.yaml', (d) => (d.sources[0].act = 'ISOX'))).toEqual(['content/places.yaml: sources[0].act: "ISOX" is not an Act code of content/acts.yaml']);
    expect(editing('charges.yaml', (d) => (d.review = []))).toEqual(['content/charges.yaml: review: needs a review record']);
    expect(editing('abstain.yaml', (d) => (d.review[0].date = '7 Dec 2026'))).toEqual(['content/abstain.yaml: review[0].date: must be a date written YYYY-MM-DD']);
  });

  it('makes a new language one more key: the files that lack it fail until it is written', () => {
    const problems = editing('languages.yaml', (d) => d.languages.push({ code: 'as', name: 'Assamese', script: 'Bengali', section_words: ['ধাৰা'] }));
    expect(problems.filter((p) => /^content\/entries\//.test(p))).toHaveLength(LEGAL_ENTRIES.length);
    expect(problems).toContain('content/entries/fir.yaml: text.as: Invalid input: expected object, received undefined');
    expect(problems.some((p) => p.startsWith('content/clarify.yaml: questions.'))).toBe(true);
    expect(problems).toContain('content/answers.yaml: as: Invalid input: expected object, received undefined');
    for (const file of ['intents', 'abstain', 'places', 'state-law', 'charges']) expect(problems.some((p) => p.startsWith(`content/${file}.yaml: `) && p.includes('.as'))).toBe(true);
  });

  it('lets a draft language be missing, and checks it where it is written', () => {
    const file = path.join(copy, 'languages.yaml');
    const before = fs.readFileSync(file, 'utf8');
    const doc = YAML.parse(before);
    doc.languages.push({ code: 'as', name: 'Assamese', script: 'Bengali', section_words: ['ধাৰা'], draft: true });
    fs.writeFileSync(file, YAML.stringify(doc));
    try {
      expect(problemsWith('index.yaml', (t) => t)).toEqual([]);
      const wrong = editing('entries/bns-131-assault.yaml', (d) => (d.text.as = { title: 'Assault', summary: 'আঘাত' }));
      expect(wrong).toContain('content/entries/bns-131-assault.yaml: text.as.title: is not written in Bengali');
      expect(wrong).toContain('content/entries/bns-131-assault.yaml: text.as.punishment: missing (the English text has one)');
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('holds Bengali, a whole language now, to every check', () => {
    expect(editing('entries/fir.yaml', (d) => delete d.text.bn)).toEqual([expect.stringMatching(/^content\/entries\/fir\.yaml: text\.bn: /)]);
    const cites = editing('entries/bns-131-assault.yaml', (d) => (d.text.bn = { title: 'হামলা', summary: 'বল প্রয়োগ; ১৩৮ ধারা।', punishment: '৩ মাস পর্যন্ত কারাদণ্ড।' }));
    expect(cites).toContain('content/entries/bns-131-assault.yaml: text.bn.summary: cites section(s) 138, the English text none: the same provisions in every language');
  });
});

describe('Act names on citation chips', () => {
  const acts = kbContent().acts;
  it('gives every Act a short name of its own', () => {
    const shorts = Object.values(acts).map((a) => a.short);
    expect(new Set(shorts).size).toBe(shorts.length);
  });

  // The initials the chips once made of the full names garbled these; each has its accepted short name.
  it.each([
    ['POSH', '11', 'POSH Act'],
    ['IMCR', 'reg. 1.3', 'IMC Regulations'],
    ['POCSO', '19', 'POCSO Act'],
    ['RERA', '31', 'RERA'],
    ['SARFAESI', '13(2)', 'SARFAESI Act'],
    ['MINWA', '12', 'Minimum Wages Act'],
    ['MWA', '4', 'Muslim Women Act'],
    ['MSMED', '15', 'MSMED Act'],
  ])('%s %s cites as %s', (act, section, short) => {
    expect(citationOf({ act, section }).act_short).toBe(short);
  });

  it('gives a judgment its case id and no short name', () => {
    const c = citationOf({ act: 'CASE', section: 'Rajnesh v. Neha (2020)' });
    expect(c).toEqual({ act: 'Supreme Court of India', section: 'Rajnesh v. Neha (2020)', case_id: 'sc-2020-rajnesh' });
  });
});

describe('Hindi text', () => {
  it('names Acts in Hindi inside a Hindi sentence: an English Act name is refused with its field', () => {
    expect(editing('entries/adverse-possession.yaml', (d) => (d.text.hi.rights[0] = `${d.text.hi.rights[0]} (Limitation Act)`))).toEqual([
      expect.stringMatching(/^content\/entries\/adverse-possession\.yaml: text\.hi\.rights\[0\]: "Limitation Act" is an English Act name inside a Hindi sentence/),
    ]);
  });
});
