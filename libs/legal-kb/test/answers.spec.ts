/**
 * The offline answer as a whole (chat.ts): what is asked before triage (intent.ts), "not known here"
 * (abstain.ts), the state's own Act (place.ts), charges that fit (charges.ts) and the phone budget
 * (budget.ts). Each rule on sentences of its own, both the case it is for and the case it must leave alone.
 */
import { answerOffline, clip, entryPage, sentences, fitPhone, formatCharge, formatRef, indexedRef, LEGAL_ENTRIES, legalKb, stateOf, withinPhone } from '../src';

const kb = legalKb();
const ask = (q: string, context: string[] = []) => answerOffline(kb, q, context).answer;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const all = (a: ReturnType<typeof ask>) => [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps].join('\n');

describe('what is asked, before triage', () => {
  it('answers a privacy question truthfully, with no legal entry forced on', () => {
    const a = ask('Is this chat private? Will my wife or the police be able to see what I write here?');
    expect(a.kind).toBe('privacy');
    expect(a.potential_charges).toEqual([]);
    expect(a.lawyer_response).toMatch(/Only you can open/);
    expect(all(a)).toMatch(/7-day wait/);
    expect(all(a)).toMatch(/operators/);
  });
  it('answers in Hindi when asked in Devanagari', () => {
    const a = ask('क्या पुलिस मेरी यह बातचीत पढ़ सकती है?');
    expect(a.kind).toBe('privacy');
    expect(a.language).toBe('hi');
    expect(a.lawyer_response).toMatch(/केवल आप/);
  });
  it('says it is a program, not a lawyer, and what it costs', () => {
    expect(ask('Are you a real lawyer? Can I trust what you say?')).toMatchObject({ kind: 'meta' });
    expect(ask('Are you a real lawyer? Can I trust what you say?').lawyer_response).toMatch(/not a lawyer/);
    expect(ask('iske paise lagte hain kya?')).toMatchObject({ kind: 'cost' });
  });
  it('answers free legal aid directly, but a situation that also asks for a free lawyer gets the law', () => {
    const aid = ask('free wakil kaise milta hai? mere paas fees nahi hai');
    expect(aid.kind).toBe('legal-aid');
    expect(all(aid)).toMatch(/15100/);
    const situation = ask('My husband beats me every night and I have no money for a lawyer. What can I do?');
    expect(situation.kind).toBe('legal');
    expect(all(situation)).toMatch(/15100/);
  });
  it('keeps legal questions that mention a chat, a medicine or a greeting legal', () => {
    expect(ask('Someone hacked my WhatsApp and is reading my chats and sending messages to my contacts').kind).toBe('legal');
    expect(ask('I have had a fever for three days, which medicine should I take?').kind).toBe('out-of-scope');
    expect(ask('The doctor gave my father the wrong medicine and he died in the hospital').kind).toBe('legal');
    expect(ask('hello').kind).toBe('meta');
    expect(ask('hello, my landlord has locked my room and kept my things inside').kind).toBe('legal');
  });
  it('never reads a reply to a clarifying question as a question about the product', () => {
    const reply = answerOffline(kb, 'who are you to ask? I am the tenant', ['The owner wants me out of the house'], { asked: true }).answer;
    expect(reply.kind).toBe('legal');
  });
});

describe('not known here', () => {
  it('says so for a subject with no entry, asks one question and points to free legal aid', () => {
    const a = ask('Customs at Delhi airport took my gold chain saying I did not declare it. How do I get it back?');
    expect(a.kind).toBe('not-known');
    expect(a.potential_charges).toEqual([]);
    expect(a.lawyer_response).toMatch(/\?/);
    expect(all(a)).toMatch(/15100/);
    expect(all(a)).toMatch(/Legal Services Authorities Act, 1987/);
    expect(a.citations.map((c) => c.act)).toContain('Legal Services Authorities Act, 1987');
  });
  it('asks what happened when a message holds no facts', () => {
    const a = ask('I have a legal problem. What should I do?');
    expect(a.kind).toBe('not-known');
    expect(a.lawyer_response).toMatch(/What happened/);
  });
  it('does not abstain on a story an entry fits, even when it names a subject it lacks', () => {
    expect(ask('किसी ने मेरे आधार से सिम निकलवा कर मेरे नाम पर फर्जी कंपनी बना दी, अब GST के नोटिस मेरे घर आ रहे हैं').kind).toBe('legal');
    expect(ask('My neighbour broke my car windshield with a stone and refuses to pay').kind).toBe('legal');
  });
});

