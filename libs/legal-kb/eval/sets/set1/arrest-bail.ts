// Arrest, custody, bail, FIRs (filed against the person or refused to them), trial steps.
import type { EvalSituation } from '../../types';

export const ARREST_BAIL: EvalSituation[] = [
  {
    q: "police ne kal raat mere bhai ko ghar se utha liya, koi warrant nahi dikhaya, na bataya kis case me. thane me milne bhi nahi de rahe",
    lang: 'hinglish', side: 'accused',
    lead: ['arrest-grounds', 'inform-relative', 'dk-basu', 'produce-24h'],
    not: ['bns-137-kidnapping', 'bns-140-kidnap-ransom', 'bns-127-wrongful-confinement'],
  },
  {
    q: "My husband has been sitting in the police station for 2 days now, they haven't taken him to any court. They keep saying investigation is going on.",
    lang: 'en', side: 'accused',
    lead: ['produce-24h', 'habeas-corpus'],
    not: ['bns-85-cruelty', 'missing-person'],
  },
  {
    q: "मेरे पापा को पुलिस ने धोखाधड़ी के केस में गिरफ्तार किया था, 90 दिन होने वाले हैं और अभी तक चार्जशीट नहीं आई।",
    lang: 'hi', side: 'accused',
    lead: ['default-bail'],
    not: ['bns-111-organised-crime', 'bns-113-terrorist-act'],
  },
  {
    q: "My son is 16. He was picked up after a fight in which another boy got stabbed. They kept him overnight in the lock-up with grown men.",
    lang: 'en', side: 'accused',
    lead: ['juvenile'],
    not: ['bns-103-2-mob-lynching', 'juvenile-driving', 'pocso'],
  },
  {
    q: "court se summon aaya tha mere naam ka, kisi purane jhagde ka case hai, 2 date pe nahi gaya kyunki pata hi nahi tha. ab warrant aa gaya hai",
    lang: 'hinglish', side: 'accused',
    lead: ['summons-accused'],
  },
  {
    q: "My old business partner has filed a cheating FIR against me. Can the police arrest me straight away? I think the max punishment is 7 years.",
    lang: 'en', side: 'accused',
    lead: ['notice-appearance', 'fir-against-me', 'anticipatory-bail'],
    not: ['bns-111-organised-crime', 'bns-103-murder'],
  },
  {
    q: "हमारे ऊपर ज़मीन के झगड़े में झूठा मुकदमा कर दिया गया है, पूरा गाँव जानता है कि उस दिन हम वहाँ थे ही नहीं। क्या हाई कोर्ट से FIR रद्द हो सकती है?",
    lang: 'hi', side: 'accused',
    lead: ['quashing', 'false-case-remedy', 'fir-against-me'],
    not: ['scst-atrocities', 'bns-111-organised-crime'],
  },
  {
    q: "5 saal baad case me bari ho gaya. ab jisne jhootha case kiya tha uske khilaf kya kar sakta hu? is chakkar me meri naukri bhi chali gayi",
    lang: 'hinglish', side: 'accused',
    lead: ['false-case-remedy'],
    not: ['wrongful-termination'],
  },
  {
    q: "Was flying to Canada for my daughter's convocation but immigration stopped me at the airport saying there is a look out circular. The only case against me is a cheque bounce!",
    lang: 'en', side: 'accused',
    lead: ['lookout-circular'],
    not: ['bns-113-terrorist-act', 'bns-152-sovereignty'],
  },
  {
    q: "चार्जशीट में मेरा नाम सिर्फ इसलिए है क्योंकि जो गाड़ी इस्तेमाल हुई वो मेरे नाम पर थी, मैं उस दिन शहर में भी नहीं था। ट्रायल शुरू होने से पहले क्या कर सकते हैं?",
    lang: 'hi', side: 'accused',
    lead: ['discharge-accused'],
  },
  {
    q: "mera cousin 8 mahine se jail me hai, case 3 saal ki saza wala hai, trial shuru hi nahi hua. pehle bail reject ho gayi thi, ghar walon ke paas vakil ke paise bhi nahi",
    lang: 'hinglish', side: 'accused',
    lead: ['bail-non-bailable', 'legal-aid'],
  },
  {
    q: "I'm a woman and the police came at 9 pm to arrest me because my brother's wife filed a dowry complaint on all of us. There was no lady constable with them.",
    lang: 'en', side: 'accused',
    lead: ['woman-arrest', 'cruelty-accused', 'anticipatory-bail'],
    not: ['bns-80-dowry-death', 'bns-64-rape'],
  },
  {
    q: "पुलिस ने मेरे बेटे को पूछताछ के लिए बुलाया है और कहते हैं वकील अंदर नहीं आ सकता। क्या ये सही है?",
    lang: 'hi', side: 'accused',
    lead: ['lawyer-interrogation'],
    not: ['bns-127-wrongful-confinement'],
  },
  {
    q: "bhai ko police ne custody me maara hai, uske shareer pe neele nishaan hain, kal court me pesh karenge. hum kya karein",
    lang: 'hinglish', side: 'accused',
    // police-misconduct (complaint against the police for custodial violence) was added in issue 31, after this
    // set was written; it is the matter itself, so it is an acceptable lead too.
    lead: ['medical-examination', 'dk-basu', 'art-21', 'police-misconduct'],
    not: ['bns-194-affray', 'bns-191-rioting'],
  },
  {
    q: "Magistrate gave the police 5 days custody of my father. After those 5 days what? will he come home or go to jail",
    lang: 'en', side: 'accused',
    lead: ['police-custody', 'bail-non-bailable'],
    not: ['senior-citizens', 'senior-abandonment'],
  },
  {
    q: "मेरे भाई पर चोरी का केस चल रहा है, वो मज़दूरी करता है, वकील करने के पैसे नहीं हैं। कोर्ट में उसकी तरफ से कौन बोलेगा?",
    lang: 'hi', side: 'accused',
    lead: ['legal-aid'],
    not: ['bns-309-robbery', 'bns-310-dacoity'],
  },
  {
    q: "My lawyer says I can admit it and get a lighter sentence in my case (I hit a guy in a road rage thing, he had minor injuries). Is that plea bargaining thing real? I just want it over with",
    lang: 'en', side: 'accused',
    lead: ['plea-bargaining', 'compounding'],
    not: ['bns-103-murder', 'bns-109-attempt-murder'],
  },
  {
    q: "hamare upar maarpeet ka case hai, saamne wali party ab samjhauta karne ko taiyar hai. kya case wapas ho sakta hai ab?",
    lang: 'hinglish', side: 'accused',
    lead: ['compounding', 'lok-adalat', 'quashing'],
    not: ['bns-103-murder', 'bns-111-organised-crime'],
  },
  {
    q: "मेरी दुकान में चोरी हुई थी, थानेदार FIR लिखने से मना कर रहा है और कहता है सामान मिल जाएगा, लिखने की क्या ज़रूरत है।",
    lang: 'hi', side: 'victim',
    lead: ['fir-refused'],
    not: ['bns-309-robbery', 'bns-304-snatching'],
  },
  {
    q: "I was robbed in Goa while on holiday, I'm back home in Delhi now. Do I have to go all the way back to Goa to lodge the FIR?",
    lang: 'en', side: 'victim',
    lead: ['zero-fir'],
    not: ['lookout-circular', 'bns-310-dacoity'],
  },
  {
    q: "4 mahine pehle bike chori ki FIR karayi thi, IO phone nahi uthata, kuch pata nahi case ka kya hua",
    lang: 'hinglish', side: 'victim',
    lead: ['investigation-progress'],
    not: ['bns-304-snatching', 'bns-309-robbery'],
  },
  {
    q: "पिताजी ने पड़ोसी के खिलाफ मारपीट की शिकायत दी तो पुलिस ने NCR काटकर कहा कि कोर्ट जाओ।",
    lang: 'hi', side: 'victim',
    lead: ['private-complaint', 'bns-115-hurt'],
    not: ['bns-109-attempt-murder', 'bns-103-murder'],
  },
  {
    q: "A non-bailable warrant has been issued against my father in a 12 year old land case. He is 72 and diabetic. What do we do first?",
    lang: 'en', side: 'accused',
    lead: ['summons-accused', 'bail-non-bailable'],
    not: ['senior-eviction', 'senior-abandonment', 'adverse-possession'],
  },
  {
    q: "mere dost ko bail mil gayi hai par zamanat dene wala koi nahi mil raha, 10 din se jail me hi pada hai",
    lang: 'hinglish', side: 'accused',
    lead: ['bail-bailable', 'legal-aid'],
  },
  {
    q: "Police are saying I have to give them my phone password, it's a cheating case against me. Can I refuse?",
    lang: 'en', side: 'accused',
    lead: ['art-20'],
    not: ['it-66', 'it-66c'],
  },
  {
    q: "मैंने किसी को मारा नहीं, फिर भी पुलिस मुझसे ज़बरदस्ती एक बयान पर दस्तख़त करवाना चाहती है जो मैंने दिया ही नहीं।",
    lang: 'hi', side: 'accused',
    lead: ['art-20', 'lawyer-interrogation', 'dk-basu'],
    not: ['bns-336-forgery', 'bns-103-murder'],
  },
  {
    q: "meri sister ke pati ne hamare upar 'ghar me ghus ke maarne' ka jhootha case kiya hai, police ne bola thane aao, 35(3) ka notice hai",
    lang: 'hinglish', side: 'accused',
    lead: ['notice-appearance', 'fir-against-me'],
    not: ['bns-85-cruelty', 'dowry-prohibition'],
  },
  {
    q: "I'm an NRI. My ex-wife's family has filed cases in India and I'm scared to land in Delhi. can I get bail before I travel?",
    lang: 'en', side: 'accused',
    lead: ['anticipatory-bail', 'lookout-circular', 'cruelty-accused'],
    not: ['bns-64-rape', 'bns-80-dowry-death'],
  },
  {
    q: "शराब पीकर झगड़ा करने वाले केस में बेटे को ज़मानत पर छोड़ा गया था। अब क्या हर तारीख पर उसका जाना ज़रूरी है? वो बाहर नौकरी करता है।",
    lang: 'hi', side: 'accused',
    lead: ['summons-accused'],
    not: ['mva-drunk-driving', 'ndps-drugs'],
  },
  {
    q: "the police refused to give me a copy of the FIR filed against me, they say its 'confidential'. I don't even know what I'm accused of",
    lang: 'en', side: 'accused',
    lead: ['fir-against-me'],
    not: ['rti', 'fir-refused'],
  },
  {
    q: "Charge sheet has been filed in my case but the court hasn't given us any papers, how do we prepare the defence without seeing what witnesses said?",
    lang: 'en', side: 'accused',
    lead: ['copies-to-accused'],
    not: ['rti', 'investigation-progress'],
  },
  {
    q: "My brother was arrested in a murder case 4 years ago and the trial is nowhere. Only 6 witnesses examined out of 40. He's been in jail the whole time.",
    lang: 'en', side: 'accused',
    lead: ['bail-non-bailable', 'art-21'],
    not: ['undertrial-release', 'bail-bailable'],
  },
  {
    q: "मेरे मामा दो साल से जेल में बंद हैं, जिस धारा में केस है उसमें ज़्यादा से ज़्यादा तीन साल की सज़ा है। पहली बार किसी केस में फँसे हैं, अब तक गवाही शुरू नहीं हुई।",
    lang: 'hi', side: 'accused',
    lead: ['undertrial-release', 'bail-non-bailable'],
    not: ['default-bail', 'bns-111-organised-crime'],
  },
];
