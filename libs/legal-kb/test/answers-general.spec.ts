/**
 * General rules of the whole answer, each on sentences of its own (none from an evaluation set): what is
 * asked in words the first patterns did not know, the tenant who is told to leave, an owner whose land
 * someone else sold, the state's law for registering a deed and for Tamil Nadu's land records, the
 * long-tail entries and their defining facts, and charges listed only when the story holds their elements.
 */
import { agesOf, answerOffline, frameOf, legalKb, triage } from '../src';
import { holdsElements } from '../src/charges';

const kb = legalKb();
const turn = (q: string) => answerOffline(kb, q);
const kindOf = (q: string) => turn(q).answer.kind;
const leadOf = (q: string) => triage(kb, q).lead?.id;
const visible = (q: string) => {
  const a = turn(q).answer;
  return [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps, ...a.citations.map((c) => c.act)].join('\n');
};

describe('what is asked, in other words', () => {
  it.each([
    ['Do you store the questions I type in here?', 'privacy'],
    ['will my husband find out what I asked here?', 'privacy'],
    ['meri jankari kisi ko share to nahi hogi?', 'privacy'],
    ['मेरी जानकारी सुरक्षित रहेगी या किसी को पता चल जाएगा?', 'privacy'],
    ['Do I have to pay anything to use this app?', 'cost'],
    ['kya ye app free hai?', 'cost'],
    ['How does this app work?', 'meta'],
    ['Can you fight my case in court?', 'meta'],
    ['aap kaise kaam karte ho?', 'meta'],
    ['क्या आप असली वकील हैं?', 'meta'],
    ['I am a daily wage labourer and cannot afford a lawyer', 'legal-aid'],
    ['गरीब हूँ, वकील के पैसे नहीं हैं, मदद कहाँ मिलेगी?', 'legal-aid'],
    ['Suggest a diet plan to lose weight quickly', 'out-of-scope'],
    ['Which shares should I buy this month?', 'out-of-scope'],
  ])('%s → %s', (q, kind) => expect(kindOf(q)).toBe(kind));

  it('a message with nothing legal in it is outside law, not "not known"', () => {
    expect(kindOf('what should I gift my sister on her birthday')).toBe('out-of-scope');
    expect(kindOf('I have a problem with my neighbour and the police')).not.toBe('out-of-scope');
    // Words the engine cannot read are not judged to be outside law.
    expect(kindOf('আমার স্বামী আমাকে মারধর করে')).not.toBe('out-of-scope');
  });

  it('a legal subject with no entry is "not known here", with where such matters go', () => {
    for (const q of ['my name is missing from the voter list', 'how to register our marriage', 'the other directors removed me as a director of our company']) {
      const a = turn(q).answer;
      expect(a.kind).toBe('not-known');
      expect(a.next_steps.join(' ')).toMatch(/Electoral|Marriage|Company Law Tribunal/);
    }
    expect(kindOf('My passport application has been stuck at police verification for 3 months. Can I use RTI to find out why?')).toBe('legal');
  });

  it('a legal story with the same words stays legal', () => {
    expect(kindOf('My husband reads my WhatsApp chats and threatens to share my photos')).toBe('legal');
    expect(kindOf('The lawyer took my fees and did not file the case, it was a fraud')).not.toMatch(/privacy|cost|meta/);
  });
});

describe('reading the side and the facts', () => {
  it('a tenant told to leave is the tenant, and one told to leave has not yet left', () => {
    expect(frameOf('makan malik zabardasti ghar khali karwa raha hai, kya karu').roles).toContain('tenant');
    expect(frameOf('मकान मालिक घर खाली करने को कह रहा है').roles).toContain('tenant');
    expect(frameOf('mera kirayedar ghar khali nahi kar raha').roles).not.toContain('tenant');
    expect(frameOf('My landlord wants me to vacate in a week').flags).not.toContain('vacated');
    expect(frameOf('I vacated the flat in March and he keeps my deposit').flags).toContain('vacated');
    expect(leadOf('makan malik zabardasti ghar khali karwa raha hai, kya kar sakta hu?')).toBe('tenant-eviction');
  });

  it('"someone sold my plot" is the owner, not a seller', () => {
    expect(frameOf('Someone sold my late father’s plot using a fake power of attorney').roles).not.toContain('seller');
    expect(frameOf('I sold my scooter and the buyer has not paid').roles).toContain('seller');
    expect(leadOf('Someone sold my late father’s plot to a stranger using a fake power of attorney.')).toBe('property-fraud');
  });
});

describe('words that decide the lead', () => {
  it('an employer asking what the POSH Act requires is led to the employer\'s duties, not to the offence', () => {
    expect(frameOf('I run a company of 40 people').domains).toContain('labour');
    expect(leadOf('I run a company of 40 people. What must I set up for sexual harassment complaints?')).toBe('posh-employer');
  });
  it('a breath test at a checkpoint is drunk driving', () => {
    expect(leadOf('कल रात नाके पर पुलिस ने फूंक वाली मशीन से जाँच की, रीडिंग ज़्यादा आई, गाड़ी रख ली')).toBe('mva-drunk-driving');
  });
  it('a name in the FIR and the driver who hit someone are the accused\'s side', () => {
    expect(frameOf("my brother's name is in the FIR for a fight he was not part of").roles).toContain('accused');
    expect(frameOf('I hit a pedestrian with my scooter last night').roles).toContain('accused');
  });
  it('a coaching class is no sign of a child; a school class is', () => {
    expect(frameOf('my son goes to a coaching class in the evening').flags).not.toContain('minor');
    expect(frameOf('my son is in class 7').flags).toContain('minor');
  });
  it('keeping a found wallet is misappropriation, and a forced resignation a termination', () => {
    expect(leadOf('I found a wallet on the road and kept the cash, now the owner says he will complain')).toBe('bns-314-misappropriation');
    expect(leadOf('HR ne zabardasti resignation likhwaya, warna terminate kar dete')).toBe('wrongful-termination');
  });
  it('a maid who took things is theft by a servant', () => {
    expect(leadOf('hamari kaamwali 3 saal se kaam kar rahi thi, ab almari se chain gayab hai, pakka usi ne liya')).toBe('bns-306-theft-servant');
  });
});