describe('the state decides', () => {
  it('reads the state from a city, district or state in English or Hindi, as a whole word', () => {
    expect(stateOf('I rent a flat in Lucknow')).toBe('UP');
    expect(stateOf('पटना में किराये के मकान में')).toBe('BR');
    expect(stateOf('Bengaluru house owner')).toBe('KA');
    expect(stateOf('We live in UP')).toBe('UP');
    // Words that are not places: "thane" (police station), "up", "गया" (went).
    expect(stateOf('thane wale bol rahe hain case nahi likhenge')).toBeUndefined();
    expect(stateOf('he picked up my deposit cheque')).toBeUndefined();
    expect(stateOf('वह घर छोड़कर चला गया')).toBeUndefined();
  });
  it("leads a tenancy answer with the state's own Act", () => {
    const a = ask('I rent a flat in Lucknow. The owner wants me out in 10 days. I have paid rent every month.');
    expect(a.lawyer_response).toMatch(/^In Uttar Pradesh, tenancy is governed by the Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021/);
    const delhi = ask('मैं दिल्ली में 40 साल से एक दुकान किराए पर चला रहा हूँ, मालिक अब दुकान खाली करवाना चाहता है।');
    expect(delhi.lawyer_response).toMatch(/Delhi Rent Control Act, 1958/);
  });
  it('names the state from earlier in the conversation', () => {
    const a = answerOffline(kb, 'The landlord now says he will throw my things out tomorrow', ['I am a tenant in Chennai']).answer;
    expect(a.lawyer_response).toMatch(/Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017/);
  });
  it('asks for the state when the answer depends on it and none is given', () => {
    const a = ask('My landlord wants me to vacate in a week. What are my rights as a tenant?');
    expect(a.askPlace).toBe(true);
    expect(a.lawyer_response).toMatch(/Which state/);
  });
  it('leads land records with the state revenue law', () => {
    expect(ask('bihar me dada ji ki zameen ka dakhil kharij kaise karaye, CO office chakkar lagwa raha hai').lawyer_response).toMatch(/Bihar Land Mutation Act, 2011/);
  });
});

describe('charges that fit', () => {
  it('explains a non-cognizable offence and what it means for an FIR', () => {
    const a = ask('My neighbour slapped me during an argument on the street. The police only wrote an NCR.');
    expect(all(a)).toMatch(/non-cognizable/i);
    expect(all(a)).toMatch(/Magistrate/);
  });
  it('does not charge a landlord with theft by a servant', () => {
    const a = ask('My landlord took my furniture and TV from the flat while I was away and sold them');
    expect(all(a)).not.toMatch(/clerk or servant/);
  });
  it('keeps theft by a servant where the story has an employee', () => {
    const a = ask('The cashier at my shop took money from the cash box, it is on CCTV');
    expect(a.potential_charges.join('\n')).toMatch(/clerk or servant/);
  });
});

describe('an answer that fits a phone', () => {
  const questions = [
    'My husband has been in jail for 95 days on a drugs case and the police have not filed the chargesheet.',
    'My wife filed a dowry case against my whole family. My old parents are also named. What should we do?',
    'मेरे खिलाफ़ धोखाधड़ी की FIR हुई है, अभी गिरफ़्तारी नहीं हुई, गिरफ़्तारी से पहले ज़मानत मिल सकती है?',
    'Someone broke into our house while we were away at a wedding and took the gold and cash from the almirah.',
    'The cheque I got bounced 2 months ago and I have not sent any notice yet. Can I still file a case?',
    'Is this chat private?',
  ];
  it.each(questions)('%s', (q) => {
    const a = ask(q);
    expect(words(a.lawyer_response)).toBeLessThanOrEqual(70);
    expect(a.rights.length).toBeLessThanOrEqual(5);
    expect(a.next_steps.length).toBeLessThanOrEqual(5);
    expect(words(all(a))).toBeLessThanOrEqual(300);
    expect(withinPhone(a)).toBe(true);
    if (a.kind === 'legal') {
      expect(all(a)).toMatch(/15100/);
      expect(a.entries?.length).toBeGreaterThan(0);
    }
  });
  it('keeps the free legal aid step and cuts the rest in order of importance', () => {
    const long = 'word '.repeat(60).trim();
    const a = fitPhone({ lawyer_response: `First sentence says what applies. More ${long}.`, potential_charges: [long, long], rights: [long, long, long], next_steps: ['Go to the police station.', long, long, 'Call the NALSA helpline 15100.'], citations: [], language: 'en' });
    expect(withinPhone(a)).toBe(true);
    expect(a.lawyer_response).toMatch(/^First sentence says what applies\. First: Go to the police station\./);
    expect(a.next_steps.at(-1)).toMatch(/15100/);
  });
  it('clips at a clause, not mid-word', () => {
    expect(clip('one two three, four five six seven eight', 6)).toBe('one two three…');
    expect(clip('short text', 6)).toBe('short text');
  });
  it('does not end a sentence at a case name\'s "v." or a section\'s "s."', () => {
    expect(sentences('Mutation only records who pays revenue (Suraj Bhan v. Financial Commissioner, 2007). Apply first.')).toEqual([
      'Mutation only records who pays revenue (Suraj Bhan v. Financial Commissioner, 2007).',
      'Apply first.',
    ]);
    expect(sentences('See s. 138 of the Act. Then reply.')).toHaveLength(2);
  });
});

