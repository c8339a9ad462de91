/**
 * What the model is given and what it may cite: the frame and the triaged entries go into the
 * system prompt; citations of sections it was not given are dropped.
 */
import { ANSWER_LANGUAGES } from '@lexmitra/ai';
import { legalKb, triage } from '@lexmitra/legal-kb';
import { chatSystemPrompt, groundedCitations, groundingText } from '../src/chat/prompt';

describe('chat prompt grounding', () => {
  const kb = legalKb();
  const t = triage(kb, 'I received a legal notice because the cheque I gave my supplier bounced');

  it('tells the model who is asking and marks the other side\'s entries', () => {
    const text = groundingText(t);
    expect(text).toMatch(/Asker's side: .*drawer/);
    expect(text).toMatch(/\[1\] .*drawer's side/);
    expect(text).toMatch(/Dishonour of a cheque \(cheque bounce\) \(other side\)/);
  });

  it('cautions the model when the story\'s law bars a remedy the accused may ask for', () => {
    const barred = groundingText(triage(kb, 'an SC/ST atrocities case was filed against me over a wall dispute, can I get anticipatory bail?'));
    expect(barred).toMatch(/Caution: .*section 18 bars anticipatory bail/);
    expect(groundingText(t)).not.toMatch(/Caution:/);
  });

  it('gives a Hindi answer the entries\' own Hindi: titles and punishments of charges, rights and steps', () => {
    const fir = triage(kb, 'मेरे पड़ोसी ने ज़हर देकर मेरी बकरी मार दी');
    const hindi = chatSystemPrompt(fir, ANSWER_LANGUAGES.hi);
    expect(hindi).toContain('Hindi title: किसी पशु को मारना या अपंग करना');
    expect(hindi).toContain('Hindi punishment: 5 साल तक की कैद, या जुर्माना, या दोनों।');
    expect(hindi).toMatch(/name each offence in potential_charges by its Hindi title/);
    // Still grounded in the English entry, so citations are checked against the same sections.
    expect(hindi).toContain('Killing or maiming an animal');
    // The other side's entry names its charge in Hindi but gives no Hindi advice.
    const drawer = groundingText(t, { hindi: true });
    expect(drawer).toMatch(/\nHindi step: \S/);
    expect(drawer).toMatch(/Dishonour of a cheque \(cheque bounce\) \(other side\)[^[]*Hindi title: /);
    expect(drawer.match(/\(other side\)[^[]*/)![0]).not.toMatch(/Hindi (right|step):/);
    for (const other of [ANSWER_LANGUAGES.en, { ...ANSWER_LANGUAGES.hi, script: 'Latin', romanised: true }, ANSWER_LANGUAGES.mr]) {
      expect(chatSystemPrompt(fir, other)).not.toMatch(/Hindi (title|right|step):|use the "Hindi/);
    }
  });

  it('gives a Bengali answer the entries\' own Bengali where they have it, and only their English where they do not yet', () => {
    const theft = triage(kb, 'আমার মোবাইল চুরি হয়ে গেছে');
    const lead = theft.hits.find((h) => h.entry.id === theft.lead!.id)!;
    const translated = { ...lead.entry, texts: { ...lead.entry.texts, bn: { title: 'চুরি', summary: 'অন্যের জিনিস অসৎভাবে নেওয়া।', punishment: '৩ বছর পর্যন্ত কারাদণ্ড', rights: ['প্রথম অধিকার'] } } };
    const withBengali = { ...theft, hits: theft.hits.map((h) => (h === lead ? { ...h, entry: translated } : h)), lead: translated };
    const bengali = chatSystemPrompt(withBengali, ANSWER_LANGUAGES.bn);
    expect(bengali).toMatch(/use the "Bengali \.\.\." lines of each entry where it has them/);
    expect(bengali).toMatch(/LANGUAGE: Write in Bengali \(বাংলা\), in the Bengali script/);
    expect(bengali).toContain('Bengali title: চুরি');
    expect(bengali).toContain('Bengali punishment: ৩ বছর পর্যন্ত কারাদণ্ড');
    expect(bengali).toContain('Bengali right: প্রথম অধিকার');
    // An entry with no Bengali text yet gives only its English lines, never an empty Bengali one.
    const untranslated = theft.hits.find((h) => h !== lead && !h.entry.texts?.bn);
    if (untranslated) expect(bengali).toContain(untranslated.entry.title);
    expect(chatSystemPrompt(theft, ANSWER_LANGUAGES.bn).match(/Bengali title: /g)?.length ?? 0).toBe(theft.hits.slice(0, 8).filter((h) => h.entry.texts?.bn).length);
    expect(chatSystemPrompt(withBengali, ANSWER_LANGUAGES.en)).not.toMatch(/Bengali (title|right|step):/);
  });

  it('keeps citations of given sections (by full act name or code) and drops the rest', () => {
    const { citations, dropped } = groundedCitations(
      [
        { act: 'Negotiable Instruments Act, 1881', section: '138', title: 'Dishonour' },
        { act: 'NIA', section: 's.147', title: 'Compounding' },
        { act: 'Indian Penal Code, 1860', section: '420', title: 'Cheating' },
      ],
      t,
    );
    expect(citations.map((c) => c.section)).toEqual(['138', 's.147']);
    // The chip shows the Act's accepted short name, whichever way the model wrote the Act.
    expect(citations.map((c) => c.act_short)).toEqual(['NI Act', 'NI Act']);
    expect(dropped).toEqual(['Indian Penal Code, 1860 420']);
  });

  it('gives a judgment the model cites its corpus case id, so the chip opens the judgment page', () => {
    const { citations } = groundedCitations([{ act: 'Supreme Court of India', section: 'Rangappa v. Sri Mohan (2010)', title: 'Presumption' }], t);
    expect(citations).toEqual([{ act: 'Supreme Court of India', section: 'Rangappa v. Sri Mohan (2010)', title: 'Presumption', case_id: 'sc-2010-rangappa' }]);
    const fallback = groundedCitations([{ act: 'Made-up Act', section: '1', title: 'x' }], t).citations.filter((c) => c.act === 'Supreme Court of India');
    expect(fallback.length).toBeGreaterThan(0);
    expect(fallback.every((c) => c.case_id?.startsWith('sc-'))).toBe(true);
  });

  it('falls back to the given sections when the model cited nothing it was given', () => {
    const { citations } = groundedCitations([{ act: 'Made-up Act', section: '1', title: 'x' }], t);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => c.act === 'Negotiable Instruments Act, 1881' || c.act === 'Supreme Court of India')).toBe(true);
  });
});
