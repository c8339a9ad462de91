import { EXPLANATIONS, simplifyText } from '../src';

// Issue 16's review of the glossary: wrong meanings, and terms explained in the wrong sense or
// inside a longer term. Each case is a sentence of the kind a user uploads.
const meaningOf = (term: string) => EXPLANATIONS.find(([t]) => t === term)?.[1] ?? '';

describe('glossary meanings', () => {
  it('stamp duty: an unstamped paper is not void, only inadmissible until duty and penalty are paid', () => {
    expect(meaningOf('stamp duty')).toMatch(/not void/);
    expect(meaningOf('stamp duty')).toMatch(/evidence/);
    expect(meaningOf('stamp duty')).toMatch(/duty and a penalty are paid/);
    expect(meaningOf('stamp duty')).not.toMatch(/legally valid/);
    const { text } = simplifyText('The agreement was written on plain paper and no stamp duty was paid on it.');
    expect(text).toContain(`stamp duty (${meaningOf('stamp duty')})`);
  });

  it('defamation: truth is a defence only when saying it is for the public good', () => {
    expect(meaningOf('defamation')).toMatch(/true[^;.]*defence only[^;.]*public good/);
    expect(meaningOf('defamation')).not.toMatch(/false statements/);
  });
});

describe('longest match first, across replacements and explanations', () => {
  it('explains "ex parte decree" as a whole instead of rewriting its "ex parte" first', () => {
    const { text } = simplifyText('The trial court passed an ex parte decree on 5 May 2023. The suit had proceeded ex parte because the defendant stayed away.');
    expect(text).toContain('an ex parte decree (a decision given when the other side did not appear) on 5 May 2023');
    expect(text).not.toContain('without hearing the other side decree');
    // A lone "ex parte" elsewhere is still put into plain words.
    expect(text).toContain('The suit had proceeded without hearing the other side because');
  });

  it('reads "ex parte order" as one phrase', () => {
    const { text } = simplifyText('The ex parte order dated 2 June was set aside.');
    expect(text).toBe('The order made without hearing the other side dated 2 June was set aside.');
  });

  it('does not explain "custody" inside "judicial custody", nor inside an added explanation', () => {
    const { text, explained } = simplifyText('The applicant was arrested on 1 March 2024 and has been in judicial custody since 3 March 2024.');
    expect(text).toBe("The applicant was arrested on 1 March 2024 and has been in judicial custody (custody in jail under the court's control) since 3 March 2024.");
    expect(explained).toEqual(['judicial custody']);
  });

  it('explains "condition precedent" as a contract term, not as a court precedent', () => {
    const { text } = simplifyText('Payment of the advance is a condition precedent to the delivery of possession.');
    expect(text).toContain('condition precedent (a condition that must be met before a right or duty arises)');
    expect(text).not.toContain('earlier judgment');
  });

  it('leaves words inside a draft\'s {{placeholder}} names alone', () => {
    const { text } = simplifyText('He has been in judicial custody since {{custody_since}}.');
    expect(text).toContain('since {{custody_since}}.');
  });

  it('matches a phrase broken across a line and written with a curly apostrophe', () => {
    const { text } = simplifyText('Bail was refused and he remains in judicial\ncustody. This Hon’ble Court may grant bail.');
    expect(text).toContain("judicial\ncustody (custody in jail under the court's control)");
    expect(text).toContain('This court may grant bail.');
  });
});

