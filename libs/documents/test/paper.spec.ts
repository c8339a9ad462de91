import { answerFromFacts, buildDocument, extractPaperFacts, paperKind, paragraphsOf, renderPaperSummary } from '../src';

// Papers written for these specs (not the evaluation set's): what kind each is, and the facts a
// reader needs from it, each with the paragraph it stands in.
const paper = (text: string) => buildDocument('docx', [{ number: 1, text }]);
const kindOf = (text: string) => paperKind(paragraphsOf(paper(text))).kind;

const WARRANT = `IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, AGRA

Complaint Case No. 77 of 2025

WARRANT OF ARREST

To the Station House Officer, Police Station Hariparvat.

Whereas Sunil Bansal of Kamla Nagar, Agra, accused of an offence under Section 138 of the Negotiable Instruments Act, 1881, has not appeared despite summons, you are hereby directed to arrest him and produce him before this Court on 03.03.2026.`;

const RENT_SUIT_SUMMONS = `IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), NASHIK

Regular Civil Suit No. 212 of 2026

Mrs. Leela Joshi ... Plaintiff
Versus
Mr. Arun Patil ... Defendant

SUMMONS

Whereas the plaintiff has filed a suit against you for arrears of rent of Rs. 96,000, you are summoned to appear in this Court on 9 March 2027 at 11 A.M. You shall file your written statement within 30 days of service of this summons.`;

const HINDI_BAIL = `न्यायालय अपर सत्र न्यायाधीश, जयपुर

जमानत प्रार्थना पत्र संख्या 418/2026

राकेश मीणा ......... प्रार्थी
बनाम
राज्य राजस्थान

आदेश दिनांक 05.08.2026

प्रार्थी की ओर से अधिवक्ता तथा लोक अभियोजक को सुना गया।

अतः प्रार्थना पत्र स्वीकार किया जाता है तथा आदेश दिया जाता है कि अभियुक्त राकेश मीणा को रुपये 40,000 के व्यक्तिगत मुचलके एवं इतनी ही राशि के एक ज़मानतदार प्रस्तुत करने पर रिहा किया जाए।`;

describe('kind of paper', () => {
  it('tells the common papers apart from their structure and wording, English and Hindi', () => {
    expect(kindOf(WARRANT)).toBe('warrant');
    expect(kindOf(RENT_SUIT_SUMMONS)).toBe('civil-summons');
    expect(kindOf(HINDI_BAIL)).toBe('bail-order');
    expect(kindOf('CONSUMER DISPUTES REDRESSAL COMMISSION, PUNE\n\nNotice to the opposite party: file your version within thirty days.')).toBe('consumer-notice');
    expect(kindOf('सेवा में,\nश्री राम\n\nविषय: मकान खाली करने हेतु नोटिस\n\nआप किरायेदार हैं और तीन माह का किराया बकाया है।')).toBe('eviction-notice');
  });

  it('says it does not know rather than guessing', () => {
    expect(kindOf('Shopping list\n\nMilk, bread and rice for the week.')).toBe('other');
  });
});

describe('facts of a paper', () => {
  it('reads the court, case number, parties, amounts, dates with their role, time limits and sections', () => {
    const facts = extractPaperFacts(paper(RENT_SUIT_SUMMONS));
    expect(facts.authority?.value).toBe('IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), NASHIK');
    expect(facts.caseNumbers.map((c) => c.value)).toContain('Regular Civil Suit No. 212 of 2026');
    expect(facts.parties).toEqual(expect.arrayContaining([
      expect.objectContaining({ role: 'Plaintiff', value: 'Mrs. Leela Joshi' }),
      expect.objectContaining({ role: 'Defendant', value: 'Mr. Arun Patil' }),
    ]));
    expect(facts.amounts.map((a) => a.value)).toEqual(['Rs. 96,000']);
    expect(facts.dates).toEqual([expect.objectContaining({ value: '9 March 2027', iso: '2027-03-09', role: 'hearing' })]);
    expect(facts.periods.map((p) => p.value)).toEqual(['within 30 days of service of this summons']);
    // Where each fact was read: the paragraph numbers of the paper.
    expect(facts.caseNumbers[0].source.paragraph).toBe(2);
    expect(facts.dates[0].source).toMatchObject({ page: 1, paragraph: 5 });
  });

  it('reads a Hindi order: what was decided, the bond and the surety, the sections and the Act', () => {
    const facts = extractPaperFacts(paper(HINDI_BAIL));
    expect(facts.language).toBe('hi');
    expect(facts.caseNumbers.map((c) => c.value)).toContain('जमानत प्रार्थना पत्र संख्या 418/2026');
    expect(facts.parties).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'राकेश मीणा' })]));
    expect(facts.decided[0].value).toMatch(/स्वीकार किया जाता है/);
    expect(facts.amounts.map((a) => a.value)).toEqual(['रुपये 40,000']);
    expect(facts.dates[0]).toMatchObject({ iso: '2026-08-05', role: 'issued' });
  });

  it('ties a section to the Act it belongs to', () => {
    const facts = extractPaperFacts(paper(WARRANT));
    expect(facts.sections).toEqual([expect.objectContaining({ value: 'Section 138', act: 'Negotiable Instruments Act, 1881' })]);
    expect(facts.dates[0]).toMatchObject({ iso: '2026-03-03', role: 'hearing' });
  });

  it('never makes up a calendar day: 31.02.2026 is kept as written, with no date for the diary', () => {
    const facts = extractPaperFacts(paper('NOTICE\n\nAppear before the Tribunal on 31.02.2026.'));
    expect(facts.dates[0]).toMatchObject({ value: '31.02.2026', iso: undefined });
  });
});

describe('summary and questions from the facts', () => {
  it('writes the summary in the interface language, with the kind and step in the paper\'s language too, and where each fact is', () => {
    const facts = extractPaperFacts(paper(HINDI_BAIL));
    const english = renderPaperSummary(facts, 'en');
    expect(english).toContain('What it is: Bail order (ज़मानत आदेश)');
    expect(english).toMatch(/Amounts:\n• रुपये 40,000 — “.*” \[¶\d+\]/);
    expect(english).toContain('If bail was granted');
    expect(english).toContain('ज़मानत मिली है तो');
    const hindi = renderPaperSummary(facts, 'hi');
    expect(hindi).toContain('यह क्या है: ज़मानत आदेश');
    expect(hindi).not.toContain('(Bail order)');
  });

  it('answers "by when" and "how much" from the facts, with the paper\'s words', () => {
    const facts = extractPaperFacts(paper(RENT_SUIT_SUMMONS));
    expect(answerFromFacts(facts, 'By when must I reply?', 'en')).toMatch(/^Dates and time limits in the paper:\n• within 30 days of service of this summons — “/);
    expect(answerFromFacts(facts, 'How much do they want?', 'en')).toContain('Rs. 96,000 — “');
    expect(answerFromFacts(facts, 'मुझे कितनी रकम देनी है?', 'hi')).toMatch(/^कागज़ में रकम:\n• Rs\. 96,000/);
    expect(answerFromFacts(facts, 'Tell me a joke', 'en')).toBe('');
  });
});
