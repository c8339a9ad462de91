/**
 * Offences against the body, sexual offences and offences against women and children: the shapes of
 * misses where another entry led a story a lawyer would answer with the offence itself. Each rule is
 * tested on sentences of its own, with a neighbour that must stay where it was.
 */
import { agesOf, frameOf, legalKb, triage } from '../src';

const kb = legalKb();
const leadOf = (q: string) => triage(kb, q).lead?.id;

describe('a killing told by the family of the one killed', () => {
  it('the family speaks as the victim, though the police have arrested someone', () => {
    expect(leadOf('my uncle was stabbed to death outside his shop last night; the police have arrested the neighbour. What sentence can he get?')).toBe('bns-103-murder');
    expect(leadOf('bheed ne mere chacha ko gai chori ke shak mein peet peet kar maar dala, police ne sirf do logon ko pakda hai')).toBe('bns-103-2-mob-lynching');
  });
  it('a son held for a murder he denies stays the accused\'s story', () => {
    expect(frameOf('my son has been arrested for a murder he did not commit').roles).not.toContain('victim');
  });
});

describe('a death by suicide that someone drove the person to', () => {
  it('is abetment of suicide (BNS s.108), not the threats that led to it', () => {
    expect(leadOf('My uncle drank pesticide and died after the contractor threatened every day to beat him and take his land. Can the contractor be punished?')).toBe('bns-108-abetment-suicide');
    expect(leadOf('her father-in-law kept threatening to throw her out and ruin her brothers; she jumped into the well and killed herself leaving a letter')).not.toBe('bns-351-intimidation');
    expect(leadOf('मेरे भाई ने ज़हर खा लिया, सूदखोर रोज़ धमकी देता था कि घर पर कब्ज़ा कर लेगा और बहन को उठा लेगा')).toBe('bns-108-abetment-suicide');
  });
  it('threats with no death stay intimidation', () => {
    expect(leadOf('the moneylender\'s men threaten to break my legs if I do not pay by Friday')).not.toBe('bns-108-abetment-suicide');
  });
});

describe('an act done to kill that did not kill', () => {
  it('is attempt to murder (BNS s.109), not the hurt it caused', () => {
    expect(leadOf('my father-in-law tried to strangle me with a rope at night, I escaped with bruises on my neck')).toBe('bns-109-attempt-murder');
    expect(leadOf('ज़मीन के लिए चाचा ने मुझे जान से मारने की कोशिश की, कुल्हाड़ी से वार किया, हाथ में चोट है')).toBe('bns-109-attempt-murder');
  });
  it('a threat to kill, with no act, is not', () => {
    expect(leadOf('he says he will kill me if I go to court against him')).not.toBe('bns-109-attempt-murder');
    // "मारने" is also "to hit": a fist raised to hit is no attempt to kill
    expect(leadOf('दफ़्तर में बहस के बाद साथी ने मारने के लिए हाथ उठाया, मैं हट गया')).not.toBe('bns-109-attempt-murder');
  });
});

describe('a second marriage while the first stands', () => {
  it('is bigamy (BNS s.82), not the divorce', () => {
    expect(leadOf('my husband married another woman in his village last month, we were never divorced')).toBe('bns-82-bigamy');
    expect(leadOf('पति ने मुझे तलाक दिए बिना दूसरी शादी कर ली है')).toBe('bns-82-bigamy');
  });
  it('asking for a divorce to marry again is the divorce', () => {
    expect(leadOf('I want a divorce so that I can marry again')).not.toBe('bns-82-bigamy');
    expect(leadOf('my wife is marrying again, can I get permanent custody of our son?')).not.toBe('bns-82-bigamy');
  });
});

describe('a child bride', () => {
  it('an age said as "only 15" or "उम्र 14 साल" is an age', () => {
    expect(agesOf('she is only 15')).toEqual([15]);
    expect(agesOf('लड़की की उम्र 14 साल है')).toEqual([14]);
  });
  it('a wedding fixed for a girl under 18 is the child marriage law', () => {
    expect(leadOf('my niece is only 15 and her parents are fixing her wedding for next month')).toBe('pcma-child-marriage');
    expect(leadOf('पड़ोस की लड़की की शादी अगले हफ्ते है, लड़की की उम्र 14 साल है, किसे बताएं')).toBe('pcma-child-marriage');
  });
});

describe('a woman stripped or her clothes torn off', () => {
  it('is assault to disrobe (BNS s.76), whatever the quarrel was about', () => {
    expect(leadOf('in a quarrel over the plot the neighbours tore off my wife\'s saree in front of everyone')).toBe('bns-76-disrobe');
    expect(leadOf('खेत के झगड़े में उन्होंने मेरी भाभी के कपड़े फाड़कर उतार दिए, सब देख रहे थे')).toBe('bns-76-disrobe');
    expect(leadOf('चोरी के शक में ठेकेदार ने मेरी भतीजी के कपड़े उतरवाकर तलाशी ली, क्या यह अपराध है?')).toBe('bns-76-disrobe');
  });
  it('a man who undresses himself in public is an obscene act, not this', () => {
    expect(leadOf('ek sharabi roz park ke bahar kapde utaar ke gandi harkatein karta hai')).not.toBe('bns-76-disrobe');
  });
});

