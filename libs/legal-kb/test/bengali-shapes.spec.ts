/**
 * Stories told in Bengali script and in Banglish whose shape the engine misread: who gave a cheque, a
 * child or relative the police have taken, a vehicle kept at the police station, a short Banglish
 * message answered in English. Each case is a sentence of its own, seen failing before its rule.
 */
import { agesOf, amountsIn, answerOffline, frameOf, kbLanguage, legalKb, triage } from '../src';
import { readsAsBanglish } from '../src/bengali';

const kb = legalKb();
const leadOf = (q: string) => triage(kb, q).lead?.id;

describe('a short Banglish message is Bengali', () => {
  it('is read as Bengali and answered in Bengali script', () => {
    for (const q of ['bouer sathe jhogra, o ekhon baper bari, ki kora uchit', 'flat er bhara koto barano jay ek bochore?', 'mayer pension ta dada nije tule nicche, ora ki parbe?', 'office er pase notun cafe ta khulche, ke chalabe r koto dam']) {
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

describe('what a Bengali or Banglish story asks for', () => {
  it('compensation for a road death is the claims tribunal, not the driver\'s offence', () => {
    expect(leadOf('ট্রাকের ধাক্কায় কাকা মারা গেছেন, পরিবার ক্ষতিপূরণ চায়, কোথায় যাব')).toBe('mva-claim');
    expect(leadOf('bus er dhakkay mama mara gelen, khotipuron er jonno ki korte hobe')).toBe('mva-claim');
  });

  it('a fake profile in one\'s name asking others for money is impersonation online', () => {
    for (const q of ['ফেসবুকে আমার ছবি দিয়ে কেউ ভুয়া প্রোফাইল বানিয়ে পরিচিতদের কাছে টাকা চাইছে', 'ইনস্টাগ্রামে আমার মেয়ের ছবি দিয়ে ভুয়া অ্যাকাউন্ট খুলে ওর বন্ধুদের কাছে টাকা চাইছে', 'amar chobi diye keu fake profile baniye bondhuder kache taka chaiche']) {
      expect(['it-66c', 'it-66d', 'bns-319-personation']).toContain(leadOf(q));
    }
  });

  it('"ডিভোর্স চাই", "divorce chai" is the divorce; a parent kept from the child asks for the child', () => {
    expect(leadOf('স্বামী তিন বছর ধরে কোনো খোঁজ নেয় না, আমি ডিভোর্স চাই')).toBe('hma-divorce');
    expect(leadOf('bou 2 bochor dhore alada thake, ami divorce chai')).toBe('hma-divorce');
    expect(['custody-visitation', 'child-custody', 'child-abduction-parent']).toContain(leadOf('স্ত্রী মেয়েকে নিয়ে বাপের বাড়ি চলে গেছে, আট মাস মেয়েকে দেখতে দিচ্ছে না'));
  });

  it('two faiths who want to marry are the Special Marriage Act\'s', () => {
    expect(leadOf('আমি হিন্দু, ও মুসলিম, আমরা বিয়ে করতে চাই কিন্তু কেউ ধর্ম বদলাবে না')).toBe('interfaith-marriage');
    expect(leadOf('amader dui dhormo, court e biye korte chai, bari theke mene nicche na')).toBe('interfaith-marriage');
  });

  it('an insult the police only put in the GD goes to the Magistrate', () => {
    expect(['private-complaint', 'bns-352-insult']).toContain(leadOf('দোকানদার রোজ আমাকে গালিগালাজ করে ঝগড়া বাধায়, থানা শুধু জিডি নিয়েছে, এফআইআর নেয়নি'));
  });

  it('a rent hike is the rent-increase question; a landlord who wants the flat back is the landlord\'s eviction', () => {
    expect(leadOf('বাড়িওয়ালা বলছে সামনের মাস থেকে ভাড়া বাড়িয়ে দেবে, না দিলে ঘর ছাড়তে হবে')).toBe('rent-increase');
    expect(leadOf('bariwala bolche bhara dwigun korbe, noile uthe jete hobe')).toBe('rent-increase');
    expect(leadOf('amar barir nicher tolay ekjon 8 bochor bhara ache, ekhon nijer dorkar, bharate ke tulbo kivabe')).toBe('landlord-evicting-tenant');
  });
});

describe('Bengali subjects with no entry are "not known"', () => {
  it('a copied trade name and logo, a cancelled GST number, an injury at work', () => {
    for (const q of ['আমার ব্যবসার নাম আর লোগো অন্য একটা কোম্পানি কপি করে বিক্রি করছে', 'amar GST number cancel hoye geche, ki korbo', 'amar jamai rajmistri, kaj korte giye bhara theke pore giye hat bhengeche, contractor taka dicche na']) {
      expect(answerOffline(kb, q).answer.kind).toBe('not-known');
    }
  });
});

describe('a father who died without a will', () => {
  it('is the daughters\' equal share, not a woman\'s own property (HSA s.15)', () => {
    expect(leadOf('বাবা মারা যাওয়ার পর কাকারা বলছে মেয়েরা পৈতৃক জমির ভাগ পাবে না, আমরা তিন বোন')).toBe('daughters-coparcenary');
    // A mother's own property is still the Hindu female's succession.
    expect(leadOf('মা উইল ছাড়া মারা গেছেন, মায়ের নামের ফ্ল্যাট কে পাবে')).toBe('hindu-female-succession');
  });
});

describe('who asks, in a Bengali story', () => {
  it('a husband whose wife is bringing a case ("bou … case korche") is the respondent', () => {
    expect(frameOf('bou DV te case korche amar nam e, ki korbo').roles).toContain('accused');
    expect(leadOf('bou khorposh er case korche, amar beton 12 hajar, koto dite hobe')).toBe('maintenance-payer');
  });

  it('someone the police caught and keep at the station is held: no anticipatory bail', () => {
    expect(leadOf('bhai ke kal police dhoreche, ekhon thanay ache, agam jamin pabo?')).not.toBe('anticipatory-bail');
  });

  it('a missing family member is reported by the family: no side asked', () => {
    expect(answerOffline(kb, 'bhai tin din dhore nikhoj, police bolche apekkha korun').answer.clarify).toBeUndefined();
    expect(leadOf('bhai tin din dhore nikhoj, police bolche apekkha korun')).toBe('missing-person');
  });

  it('a price in Bengali thousands picks the District Commission', () => {
    expect(amountsIn('৬৫ হাজার টাকার ল্যাপটপ, ২ লাখের গাড়ি, 3 koti')).toEqual([65000, 200000, 30000000]);
    expect(leadOf('৪৫ হাজার টাকার ফ্রিজ দু সপ্তাহে খারাপ হল, দোকান সারাচ্ছে না, রাজ্য কমিশনে যাব?')).toBe('consumer-complaint');
  });
});

describe('the Bengali rules keep to their shape', () => {
  it('"ডিভোর্স চাই না" is no divorce asked; a notice to be sent is the payee\'s; a hike forced by cutting power is harassment', () => {
    expect(leadOf('বউ বাপের বাড়িতে চলে গেছে, আমি ডিভোর্স চাই না, ওকে ফিরিয়ে আনতে চাই')).not.toBe('hma-divorce');
    expect(frameOf('খদ্দেরের দেওয়া চেক বাউন্স করেছে, উকিলের নোটিস কবে পাঠাব').roles).not.toContain('drawer');
    expect(leadOf('ভাড়া বাড়াতে রাজি হইনি, তাই বাড়িওয়ালা কারেন্টের লাইন কেটে দিয়েছে')).toBe('tenant-harassment');
  });
});
