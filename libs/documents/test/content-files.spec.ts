import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GlossaryFileSchema, PaperKindsFileSchema } from '@lexmitra/contracts';
import { CONTENT_DIR, contentFiles, readContentFile } from '../src/content-files';

// The legal content files are checked by their zod schemas (libs/contracts/src/doc-content.ts): a
// broken file must stop loading with the file, the field and the reason.
describe('content files', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lexmitra-content-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const REVIEW = 'review: { by: A. Editor, date: 2026-12-01, against: BNSS }\n';

  it('every glossary and the kinds of paper pass their schema, English, Hindi and Bengali among them', () => {
    const glossaries = contentFiles(/^glossary\.[a-z]{2}\.yaml$/);
    expect(glossaries).toEqual(expect.arrayContaining(['glossary.en.yaml', 'glossary.hi.yaml', 'glossary.bn.yaml']));
    for (const f of glossaries) expect(readContentFile(f, GlossaryFileSchema).language).toBe(f.split('.')[1]);
    expect(readContentFile('paper-kinds.yaml', PaperKindsFileSchema).kinds.length).toBeGreaterThan(10);
    expect(fs.existsSync(CONTENT_DIR)).toBe(true);
  });

  it('names the file, the field and the reason for an unknown key, a missing review and a bad regular expression', () => {
    const unknown = write('glossary.xx.yaml', `language: xx\n${REVIEW}replace: []\nexplain:\n  - { term: foo, meaning: bar, colour: red }\n`);
    expect(() => readContentFile(unknown, GlossaryFileSchema)).toThrow(/glossary\.xx\.yaml is not valid:\n {2}explain\.0: Unrecognized key: "colour"/);
    const noReview = write('glossary.yy.yaml', 'language: yy\nreplace: []\nexplain: []\n');
    expect(() => readContentFile(noReview, GlossaryFileSchema)).toThrow(/review: /);
    const badRegex = write('glossary.zz.yaml', `language: zz\n${REVIEW}replace:\n  - term: foo\n    plain: bar\n    contexts: [{ next: "(unclosed", plain: null }]\nexplain: []\n`);
    expect(() => readContentFile(badRegex, GlossaryFileSchema)).toThrow(/replace\.0\.contexts\.0\.next: not a valid regular expression/);
  });

  it('refuses a term listed twice, a context name that does not exist, and a kind whose step has no source', () => {
    const twice = write('twice.yaml', `language: en\n${REVIEW}replace: [{ term: Hereby, plain: by this }]\nexplain: [{ term: hereby, meaning: x }]\n`);
    expect(() => readContentFile(twice, GlossaryFileSchema)).toThrow(/term listed twice: hereby/);
    const noContext = write('nocontext.yaml', `language: en\n${REVIEW}replace: [{ term: foo, plain: bar, contexts: [missing] }]\nexplain: []\n`);
    expect(() => readContentFile(noContext, GlossaryFileSchema)).toThrow(/no shared context named missing/);
    const unsourced = write('kinds.yaml', `${REVIEW}kinds:\n  - kind: warrant\n    name: { en: Warrant, hi: वारंट }\n    step: { en: See a lawyer, hi: वकील से मिलें }\n`);
    expect(() => readContentFile(unsourced, PaperKindsFileSchema)).toThrow(/warrant: a step needs its sources/);
  });

  it('says where a file is not YAML at all', () => {
    const broken = write('broken.yaml', 'language: [en\n');
    expect(() => readContentFile(broken, GlossaryFileSchema)).toThrow(/broken\.yaml: /);
  });
});
