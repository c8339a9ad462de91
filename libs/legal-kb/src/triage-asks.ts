/**
 * What leads by rule, before ranking decides: what the person asks for in so many words, facts stated
 * in so many words, and the law for children (POCSO for a child victim, juvenile justice for a child
 * accused).
 */
import type { SituationFrame } from './frame';
import type { RankedHit } from './triage-types';
import type { LegalEntry, Role } from './types';

/**
 * What the person asks for, in so many words, leads when it matched at all: "we have no money for a
 * lawyer" is free legal aid (Legal Services Authorities Act 1987, s.12; BNSS s.341) though that entry
 * belongs to no field; "I want a divorce" is the divorce, whatever the cruelty behind it.
 */
const ASKS: [RegExp, string[]][] = [
  [
    /\b(free (legal aid|lawyer|advocate)|legal aid|can'?t afford (a )?(lawyer|advocate)|cannot afford (a )?(lawyer|advocate)|no money for (a )?(lawyer|advocate)|(muft|free) (ka )?vakil|vakil (karne )?ke (liye )?paise nahi)|मुफ्त वकील|वकील (करने )?के (लिए )?पैसे नहीं|निःशुल्क (कानूनी|विधिक) सहायता/i,
    ['legal-aid'],
  ],
  [
    /\b(anticipatory bail|advance bail|pre-?arrest bail|bail before|agrim (zamanat|jamanat|bail))\b|अग्रिम (ज़मानत|जमानत)/i,
    ['anticipatory-bail'],
  ],
  [
    // How bail works for someone already held (the side decides which bail: a held person's is regular bail).
    /\b(how (does|do|can|to|will) (\w+ )?(get )?bail|bail (process|kaise|kab|ke liye)|how does bail work|get (him|her|them) (out )?on bail|zamanat kaise|jamanat kaise)\b|ज़मानत कैसे|जमानत कैसे/i,
    ['bail-bailable', 'bail-non-bailable'],
  ],
  [
    // A domestic violence case named as such is the DV Act's, whichever side asks (the respondent's
    // entry for the one it was filed against), not a cruelty (498A) case.
    /\b(domestic violence|dv) (case|act|petition|complaint|application)\b|घरेलू हिंसा/i,
    ['dv-respondent', 'dv-act'],
  ],
  [
    // Money to live on and to fight the case while the divorce is pending (HMA s.24).
    /\b(divorce|matrimonial|talaq)\b[^?]*\b(pending|going on|chal raha|chal rahi)\b[^?]*\b(money|expenses?|kharch\w*|maintenance|litigation cost)\b|(तलाक)[^?]*(चल रहा|लंबित)[^?]*(खर्च|पैसे|भरण)/i,
    ['hma-maintenance'],
  ],
  [
    // An RTI refused, or not answered in time, goes to the first appeal (RTI Act s.19).
    /\b(rti|right to information)\b[^.?!]*\b(reject\w*|refus\w*|denied|no reply|not replied|no answer|did not (reply|answer)|appeal)|\b(reject\w*|refus\w*|denied)\b[^.?!]*\brti\b|(आरटीआई|RTI|सूचना के अधिकार)[^।?!]*(जवाब नहीं|उत्तर नहीं|अस्वीकार|खारिज|अपील)/i,
    ['rti-appeal'],
  ],
  [
    /\b(rti|right to information|soochna ka adhikar|suchna ka adhikar)\b|सूचना का अधिकार|आरटीआई/i,
    ['rti', 'rti-appeal'],
  ],
  [
    /\b((i|we) (want|need) (a |to )?divorce|divorce (chahiye|chahti|chahta)|tal[a]+q (chahiye|chahti|chahta))|तलाक (चाहिए|चाहती|चाहता)/i,
    ['hma-divorce', 'hma-mutual-divorce'],
  ],
];
/**
 * Facts that decide the law, stated in so many words: a couple who lived together without marrying are
 * in a live-in relationship (D. Velusamy v. D. Patchaiammal, 2010; DV Act s.2(f)), not under marriage law.
 */
const FACTS: [RegExp[], string[]][] = [
  [
    [
      /\b(never (got )?married|not (legally )?married|without (getting )?married|unmarried|bina shadi|bina shaadi|shaadi nahi (ki|hui)|shadi nahi (ki|hui))|बिना शादी|शादी नहीं (की|हुई)/i,
      /\b(lived|living|live|stayed|staying) (with|together)|saath (reh|rah)|sath (reh|rah)|साथ (रह|रहे|रहती|रहता)/i,
    ],
    ['live-in-relationship'],
  ],
  [
    // Being made to give evidence against oneself (Constitution, Art. 20(3); Selvi v. State of Karnataka, 2010):
    // "must I give the police my phone password?", "can I refuse a narco test?".
    [
      /\b(can i|can we|do i have to|do i need to|must i|am i bound|is it compulsory|is it mandatory|refuse|say no|mana kar|zaroori hai|jaruri hai)\b|ज़रूरी|जरूरी|मना कर/i,
      /\b(password|passcode|unlock|narco|polygraph|lie detector|brain ?mapping|confess\w*|kabool\w*|kabul\w*)\b|पासवर्ड|नार्को|कबूल/i,
    ],
    ['art-20'],
  ],
  [
    // The police are the ones who beat the person (BNS s.120; D.K. Basu, 1997): the complaint against the
    // police leads, not an FIR at the same station. The police must be the doer: the words between may not
    // bring in another subject ("police arrested him because he beat his wife").
    [
      /\b(?:police|policemen|cops?|constables?|inspector|sub-inspector|daroga|thanedar)\b\W+(?:(?!(?:he|she|they|who|for|because|after|when|usne|unhone|jisne)\b)[\p{L}']+\W+){0,10}?(?:beat|hit|slapped|thrashed|tortured|kicked|maara|mara|peeta|pita|pitai)\b|\b(?:beaten|hit|slapped|thrashed|tortured|kicked)\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?police\b|पुलिस\S*\s+(?:\S+\s+){0,8}?(?:पीटा|पिटाई|मारा|थप्पड़|यातना)/iu,
    ],
    ['police-misconduct'],
  ],
  [
    // Called by the police or a court because of what one saw or knows (BNSS s.179): a witness, not a suspect.
    [
      /\b(witness|gawah|gavah|eyewitness|give evidence|gawahi|i saw|saw (the|an|it|what)|dekha tha)\b|गवाह|गवाही|देखा था/i,
      /\b(call\w*|phon\w*|summon\w*|notice|asked me to come|want me (at|to come)|come to the (police )?station|bula\w*)\b|बुला|समन|नोटिस/i,
    ],
    ['witness-notice'],
  ],
  [
    // Sexual or abusive messages to a woman are sexual harassment or insult to her modesty under the BNS,
    // which she can report at once; the IT Act offences still show beside them as charges.
    [
      /\b(messages?|texts?|msgs?|comments?|dms?|chats?|calls?|posts?|photos?|emails?)\b|मैसेज|संदेश|कमेंट/i,
      /\b(sexual|sexually|obscene|vulgar|dirty|lewd|indecent|gandi|gande|ashleel)\b|अश्लील|गंदे|गंदी/i,
      /\b(wife|sister|daughter|mother|girlfriend|she|her|woman|women|girl|lady|patni|biwi|behen|beti|ladki|mahila)\b|पत्नी|बहन|बेटी|लड़की|महिला/i,
    ],
    ['bns-75-sexual-harassment', 'bns-79-insult-modesty'],
  ],
  [
    // The police will not write the complaint down (BNSS s.173(4); Lalita Kumari, 2013): the remedy for a refusal
    // leads, not the FIR step the person has already tried.
    [
      /\b(police|thana|thane|station|cops?|sho|daroga|thanedar)\b|पुलिस|थान|थाने/i,
      /\b(refus\w* to (register|write|take|file|lodge|accept|record)|refused (my|the|our|his|her) (fir|complaint|report)|won'?t (register|write|take|file|lodge)|will not (register|write|take|file|lodge)|not (registering|writing|taking|lodging|filing)|write nothing|wrote nothing|come back later|nahi likh\w*|likh nahi rah\w*|darj nahi kar\w*|report nahi likh\w*)\b|दर्ज नहीं कर|लिखने से मना|रिपोर्ट नहीं लिख|लिख नहीं रह/i,
    ],
    ['fir-refused'],
  ],
  [
    // An FIR that is registered but goes nowhere: the right to know how the investigation stands.
    [
      /\b(fir|complaint|case)\b[^.?!]*\b(registered|lodged|filed|darj)\b|(एफआईआर|रिपोर्ट|मुकदमा)[^।?!]*दर्ज (हुई|हो गई|हुआ|किया)/i,
      /\b(done nothing|did nothing|doing nothing|no action|no progress|not (done|taken) any(thing| action)|nothing (has )?happened|roams? free|koi (karwai|karyavahi|action) nahi)\b|कोई कार्रवाई नहीं|कुछ नहीं (किया|कर रही)/i,
    ],
    ['investigation-progress'],
  ],
];

/**
 * A sexual offence against a child is a POCSO matter first (the Act overrides other laws, s.42A): when
 * the story has a minor and the child-abuse entries matched nearly as well as the best, they lead.
 */
const CHILD_LAW = ['pocso', 'pocso-reporting'];
const CHILD_LAW_SHARE = 0.8;
/**
 * A child accused of an offence is a child in conflict with law: the Juvenile Justice Act decides
 * the forum (the Board) and the process, whatever the offence, so its entry leads when it matched.
 */
const JUVENILE = 'juvenile';
const JUVENILE_SHARE = 0.3;
export function childLaw(frame: SituationFrame, hits: RankedHit[], sides: Role[]): LegalEntry | undefined {
  if (!frame.flags.includes('minor')) return undefined;
  const top = hits.find((h) => !h.otherSide)?.score ?? 0;
  if (sides.includes('accused')) {
    const jj = hits.find((h) => h.entry.id === JUVENILE && !h.otherSide && h.score >= top * JUVENILE_SHARE);
    if (jj) return jj.entry;
  }
  return hits.find((h) => CHILD_LAW.includes(h.entry.id) && !h.otherSide && h.score >= top * CHILD_LAW_SHARE)?.entry;
}

export function askedFor(question: string, hits: RankedHit[], closed: Set<string>): LegalEntry | undefined {
  // People write "मुफ़्त" and "मुफ्त" alike: the nukta does not change the word.
  const plain = question.normalize('NFD').replace(/\u093C/g, '').normalize('NFC');
  for (const [words, ids] of [...ASKS.map(([w, ids]) => [[w], ids] as const), ...FACTS]) {
    if (!words.every((w) => w.test(plain))) continue;
    const hit = hits.find((h) => ids.includes(h.entry.id) && !h.otherSide && !closed.has(h.entry.id));
    if (hit) return hit.entry;
  }
  return undefined;
}