describe('meanings that depend on the context', () => {
  it('probation in an employment letter is a trial period, not a criminal release', () => {
    const letter = 'We are pleased to offer you employment as Accounts Executive.\n\nYou will be on probation for six months from the date of joining. On completing probation, your appointment will be confirmed in writing.';
    const { text } = simplifyText(letter);
    expect(text).not.toMatch(/good (behaviour|conduct)|jail|offender/);
    expect(text).toContain('on probation (a trial period at the start of a job, after which the appointment may be confirmed) for six months');
  });

  it('probation stays a trial period when only other paragraphs of the letter talk about the job', () => {
    const letter = 'Subject: Offer of appointment\n\nDear Ms. Rao, we are glad to offer you the post of Junior Engineer with our company at a monthly salary of ₹40,000.\n\nProbation\n\nThe first six months will be a period of probation.';
    expect(simplifyText(letter).text).toContain('period of probation (a trial period at the start of a job');
  });

  it('probation in a criminal judgment is release of an offender instead of jail', () => {
    const { text } = simplifyText('Considering his age, the court released the convicted accused on probation of good conduct instead of sentencing him to imprisonment.');
    expect(text).toMatch(/on probation \([^)]*offender[^)]*instead of[^)]*jail[^)]*\) of good conduct/);
  });

  it('custody means detention in a bail application and care of a child in a family case', () => {
    const bail = simplifyText('The accused was arrested by the police on 2 May and no purpose is served by keeping him in custody, so bail may be granted.').text;
    expect(bail).toContain('keeping him in custody (being held by the police or in jail)');
    const family = simplifyText('The mother has applied for custody of the minor child, who has lived with her since the divorce.').text;
    expect(family).toMatch(/applied for custody \([^)]*child[^)]*\) of the minor child/);
    expect(family).not.toContain('police');
  });

  it('leaves "custody" alone where nothing says which sense is meant', () => {
    expect(simplifyText('The original documents remain in the custody of the bank.').text).toBe('The original documents remain in the custody of the bank.');
  });

  it('maintenance of a flat is upkeep; maintenance of a wife is support money', () => {
    const rent = 'The tenant shall bear the cost of day-to-day maintenance of the premises, and the landlord shall carry out structural repairs.';
    expect(simplifyText(rent).text).toBe(rent);
    const family = simplifyText('The wife filed a petition for maintenance for herself and her two children under section 144 of the BNSS.').text;
    expect(family).toMatch(/maintenance \([^)]*support of a (wife|spouse)[^)]*\)/);
  });

  it('surety in a loan guarantee is a guarantor; surety in a bail order is the person who ensures the accused appears', () => {
    const loan = simplifyText('Mr. Verma signed the guarantee as surety for the repayment of the loan taken by the borrower.').text;
    expect(loan).toMatch(/surety \([^)]*guarantee[^)]*debt[^)]*\)/);
    expect(loan).not.toContain('accused');
    const bail = simplifyText('The accused shall be released on bail on furnishing a personal bond and one surety of the like amount.').text;
    expect(bail).toContain('one surety (a person who promises the court that the accused will appear)');
  });

  it('discharge and revision keep their court meaning only in a court context', () => {
    const loan = simplifyText('On full payment of the outstanding loan amount, the bank issued a letter confirming discharge of the debt.').text;
    expect(loan).not.toMatch(/before trial/);
    const criminal = simplifyText('The Magistrate allowed the discharge application, finding no ground to frame a charge against the accused.').text;
    expect(criminal).toMatch(/discharge \([^)]*before trial[^)]*\)/);
    const salary = 'Your salary will be subject to annual revision based on performance.';
    expect(simplifyText(salary).text).toBe(salary);
    const court = simplifyText('Aggrieved by the order of the Magistrate, the petitioner filed a revision before the Sessions Court.').text;
    expect(court).toMatch(/revision \([^)]*higher court[^)]*\)/);
  });

  it('remand is custody after arrest in a criminal case and a sending back in an appeal', () => {
    const arrest = simplifyText('The police sought remand of the accused for seven days to complete the investigation.').text;
    expect(arrest).toContain("remand (an order keeping an arrested person in custody)");
    const appeal = simplifyText('The appellate court set aside the decree and ordered a remand of the suit to the trial court to decide it afresh.').text;
    expect(appeal).toMatch(/remand \([^)]*back to a lower court[^)]*\)/);
  });

  it('does not read the verb "warrant" as an arrest warrant', () => {
    const order = 'The facts of this case do not warrant any interference by this Court.';
    expect(simplifyText(order).text).toBe(order);
    expect(simplifyText('Such a delay doesn’t warrant refusal of bail.').text).toBe('Such a delay doesn’t warrant refusal of bail.');
    expect(simplifyText('The court issued a warrant against the accused.').text).toContain('a warrant (a court order allowing arrest or search)');
  });
});

