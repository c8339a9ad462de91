/**
 * The general triage rules added after the second evaluation set (eval/sets/set2.yaml): each is a rule
 * about language or law, tested here on its own words, not on the evaluation sentences.
 */
import { amountsIn, chargesOf, foldText, frameOf, legalKb, triage, wrongSide } from '../src';

const kb = legalKb();

describe('folding: English loanwords in Devanagari and everyday Hindi words', () => {
  it('पुलिस, नोटिस, सैलरी, डॉक्टर fold as police, notice, salary, doctor', () => {
    for (const [hi, en] of [['पुलिस', 'police'], ['नोटिस', 'notice'], ['सैलरी', 'salary'], ['डॉक्टर', 'doctor'], ['ऑनलाइन', 'online']]) {
      expect(foldText(hi)).toBe(foldText(en));
    }
  });

  it('"bahut" (very), "vale" (वाले) and वहाँ (there) name no field of law', () => {
    expect(frameOf('bahut pareshan hoon, sab log yahi bolte hain').domains).toEqual([]);
    expect(frameOf('coaching vale log fees nahi lauta rahe').domains).not.toContain('property');
    expect(frameOf('मैं वहाँ रोज़ जाती हूँ').domains).not.toContain('traffic');
    expect(frameOf('मेरे पिता बहुत बीमार हैं').domains).not.toContain('criminal');
  });
});

describe('frame: ages, sides and fields', () => {
  it('a stated age of 60 or more is a senior citizen, not a minor', () => {
    const f = frameOf('main 71 saal ki hoon, ghar se nikal rahe hain');
    expect(f.flags).not.toContain('minor');
    expect(f.flags).toContain('elderly');
    expect(f.roles).toContain('senior');
  });

  it('Hindi word order: the police and what they did may be seven words apart', () => {
    expect(frameOf('police ne mere chhote bhai ko kal utha liya').roles).toContain('accused');
  });

  it('"fasa hai" (stuck) is not "fasa diya" (framed)', () => {
    expect(frameOf('karz me pura parivar fasa hai').roles).not.toContain('accused');
    expect(frameOf('padosi ne jhoothe case me fasa diya').roles).toContain('accused');
  });

  it('an accused is a cheque\'s drawer only when a cheque is named', () => {
    expect(frameOf('a case has been filed against me for assault').roles).not.toContain('drawer');
    expect(frameOf('a cheque case has been filed against me').roles).toContain('drawer');
  });

  it('sides are checked pair by pair: the complainant\'s workplace entry is the other side for an accused employee', () => {
    const f = { ...frameOf(''), roles: ['accused', 'employee'] as const };
    expect(wrongSide(['victim', 'employee'], { ...f, roles: [...f.roles] })).toBe(true);
    expect(wrongSide(['accused', 'employee'], { ...f, roles: [...f.roles] })).toBe(false);
  });
});

describe('ranking rules', () => {
  it('the reply to a clarifying question keeps the subject of the question asked about', () => {
    const t = triage(kb, 'I am the husband, the case is against me', ['How is maintenance decided by the court?'], { asked: true });
    expect(t.lead?.id).toBe('maintenance-payer');
  });

  it('someone already in jail is not led to anticipatory bail', () => {
    const t = triage(kb, 'my uncle has been in jail for two months in a fraud case, how can he come out on bail?');
    expect(t.lead?.id).not.toBe('anticipatory-bail');
  });

  it('the value paid picks the consumer commission (CPA 2019, 2021 limits)', () => {
    expect(amountsIn('paid 1.6 crore, and 20 lakh more')).toEqual([1.6e7, 2e6]);
    expect(amountsIn('२ करोड़ का फ्लैट')).toEqual([2e7]);
    const t = triage(kb, 'which consumer commission hears my complaint? the defective machinery cost us 3 crore');
    expect(t.lead?.id).toBe('consumer-national');
  });

  it('a romanised-Hindi "me" (in) does not make a general question personal: the engine asks', () => {
    expect(triage(kb, 'cheque bounce ka case court me kaise chalta hai?').clarify).toBeDefined();
  });

  it('a threat to kill with no harm done is intimidation, not murder', () => {
    const t = triage(kb, 'the man next door says he will kill me if I park there again');
    const shown = [t.lead?.id, ...chargesOf(t, kb).map((e) => e.id)];
    expect(shown).not.toContain('bns-103-murder');
    expect(shown).not.toContain('bns-109-attempt-murder');
    expect(shown).toContain('bns-351-intimidation');
  });

  it('default bail only when the charge-sheet or time in custody is spoken of', () => {
    expect(triage(kb, 'my brother was arrested yesterday in a cheating case, how will he get bail?').hits.map((h) => h.entry.id)).not.toContain('default-bail');
  });

  it('a land quarrel with no crime in the words is led by the civil remedy, not trespass', () => {
    const t = triage(kb, 'my neighbour has laid his drainage pipe under my plot without asking me');
    expect(t.lead?.kind).toBe('civil');
  });

  it('"we cannot afford a lawyer" is answered with free legal aid', () => {
    expect(triage(kb, 'my father is accused in a theft case and we cannot afford a lawyer').lead?.id).toBe('legal-aid');
  });

  it('"I want a divorce" leads with divorce; "if I file for divorce" does not ask for one', () => {
    expect(triage(kb, 'he shouts at me every day and hit me twice, I want a divorce now').lead?.id).toMatch(/divorce/);
    expect(triage(kb, 'she says she will file a dowry case on my family if I file for divorce').lead?.id).not.toMatch(/divorce/);
  });

  it('a sexual offence against a child is led by POCSO', () => {
    expect(triage(kb, 'my 12 year old daughter says her uncle touched her private parts when we were away').lead?.id).toMatch(/^pocso/);
  });

  it('living together without marrying is a live-in relationship', () => {
    expect(triage(kb, 'we were living together for 5 years but never married, now he has left me and the child with nothing').lead?.id).toBe('live-in-relationship');
  });

  it('default bail needs the charge-sheet or the 60/90 days in the story', () => {
    expect(triage(kb, 'my brother has been in jail 3 days in a rape case, how will he get bail?').lead?.id).not.toBe('default-bail');
  });

  it('no cheque in the story, no cheque-bounce advice', () => {
    const t = triage(kb, 'the other party in our assault case now wants to settle, can the case be closed?');
    expect(t.hits.map((h) => h.entry.id)).not.toContain('ni-138-drawer');
  });

  it('a civil question whose words name no crime is not answered with crimes it only brushes', () => {
    const t = triage(kb, 'how do I get my name entered in the land records after buying a plot?');
    expect(chargesOf(t, kb).map((e) => e.id)).toEqual([]);
  });
});
