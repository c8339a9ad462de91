/**
 * Offences not against the body (property, cheating, forgery, animals, public order): the fact that decides which
 * offence leads, each rule tested on sentences of its own.
 */
import { legalKb, triage } from '../src';

const kb = legalKb();
const leadOf = (q: string) => triage(kb, q).lead?.id;

describe('an animal killed or hurt is mischief to the animal (BNS s.325), not an offence against a person', () => {
  it.each([
    'a boy in our lane shot my pet pigeon with a catapult and it died, can I go to the police',
    'my neighbour hit our dog with an iron rod and broke its back leg because it barked at night',
    'padosi ne gussa hokar hamari bakri ko kulhadi se kaat diya',
    'किसी ने हमारी भैंस के चारे में ज़हर मिला दिया, भैंस मर गई, शक पड़ोसी पर है',
    'রাগ করে পাশের বাড়ির লোক আমাদের বাছুরটাকে লাঠি দিয়ে মেরে পা ভেঙে দিয়েছে',
    'keu amader poshya kukur ke bish diye mere feleche',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-325-animal'));
  it('a dog that bit a person is no harm done to an animal', () => {
    expect(leadOf('my neighbour\'s dog bit my son on the leg and he needed injections')).not.toBe('bns-325-animal');
  });
});

describe('a house entered by breaking in and robbed is house-breaking (BNS s.331), not theft alone', () => {
  it.each([
    'हम तीन दिन बाहर थे, पीछे के दरवाज़े की कुंडी टूटी मिली और अलमारी से नकदी गायब थी',
    'ছাদের দরজা ভেঙে চোর ঢুকে আলমারি থেকে টাকা নিয়ে গেছে',
    'chor ra amader janlar grill kete dhuke gohona niye geche',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-331-house-breaking'));
  it('a phone taken from a table at a party, with nothing broken, stays theft; a landlord who broke the lock is another matter', () => {
    expect(leadOf('someone took my phone from the table at a friend\'s party')).not.toBe('bns-331-house-breaking');
    expect(leadOf('my landlord broke the lock of my room while I was away and my things are missing')).not.toBe('bns-331-house-breaking');
  });
});

describe('someone who passes himself off as another to take money is cheating by personation (BNS s.319)', () => {
  it.each([
    'a man came to our house pretending to be from the gas agency, said the pipe needed a safety check and took 1500 rupees, the agency says he is not theirs',
    'do log apne aap ko nagar nigam ka adhikari bata ke aaye aur naksha pass karane ke 20 hazaar le gaye',
    'एक आदमी गैस एजेंसी का मिस्त्री बनकर घर आया और पाइप बदलने के नाम पर 3000 रुपये ले गया',
    'পুরসভার লোক সেজে দুজন এসে জলের লাইনের নামে ২০০০ টাকা নিয়ে গেছে, পুরসভা বলছে ওরা কেউ নয়',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-319-personation'));
  it('a notice "claiming" money is no one passing himself off', () => {
    expect(leadOf('my old employer sent me a legal notice claiming 2 lakh rupees for breaking the bond')).not.toBe('bns-319-personation');
  });
});

describe('a signature or thumb impression made by someone else is forgery (BNS s.336)', () => {
  it.each([
    'my cousin forged my father\'s signature on a withdrawal slip and took money from his savings account',
    'bhabhi ne saas ke nakli angoothe ka nishan laga ke FD tudwa li',
    'मेरे नाम के नकली हस्ताक्षर करके किसी ने बिजली कनेक्शन अपने नाम करा लिया',
    'আমার কাকা বাবার জাল সই করে ব্যাংক থেকে টাকা তুলে নিয়েছে',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-336-forgery'));
});

describe('someone who keeps coming in against the asker\'s wish is criminal trespass (BNS s.329)', () => {
  it.each([
    'my husband\'s cousin walks into our flat whenever he likes without asking, even when I am alone, and laughs when I object',
    'gaon ka ek aadmi bina puchhe roz hamare khet mein ghus ke apni bhains charata hai, mana karo to ladne lagta hai',
    'पड़ोस का लड़का मना करने के बाद भी रात को हमारी छत पर कूदकर आ जाता है',
    'পাশের বাড়ির লোকটা বারবার বিনা অনুমতিতে আমাদের উঠোনে ঢুকে পড়ে',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-329-trespass'));
  it('a landlord who enters the let flat is left to the tenant\'s entries', () => {
    expect(leadOf('my landlord enters my rented flat without permission when I am at work')).not.toBe('bns-329-trespass');
  });
});

describe('a false rumour that makes people panic is public mischief (BNS s.353)', () => {
  it.each([
    'someone spread a fake message that the water tank of our colony had been poisoned and people rushed to hospitals in panic',
    'kisi ne whatsapp pe afwah phaila di ki kal se sab bank band ho jayenge, log dar ke ATM pe bheed laga rahe hain',
    'किसी ने झूठी खबर फैलाई कि पुल टूटने वाला है, बाज़ार में भगदड़ मच गई',
    'কেউ গুজব ছড়িয়েছে যে স্কুলে বোমা রাখা আছে, সবাই আতঙ্কে বাচ্চাদের নিয়ে পালিয়েছে',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-353-public-mischief'));
});

describe('a false paper produced as genuine in a court or an office is using a forged document (BNS s.340)', () => {
  it.each([
    'padosi ne tehsil mein nakli praman patra laga ke hamari naali apni bata di',
    'प्रतिवादी ने कोर्ट में हमारे पिताजी के नाम का जाली इकरारनामा जमा किया है',
    'প্রতিপক্ষ আদালতে একটা জাল দলিল জমা দিয়েছে',
  ])('%s', (q) => expect(leadOf(q)).toBe('bns-340-forged-document'));
  it('a flat sold on a forged paper is left to the search (property fraud), not led by this rule', () => {
    expect(leadOf('the builder sold my flat to another buyer on a forged power of attorney at the registry')).not.toBe('bns-340-forged-document');
  });
});