// Issue 31's review: replacements that changed the meaning in some contexts. Each rule is tested where
// it must fire and where it must not.
describe('replacements that depend on their context', () => {
  it('"whereas" is "since" in a recital and "while" inside a sentence (a contrast, which "since" would reverse)', () => {
    expect(simplifyText('WHEREAS the Owner has agreed to let the flat.').text).toBe('Since the Owner has agreed to let the flat.');
    expect(simplifyText('Whereas the Owner owns the flat; and whereas the Tenant needs it.').text).toBe('Since the Owner owns the flat; and since the Tenant needs it.');
    const contrast = simplifyText('The plaintiff paid the full price, whereas the defendant paid nothing.').text;
    expect(contrast).toBe('The person who filed the suit paid the full price, while the person sued paid nothing.');
    expect(contrast).not.toContain('since');
  });

  it('a recital\'s "WHEREAS" in capitals is "Since" even after a heading, never "While"', () => {
    const recital = simplifyText('AGREEMENT OF SALE\nWHEREAS the Vendor is the owner of the plot.').text;
    expect(recital).toContain('Since the Vendor is the owner');
    expect(recital).not.toMatch(/While/);
  });

  it('"mala fide" is "in bad faith", not "dishonest"', () => {
    expect(simplifyText('The transfer was mala fide.').text).toBe('The transfer was in bad faith.');
  });

  it('mutation records who holds the land for revenue; it does not make anyone the owner', () => {
    expect(meaningOf('mutation')).toMatch(/revenue/);
    expect(meaningOf('mutation')).toMatch(/does not decide who owns/);
    expect(meaningOf('mutation')).not.toMatch(/changing the owner/);
    expect(meaningOf('दाखिल-खारिज')).toMatch(/मालिकाना हक़ तय नहीं होता/);
  });

  it('"disposed of" is "finally decided" for a case, and left alone for property', () => {
    expect(simplifyText('The petition is disposed of accordingly.').text).toBe('The petition is finally decided accordingly.');
    const sold = 'The accused dishonestly disposed of the property entrusted to him.';
    expect(simplifyText(sold).text).toBe('The person accused dishonestly disposed of the property entrusted to him.');
    expect(simplifyText('He disposed of his share in the firm before the suit.').text).toBe('He disposed of his share in the firm before the suit.');
  });

  it('"shall be liable to" is "will have to" before a verb (a duty) and "may face" before a punishment (a risk)', () => {
    expect(simplifyText('The tenant shall be liable to pay the rent.').text).toBe('The tenant will have to pay the rent.');
    const fine = simplifyText('Whoever does so shall be liable to fine.').text;
    expect(fine).toBe('Whoever does so may face fine.');
    expect(fine).not.toContain('may have to fine');
  });

  it('keeps a party label followed by who the party is, or a possessive', () => {
    const wife = 'The respondent wife has not appeared.';
    expect(simplifyText(wife).text).toBe(wife);
    expect(simplifyText('The petitioner No. 2 is the mother.').text).toBe('The petitioner No. 2 is the mother.');
    expect(simplifyText("The accused's statement was recorded.").text).toBe("The accused's statement was recorded.");
    // Without a descriptor the plain words are used.
    expect(simplifyText('The respondent has not appeared.').text).toBe('The person or authority answering the case has not appeared.');
  });

  it('"the accused" is not "the person charged": someone is accused before any charge is framed', () => {
    const { text } = simplifyText('The accused was arrested on the basis of the FIR; no charge has been framed yet.');
    expect(text).not.toContain('charged');
    expect(text).toContain('The person accused was arrested');
    expect(simplifyText('The accused persons were released.').text).toBe('The accused persons were released.');
  });
});

describe('explanations that depend on the next words (issue 31)', () => {
  it('"custody of the child" in a bail application is a child\'s care, not police custody', () => {
    const bail = 'The applicant was arrested on 3 May. She is the mother and has custody of the child, who is two years old, so bail may be granted.';
    const { text } = simplifyText(bail);
    expect(text).toMatch(/custody \([^)]*child[^)]*\) of the child/);
    expect(text).not.toMatch(/custody \(being held by the police/);
    // Custody of the accused in the same kind of paragraph is still detention.
    expect(simplifyText('The police seek custody of the accused for interrogation after his arrest.').text).toContain('custody (being held by the police or in jail)');
  });

  it('does not put an explanation inside "probation officer"', () => {
    const { text } = simplifyText('The court called for a report of the probation officer before sentencing the offender.');
    expect(text).not.toMatch(/probation \([^)]*\) officer/);
    expect(text).toMatch(/probation officer \([^)]*supervises[^)]*\)/);
  });
});

describe('definitions corrected (issue 31)', () => {
  it('dowry includes property given or agreed to be given', () => {
    expect(meaningOf('dowry')).toMatch(/given, or agreed to be given/);
    expect(meaningOf('dowry')).not.toMatch(/^property demanded/);
  });
  it('letters of administration also cover a will that names no executor', () => {
    expect(meaningOf('letters of administration')).toMatch(/no will/);
    expect(meaningOf('letters of administration')).toMatch(/names no executor/);
  });
  it('anticipatory bail is a direction to release on bail if arrested, not protection from arrest', () => {
    expect(meaningOf('anticipatory bail')).toMatch(/if the person is arrested[^.]*released on bail/);
    expect(meaningOf('anticipatory bail')).not.toMatch(/protecting a person from arrest/);
  });
});