describe('a rape by more than one man', () => {
  it('is gang rape (BNS s.70)', () => {
    expect(leadOf('three men from the next village caught my sister in the field and raped her')).toBe('bns-70-gang-rape');
    expect(leadOf('do ladkon ne milkar meri saheli ke saath zabardasti ki, woh sadme mein hai')).toBe('bns-70-gang-rape');
  });
});

describe('a woman beaten for money from her parents, who wants the police', () => {
  it('is cruelty (BNS s.85), the criminal case, not the Domestic Violence Act', () => {
    expect(leadOf('मेरे पति और ननद कार के लिए रोज़ पीटते हैं, मैं थाने में रिपोर्ट लिखवाना चाहती हूँ')).toBe('bns-85-cruelty');
  });
  it('a woman who asks for protection or the house keeps the DV Act', () => {
    expect(leadOf('my husband beats me, I want a protection order under the domestic violence act')).not.toBe('bns-85-cruelty');
    expect(leadOf('sasural wale meri bhabhi ko peet te hain, hume police case nahi chahiye, bas yeh band ho')).not.toBe('bns-85-cruelty');
  });
});


describe('a child left to be found', () => {
  it('is exposure and abandonment of a child (BNS s.93)', () => {
    expect(leadOf('someone left a newborn wrapped in a shawl outside the temple gate at dawn; we have the baby, what should we do')).toBe('bns-93-child-abandonment');
    expect(leadOf('पड़ोसन अपनी 3 साल की बेटी को बस अड्डे पर छोड़कर भाग गई, फोन बंद है')).toBe('bns-93-child-abandonment');
  });
  it('a husband who left the wife and child is not', () => {
    expect(leadOf('my husband left me and our 3 year old son and went to live with his parents')).not.toBe('bns-93-child-abandonment');
  });
});

describe('children made to steal, beg or carry drugs', () => {
  it('is hiring or using a child to commit an offence (BNS s.95)', () => {
    expect(leadOf('a gang in our basti makes small boys of 10 or 11 pick pockets in the market and takes the money')).toBe('bns-95-hiring-child');
    expect(leadOf('हमारे मोहल्ले में एक आदमी छोटे बच्चों से गांजे की पुड़िया बिकवाता है')).toBe('bns-95-hiring-child');
  });
});

describe('money demanded for a person who is missing', () => {
  it('is kidnapping for ransom (BNS s.140), not a threat or a missing person alone', () => {
    expect(leadOf('my nephew (9) has not come home from tuition and now a call from an unknown number says send 5 lakh or we will hurt him')).toBe('bns-140-kidnap-ransom');
    expect(leadOf('बेटी कल से घर नहीं लौटी, अब फोन आया है कि 3 लाख दो वरना उसे मार देंगे')).toBe('bns-140-kidnap-ransom');
  });
});

describe('a child taken away by someone who is not a parent', () => {
  it('is kidnapping (BNS s.137)', () => {
    expect(leadOf('the new cook took our 5 year old son to the park and never came back, his phone is off')).toBe('bns-137-kidnapping');
    expect(leadOf('a stranger lured my 8 year old niece away from the school gate with chocolates')).toBe('bns-137-kidnapping');
  });
  it('a parent who takes the child is a custody matter', () => {
    expect(leadOf('my ex-husband took our 6 year old son from school without telling me')).toBe('child-abduction-parent');
  });
});

describe('a person locked in', () => {
  it('is wrongful confinement (BNS s.127), whatever the dispute behind it', () => {
    expect(leadOf('the builder\'s men locked me and my mother inside the site office for five hours until we signed')).toBe('bns-127-wrongful-confinement');
  });
  it('a person held by the police is the production rule\'s', () => {
    expect(leadOf('the police kept my brother in the lockup for two days without producing him')).toBe('produce-24h');
  });
});

describe('a slap, a punch or a kick', () => {
  it('is hurt (BNS s.115), whatever the quarrel behind it', () => {
    expect(leadOf('at my sister\'s engagement her brother-in-law slapped me and pulled my hair because I would not lend him money')).toBe('bns-115-hurt');
    expect(leadOf('rashan ki line mein ek aadmi ne mere papa ko dhakka diya aur ghoonsa maara, honth sooj gaya')).toBe('bns-115-hurt');
    expect(leadOf('पार्किंग में एक पड़ोसी ने गाड़ी हटाने की बात पर मुझे लात-घूंसे मारे, क्या रिपोर्ट लिखी जाएगी?')).toBe('bns-115-hurt');
  });
  it('a blow with a weapon stays hurt by a weapon', () => {
    expect(leadOf('the watchman hit my brother with a lathi and slapped him, his arm is fractured')).not.toBe('bns-115-hurt');
  });
});

