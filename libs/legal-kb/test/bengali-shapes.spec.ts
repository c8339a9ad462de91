/**
 * Stories told in Bengali script and in Banglish whose shape the engine misread: who gave a cheque, a
 * child or relative the police have taken, a vehicle kept at the police station, a short Banglish
 * message answered in English. Each case is a sentence of its own, seen failing before its rule.
 */
import { agesOf, answerOffline, frameOf, kbLanguage, legalKb, triage } from '../src';
import { readsAsBanglish } from '../src/bengali';

const kb = legalKb();
const leadOf = (q: string) => triage(kb, q).lead?.id;

describe('a short Banglish message is Bengali', () => {
  it('is read as Bengali and answered in Bengali script', () => {
    for (const q of ['bouer sathe jhogra, o ekhon baper bari, ki kora uchit', 'flat er bhara koto barano jay ek bochore?', 'mayer pension ta dada nije tule nicche, ora ki parbe?']) {
      expect(readsAsBanglish(q)).toBe(true);
      expect(kbLanguage(q)).toBe('bn');
    }
  });

  it('leaves English and romanised Hindi alone', () => {
    for (const q of ['my ex took our son to her parents and there is no order yet', 'er, my landlord wants more rent', 'mera bhai pare hue paise wapas nahi de raha', 'oi ki kar raha hai tu, police bulaunga']) {
      expect(readsAsBanglish(q)).toBe(false);
    }
  });
});

describe('who gave the cheque, by the Bengali verb', () => {
  it('"amake … diyechilo" (he gave me) is the payee; "… diyechilam" (I gave) the drawer', () => {
    expect(frameOf('ek kharidar amake 30 hajarer cheque diyechilo, seta ferot elo').roles).toContain('payee');
    expect(leadOf('ek kharidar amake 30 hajarer cheque diyechilo, seta ferot elo, ki korbo')).toBe('ni-138');
    expect(frameOf('supplier ke ekta cheque diyechilam, account e taka chilo na').roles).toContain('drawer');
    expect(leadOf('supplier ke ekta cheque diyechilam, account e taka chilo na, bounce hoyeche, ki hobe')).toBe('ni-138-drawer');
  });

  it('a creditor\'s lawyer asking for the money within 15 days writes to the drawer', () => {
    expect(frameOf('দোকানদারকে দেওয়া চেক ফেরত এসেছে, ওর উকিলের নোটিস এল').roles).toContain('drawer');
    expect(leadOf('চেক বাউন্সের পর পাওনাদার নোটিস দিয়েছে, বলছে টাকা মেটাও নইলে মামলা')).toBe('ni-138-drawer');
  });
});

describe('a child or relative taken by the police', () => {
  it('reads "chele 15 bochor" as an age, not "3 bochor dhore" (a span)', () => {
    expect(agesOf('amar bhai 15 bochor, school e pore')).toEqual([15]);
    expect(agesOf('meye 3 bochor dhore hostel e')).toEqual([]);
  });

  it('a boy under 18 the police took away is led to the juvenile justice entry', () => {
    expect(leadOf('amar bhai ekhon 15 bochor, marpiter ekta case e police take dhore niye geche')).toBe('juvenile');
    expect(leadOf('পনেরো বছরের ভাইকে পুলিশ একটা চুরির মামলায় তুলে নিয়ে গেছে, কী করব')).toBe('juvenile');
  });

  it('the family of an adult taken away asks for the held person, not as a victim', () => {
    expect(frameOf('কাল রাতে স্বামীকে পুলিশ ধরে নিয়ে গেছে, কিছু বলছে না').roles).toContain('accused');
  });
});

describe('a vehicle kept at the police station', () => {
  it('is the seized-vehicle entry in Banglish and Bengali', () => {
    expect(leadOf('case er por theke amar auto ta police thanay rekhe diyeche, chharabo kivabe')).toBe('vehicle-seized');
    expect(answerOffline(kb, 'মারামারির পর পুলিশ ভাইয়ের বাইকটা থানায় রেখে দিয়েছে, ফেরত পেতে কী করতে হবে').triage?.lead?.id).toBe('vehicle-seized');
  });
});
