/**
 * Points a legal review found wrong or missing in the entries, each checked here so that a later edit
 * of a content file cannot quietly bring the mistake back. Both languages are checked where the point is
 * a fact (a time limit, a section); the cross-language check (content/checks.ts) keeps the Hindi's
 * section numbers equal to the English.
 */
import { LEGAL_ENTRIES, LegalEntry } from '../src';

const byId = (id: string) => LEGAL_ENTRIES.find((e) => e.id === id) as LegalEntry;
const all = (e: LegalEntry, lang: 'en' | 'hi' = 'en') => {
  const t = lang === 'en' ? e : e.hi!;
  return [t.title, t.summary, t.punishment ?? '', t.forum ?? '', ...(t.rights ?? []), ...(t.steps ?? [])].join('\n');
};

describe('criminal appeal: the time limit (Limitation Act Art. 115, s.12(2))', () => {
  const e = byId('criminal-appeal');
  it('runs from the date of the sentence, with the time to get the certified copy left out', () => {
    expect(e.summary).toMatch(/from the date of the sentence/);
    expect(e.summary).toMatch(/certified copy[^.]*left out \(s\.12\(2\)\)/);
    expect(e.steps![0]).toMatch(/runs from the date of the sentence/);
    expect(all(e)).not.toMatch(/runs from it|from the judgment\./);
    expect(e.hi!.summary).toMatch(/सज़ा की तारीख से/);
    expect(e.sections).toContainEqual({ act: 'LIMITATION', section: '12(2)' });
  });
  it('gives 30 days against a sentence of death', () => {
    expect(e.summary).toMatch(/30 days against a sentence of death/);
    expect(e.hi!.summary).toMatch(/मृत्युदंड के विरुद्ध 30 दिन/);
  });
});

describe('plea bargaining (BNSS ss.289-290)', () => {
  const e = byId('plea-bargaining');
  it('is applied for within 30 days of the framing of charge', () => {
    expect(e.summary).toMatch(/within 30 days of the framing of the charge \(BNSS s\.290\(1\)\)/);
    expect(e.hi!.summary).toMatch(/30 दिन के भीतर.*\(BNSS s\.290\(1\)\)/);
  });
  it('carries no drafting note in the text the user reads', () => {
    expect(all(e)).not.toMatch(/age limit|265A wording/);
    expect(all(e, 'hi')).not.toMatch(/आयु-सीमा|265A/);
  });
});

describe('MSMED Act s.15: payment to a micro or small supplier', () => {
  const e = byId('msme-delayed-payment');
  it('says 15 days where no date was agreed, and 45 at most', () => {
    expect(e.summary).toMatch(/no date was agreed, within 15 days of acceptance/);
    expect(e.rights![0]).toMatch(/15 days where no time was agreed/);
  });
  it('says the registration must come before the contract (Silpi Industries, 2021)', () => {
    expect(e.summary).toMatch(/registration must come before the contract[^.]*Silpi Industries, 2021/);
    expect(e.hi!.summary).toMatch(/पंजीकरण अनुबंध से पहले/);
  });
});

describe('police misconduct: a complaint against a public servant, and a death in custody', () => {
  const e = byId('police-misconduct');
  it('says the Magistrate first gets the superior officer\'s report and the officer\'s account (BNSS s.175(4))', () => {
    expect(all(e)).toMatch(/report[^.]*from his superior officer and considers the officer's own account \(BNSS s\.175\(4\)\)/);
  });
  it('says a custodial death, disappearance or rape is inquired into by a Judicial Magistrate (BNSS s.196(2))', () => {
    expect(all(e)).toMatch(/death or disappearance[^.]*rape of a woman[^.]*Judicial Magistrate[^.]*\(BNSS s\.196\(2\)\)/);
    expect(e.sections).toContainEqual({ act: 'BNSS', section: '196(2)' });
  });
});

describe('judgments cited for what they held', () => {
  it('Tejaswini Gaud is a father against his late wife\'s sisters, not one parent against the other', () => {
    const e = byId('child-abduction-parent');
    const sentence = e.rights!.find((r) => r.includes('Tejaswini'))!;
    expect(sentence).toMatch(/relatives[^.]*late wife's sisters \(Tejaswini Gaud/);
    expect(sentence).toMatch(/even from the other parent[^.]*\(Yashita Sahu v\. State of Rajasthan, 2020\)/);
  });
});

describe('rent agreements: the eleven-month advice and Maharashtra', () => {
  it('gives the Maharashtra exception (s.55: leave and licence or letting) in the entry', () => {
    const e = byId('tenancy-agreement');
    expect(e.summary).toMatch(/11-month/);
    expect(e.summary).toMatch(/Maharashtra every agreement for leave and licence or letting[^.]*whatever its term[^.]*registered \(Maharashtra Rent Control Act, 1999, s\.55\)/);
    expect(e.hi!.summary).toMatch(/महाराष्ट्र[^।]*धारा 55/);
    expect(e.sections).toContainEqual({ act: 'MRCA', section: '55' });
  });
});