describe('acid thrown on a woman by her husband\'s family', () => {
  it('is told by the victim ("मुझ पर" is no case on me): acid attack (BNS s.124)', () => {
    expect(triage(kb, 'देवरानी ने झगड़े में मुझ पर तेज़ाब फेंक दिया, हाथ जल गया').hits.find((h) => h.entry.id === 'bns-124-acid-attack')?.otherSide).toBe(false);
  });
});

describe('a death from a danger left as it was', () => {
  it('is causing death by negligence (BNS s.106), a case against the owner', () => {
    expect(leadOf('the school\'s old water tank collapsed on my nephew and he died; the management had been told it was cracked. Can they be charged?')).toBe('bns-106-negligent-death');
    expect(leadOf('मंदिर की जर्जर छत गिरने से मेरे चाचा की मौत हो गई, ट्रस्ट को कई बार बताया था')).toBe('bns-106-negligent-death');
    expect(leadOf('factory mein koi safety nahi thi, boiler phatne se mere bhai ki maut ho gayi, malik pe case ho sakta hai?')).toBe('bns-106-negligent-death');
  });
  it('a death on the road is the road accident\'s', () => {
    expect(leadOf('my father died when a speeding truck hit his bike on the highway, we want compensation')).not.toBe('bns-106-negligent-death');
  });
});

describe('where the words of a blow or a lock-in belong elsewhere', () => {
  it('an eye whose sight may not return is grievous hurt, not simple hurt', () => {
    expect(leadOf('a man punched my uncle in the eye at the fair; the doctor says the vision in that eye may be lost for good')).not.toBe('bns-115-hurt');
  });
  it('being locked out of a room, or wages held back, is no confinement', () => {
    expect(leadOf('my son changed the lock and locked me out of my own room in my house')).not.toBe('bns-127-wrongful-confinement');
    expect(leadOf('চাকরি ছাড়ার পর কোম্পানি আমার শেষ দুই মাসের বেতন আটকে রেখেছে')).not.toBe('bns-127-wrongful-confinement');
  });
  it('a demand "or else" with no one taken is no kidnapping for ransom', () => {
    expect(leadOf('the contractor says pay me 50,000 or else I will stop the work and tell everyone you cheated')).not.toBe('bns-140-kidnap-ransom');
  });
});

describe('rape said in everyday words', () => {
  it('"जबरदस्ती की", "zabardasti ki" done to a woman is rape (BNS s.64)', () => {
    expect(leadOf('dukaan ke malik ne store room mein bula ke zabardasti ki, ab naukri se nikalne ki dhamki deta hai')).toBe('bns-64-rape');
  });
  it('a forced marriage is not', () => {
    expect(leadOf('unhone zabardasti ki shaadi karwa di, main 22 saal ki hoon')).not.toBe('bns-64-rape');
  });
});

describe('a woman carried off to be married', () => {
  it('is kidnapping or abduction to compel marriage (BNS s.87), not the taking alone', () => {
    expect(leadOf('हमारी भांजी को पड़ोस के गांव वाले रात में उठा ले गए, कह रहे हैं अपने बेटे से ब्याह करेंगे')).toBe('bns-87-abduct-marriage');
  });
});

describe('the second-marriage and cruelty rules keep to their facts', () => {
  it('a man who promised marriage and now weds another is no bigamist', () => {
    expect(leadOf('usne mujhse shaadi ka vaada kiya tha, teen saal saath rahe, ab wo kisi aur se shaadi kar raha hai')).not.toBe('bns-82-bigamy');
  });
  it('a wife who does not want the police keeps the protection of the DV Act', () => {
    expect(leadOf('My husband beats me when he is drunk; I do not want a police case, I only want him to stop')).not.toBe('bns-85-cruelty');
  });
});

describe('the rape rules keep to what is asked', () => {
  it('"some boys" or "सबने" is more than one man: gang rape', () => {
    expect(leadOf('बाज़ार से लौटते समय कुछ लड़के मेरी भाभी को सुनसान गली में खींच ले गए और सबने उसके साथ दुष्कर्म किया')).toBe('bns-70-gang-rape');
  });
  it('a family asking where to get the medical check and a counsellor is led to that help', () => {
    expect(leadOf('my friend was raped last week; where can she get a medical examination and a counsellor without going to the police first?')).not.toBe('bns-64-rape');
  });
  it('"talaak" is talaq: a wife who remarried with no talaak is a second marriage', () => {
    expect(leadOf('meri patni ne bina talaak ke apne gaon mein dusre aadmi se shaadi kar li')).toBe('bns-82-bigamy');
  });
});