describe('the state decides: registration and land records', () => {
  it('a deed in a named state is led by that state\'s stamp law and the Registration Act', () => {
    const text = visible('I bought a plot in Chennai, how do I get the sale deed registered?');
    expect(text).toMatch(/Registration Act, 1908/);
    expect(text).toMatch(/Indian Stamp Act, 1899, as amended in Tamil Nadu/);
    expect(visible('sale deed registration in Bengaluru, what is the process')).toMatch(/Karnataka Stamp Act, 1957/);
  });
  it('with no place, it asks for the state, in the asker\'s language', () => {
    expect(turn('how do I register a gift deed for my son').answer).toMatchObject({ askPlace: true });
    const hi = turn('ज़मीन खरीदी है, रजिस्ट्री कैसे होगी?').answer;
    expect(hi.askPlace).toBe(true);
    expect(hi.lawyer_response).toMatch(/किस राज्य/);
  });
  it('stamp duty in a state without its own Stamp Act names the central Act as that state amended it', () => {
    expect(visible('stamp duty on a gift deed in Lucknow')).toMatch(/Indian Stamp Act, 1899, as amended in Uttar Pradesh/);
  });
  it("Tamil Nadu's land records are under its Patta Pass Book Act, and a patta transfer is a mutation", () => {
    expect(leadOf('patta transfer in Madurai after my father died')).toBe('mutation');
    expect(visible('patta transfer in Madurai after my father died')).toMatch(/Tamil Nadu Patta Pass Book Act, 1983/);
  });
  it('a place named in a district town is read', () => {
    expect(visible('mutation of my land in Sitapur is pending')).toMatch(/Uttar Pradesh Revenue Code, 2006/);
  });
});

describe('the long tail', () => {
  it.each([
    ['retired from the railways two years ago and my pension has not started', 'pension-dues'],
    ['पति की मृत्यु के बाद पारिवारिक पेंशन नहीं मिल रही', 'pension-dues'],
    ['I work as a maid in two flats and one family has not paid me for two months', 'domestic-worker'],
    ['the sub-registrar refused to register our sale deed', 'property-registration'],
    ['ration card cancel kar diya, ab anaj nahi milta', 'ration-card'],
    ['कोटेदार हर महीने कम राशन देता है', 'ration-card'],
    ['the assault happened in 2023 but the FIR is only now, will IPC or BNS sections apply?', 'bns-transition'],
  ])('%s → %s', (q, id) => expect(leadOf(q)).toBe(id));

  it('no side question when the best entry is for anyone and far ahead of each side\'s entries', () => {
    const t = triage(kb, 'the assault happened in 2023 but the FIR is only now, will IPC or BNS sections apply?');
    expect(t.clarify).toBeUndefined();
    expect(triage(kb, 'what happens in a cheque bounce case?').clarify).toBeDefined();
  });

  it('"a girl of about 11" states an age, and a child at work is child labour before a domestic worker\'s wages', () => {
    expect(agesOf('a girl of about 11 works as a full-time maid')).toEqual([11]);
    expect(agesOf('he took a loan of 11 lakh')).toEqual([]);
    expect(agesOf('my daughter of 5 months is unwell')).toEqual([]);
    expect(leadOf('a girl of about 11 works as a full-time maid in the flat above ours')).toBe('child-labour');
  });

  it('the domestic worker entry needs work in a home: a student touched by a tutor is not its story', () => {
    expect(leadOf('मैं जिस कोचिंग में पढ़ती हूँ वहाँ के सर कंधे पर हाथ रखते हैं, मैं 17 साल की हूँ')).not.toBe('domestic-worker');
  });
});

describe('charges that fit: elements of intimidation, defamation, cheating and extortion', () => {
  it('criminal intimidation needs a threat', () => {
    expect(holdsElements('bns-351-intimidation', 'he said he will break my legs if I complain')).toBe(true);
    expect(holdsElements('bns-351-intimidation', 'padosi ne bola jaan se maar dunga')).toBe(true);
    expect(holdsElements('bns-351-intimidation', 'बिजली विभाग ने 48,000 का बिल भेज दिया')).toBe(false);
  });
  it('defamation needs a statement spread about the person', () => {
    expect(holdsElements('bns-356-defamation', 'she is telling everyone in the society that I am a thief')).toBe(true);
    expect(holdsElements('bns-356-defamation', 'रिश्तेदार मुझे पूरे गाँव में बदनाम कर रहा है')).toBe(true);
    expect(holdsElements('bns-356-defamation', 'my neighbour broke my car windshield')).toBe(false);
  });
  it('cheating needs a deception, not only an unpaid balance', () => {
    expect(holdsElements('bns-318-cheating', 'he showed fake papers and took 2 lakh for the plot')).toBe(true);
    expect(holdsElements('bns-318-cheating', 'दुकानदार ने नकली सामान देकर ठग लिया')).toBe(true);
    expect(holdsElements('bns-318-cheating', 'I sold my old car to a man, he paid half and now does not pay the rest')).toBe(false);
  });
  it('extortion needs a demand under a threat', () => {
    expect(holdsElements('bns-308-extortion', 'they demand 50,000 or else they will post my photos')).toBe(true);
    expect(holdsElements('bns-308-extortion', 'the shop asked me to pay the bill')).toBe(false);
  });
});
