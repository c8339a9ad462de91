/**
 * An entry with `onlyIf` is considered only when the message states one of its words, the entry's
 * defining element (search.ts). A message in Bengali script states that element in Bengali words, so
 * every such list holds Bengali-script words, and each Bengali-script example of the entry gets past
 * its own filter. The same stories without the element still stay out.
 */
import { EXAMPLES, LEGAL_ENTRIES, LegalKbIndex, type LegalEntry } from '../src';

const BENGALI = /\p{Script=Bengali}/u;
const guarded = LEGAL_ENTRIES.filter((e) => e.onlyIf?.length);
const index = new LegalKbIndex(LEGAL_ENTRIES);
// The same entries without their filters: what the words of a message reach before `onlyIf` is applied.
const unfiltered = new LegalKbIndex(LEGAL_ENTRIES.map(({ onlyIf: _onlyIf, ...e }): LegalEntry => e));

/** Whether `id` is among every hit for `message`, however weak (no cut, no limit). */
const reaches = (idx: LegalKbIndex, message: string, id: string) => idx.find(message, [], LEGAL_ENTRIES.length, 0).some((h) => h.entry.id === id);

it('has the entries with onlyIf to check', () => {
  expect(guarded.length).toBeGreaterThanOrEqual(39);
});

describe.each(guarded.map((e) => [e.id, e] as const))('%s', (id, entry) => {
  const bengaliExamples = (EXAMPLES[id] ?? []).filter((x) => BENGALI.test(x));

  it('lists Bengali-script words in onlyIf', () => {
    expect(entry.onlyIf!.filter((w) => BENGALI.test(w))).not.toEqual([]);
  });

  it('lets each of its Bengali-script examples past its onlyIf', () => {
    expect(bengaliExamples).not.toEqual([]);
    // Each example reaches the entry on its words alone, so a miss below is the filter's.
    expect(bengaliExamples.filter((x) => !reaches(unfiltered, x, id))).toEqual([]);
    expect(bengaliExamples.filter((x) => !reaches(index, x, id))).toEqual([]);
  });
});

/** Bengali stories without the entry's defining element, which its words would otherwise reach. */
const WITHOUT: [string, string][] = [
  ['upi-wrong-transfer', 'গুগল পে-তে দোকানদারকে ৮,০০০ টাকা পাঠিয়েছি, সে বলছে টাকা পায়নি। ফেরত পাব কীভাবে?'],
  ['ni-138', 'এক বন্ধুকে দুই লাখ টাকা ধার দিয়েছিলাম, এখন ফেরত দিচ্ছে না। কী করব?'],
  ['bns-103-murder', 'জমির ঝগড়ায় পাশের বাড়ির লোকেরা আমার বাবাকে মারধর করেছে। কী মামলা হবে?'],
  ['bns-118-weapon-hurt', 'পুকুরের মাছ ধরা নিয়ে ঝামেলায় ওরা আমার দাদাকে চড়-থাপ্পড় মেরেছে। কোন ধারায় কেস হবে?'],
];

it.each(WITHOUT)('keeps %s out of a Bengali story that does not state its element', (id, story) => {
  expect(reaches(unfiltered, story, id)).toBe(true);
  expect(reaches(index, story, id)).toBe(false);
});