describe('a language spoken mostly in one state', () => {
  it('asks a Bengali writer where the property is and names West Bengal\'s Act as an "if"', () => {
    const a = ask('বাড়িওয়ালা ঘর খালি করতে বলছে, দশ বছর ধরে ভাড়া দিচ্ছি, কোনো নোটিস দেয়নি');
    expect(a.askPlace).toBe(true);
    expect(a.lawyer_response).toMatch(/West Bengal Premises Tenancy Act, 1997/);
    expect(a.lawyer_response).toMatch(/পশ্চিমবঙ্গ রাজ্যে হলে/);
  });
  it('leaves English and Hindi writers with the question alone, and a named place with its own Act', () => {
    const en = ask('my landlord wants me out of the flat without any notice, I have paid rent for ten years');
    expect(en.askPlace).toBe(true);
    expect(en.lawyer_response).not.toMatch(/West Bengal/);
    const placed = ask('পাটনায় বাড়িওয়ালা ঘর খালি করতে বলছে, দশ বছর ধরে ভাড়া দিচ্ছি');
    expect(placed.askPlace).toBeUndefined();
    expect(placed.lawyer_response).toMatch(/Bihar Buildings/);
  });
});

describe("an entry's page", () => {
  it('gives the entry in full, with the rights and steps of the entries it points to, in Hindi when asked', () => {
    const en = entryPage('bns-303-theft')!;
    expect(en).toMatchObject({ id: 'bns-303-theft', kind: 'offence', language: 'en', title: 'Theft', cognizable: true });
    expect(en.rights.length).toBeGreaterThan(0);
    expect(en.steps.join(' ')).toMatch(/FIR/);
    const hi = entryPage('bns-303-theft', 'hi')!;
    expect(hi.language).toBe('hi');
    expect(hi.title).toBe('चोरी');
    expect(hi.rights).toHaveLength(en.rights.length);
    expect(entryPage('no-such-entry')).toBeUndefined();
  });
});

describe('section references in the answer text', () => {
  it('prints an article of an Act as an article, not as a section ("LIMITATION Art. 115", never "s.Art.")', () => {
    expect(formatRef({ act: 'LIMITATION', section: 'Art. 115' })).toBe('LIMITATION Art. 115');
    expect(formatRef({ act: 'BNSS', section: '415' })).toBe('BNSS s.415');
    expect(formatRef({ act: 'CONST', section: 'Art. 21' })).toBe('Constitution Art. 21');
    const appeal = ask('I was convicted by the sessions court last month and sentenced to 3 years, how much time do I have to file an appeal?');
    expect(all(appeal)).toMatch(/LIMITATION Art\. 115/);
    for (const e of LEGAL_ENTRIES) expect(formatCharge(e)).not.toMatch(/s\.(Art|Order|rule|reg)\b/);
  });
  it('leaves what the search index receives as it was', () => {
    expect(indexedRef({ act: 'LIMITATION', section: 'Art. 115' })).toBe('LIMITATION s.Art. 115');
    expect(indexedRef({ act: 'BNSS', section: '415' })).toBe('BNSS s.415');
    expect(indexedRef({ act: 'CONST', section: 'Art. 21' })).toBe('Constitution Art. 21');
  });
});
