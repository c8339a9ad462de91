// Sexual offences, stalking, workplace harassment, children, trafficking, live-in.
import type { EvalSituation } from '../../types';

export const WOMEN_CHILDREN: EvalSituation[] = [
  {
    q: "my colleague keeps following me to the metro, he has made 3 insta accounts after i blocked him, he knows where i live. I've told him clearly to stop many times",
    lang: 'en', side: 'victim',
    lead: ['bns-78-stalking', 'fir', 'woman-complainant'],
    not: ['posh-respondent', 'bns-64-rape'],
  },
  {
    q: "bus me ek aadmi baar baar galat tareeke se chhoo raha tha, maine shor machaya to utar ke bhaag gaya. maine uski photo le li thi",
    lang: 'hinglish', side: 'victim',
    lead: ['bns-74-outrage-modesty', 'fir', 'woman-complainant'],
    not: ['bns-64-rape', 'bns-70-gang-rape'],
  },
  {
    q: "वो तीन साल मेरे साथ रिश्ते में रहा, शादी का वादा करके संबंध बनाए, अब कहता है घरवाले नहीं मानेंगे और किसी और से सगाई कर ली है।",
    lang: 'hi', side: 'victim',
    lead: ['bns-69-false-promise', 'woman-complainant'],
    not: ['bns-82-bigamy', 'bns-85-cruelty'],
  },
  {
    q: "My girlfriend and I were together 4 years, we broke up because her parents fixed her marriage elsewhere. Now she's filed a rape case saying I promised marriage. I genuinely wanted to marry her, I have chats proving it.",
    lang: 'en', side: 'accused',
    lead: ['fir-against-me', 'anticipatory-bail', 'bns-69-false-promise'],
    not: ['bns-70-gang-rape', 'pocso', 'bns-80-dowry-death'],
  },
  {
    q: "hostel ke washroom me kisi ne phone chhupa ke video banaya, ek ladki ne dekh liya. warden bol rahi hai baat bahar mat nikalo, college ki badnami hogi",
    lang: 'hinglish', side: 'victim',
    lead: ['bns-77-voyeurism', 'it-66e-privacy', 'fir'],
    not: ['bns-303-theft', 'bns-324-mischief'],
  },
  {
    q: "मेरी 9 साल की बेटी ने बताया कि पड़ोस वाले अंकल उसे गलत तरीके से छूते हैं। हम बहुत डरे हुए हैं, समझ नहीं आ रहा क्या करें।",
    lang: 'hi', side: 'victim',
    lead: ['pocso', 'pocso-reporting'],
    not: ['juvenile', 'bns-95-hiring-child'],
  },
  {
    q: "I'm a school teacher. A Class 8 girl told me her stepfather abuses her at night. The principal says don't get involved, it's a family matter. Is she right?",
    lang: 'en', side: 'other',
    lead: ['pocso-reporting', 'pocso'],
    not: ['juvenile', 'child-custody'],
  },
  {
    q: "mera bhatija 17 saal ka hai, uski 16 saal ki girlfriend ke ghar walon ne POCSO ka case kar diya hai, dono apni marzi se milte the. police usko le gayi",
    lang: 'hinglish', side: 'accused',
    lead: ['juvenile', 'pocso'],
    not: ['bns-70-gang-rape', 'bns-111-organised-crime'],
  },
  {
    q: "गाँव में मेरी 15 साल की भतीजी की शादी अगले हफ्ते तय कर दी गई है, लड़का 28 साल का है। मुझे ये शादी रुकवानी है, घरवाले मेरी नहीं सुनते।",
    lang: 'hi', side: 'victim',
    lead: ['pcma-child-marriage'],
    not: ['bns-82-bigamy', 'interfaith-marriage', 'hma-divorce'],
  },
  {
    q: "A placement agency took my sister to Delhi promising a job as house help. Now they've taken her phone, she's not paid, not allowed to come home. She called once from someone else's phone crying.",
    lang: 'en', side: 'victim',
    lead: ['bns-143-trafficking', 'bns-146-forced-labour', 'fir'],
    not: ['bns-306-theft-servant', 'employee-left-without-notice'],
  },
  {
    q: "office me mera manager late night call karke double meaning baatein karta hai aur bola appraisal chahiye to 'adjust' karna padega. company me 200 log hain",
    lang: 'hinglish', side: 'victim',
    lead: ['posh-act', 'bns-75-sexual-harassment'],
    not: ['posh-respondent', 'bns-64-rape'],
  },
  {
    q: "HR told me a junior colleague has filed a POSH complaint against me over a joke I made at a team dinner. The committee hearing is next week. can i bring a lawyer? what can they do to me",
    lang: 'en', side: 'accused',
    lead: ['posh-respondent'],
    not: ['bns-64-rape', 'bns-76-disrobe', 'bns-70-gang-rape'],
  },
  {
    q: "एक लड़का मेरी बहन के कॉलेज के गेट पर रोज़ खड़ा होकर भद्दे कमेंट करता है, सीटी बजाता है और पीछे-पीछे घर तक आता है।",
    lang: 'hi', side: 'victim',
    lead: ['bns-79-insult-modesty', 'bns-78-stalking'],
    not: ['bns-64-rape', 'bns-76-disrobe'],
  },
  {
    q: "I was raped by a man I met on a dating app, two days ago. I haven't told anyone. I'm scared to go to the police station alone. I haven't showered, does that matter?",
    lang: 'en', side: 'victim',
    lead: ['bns-64-rape', 'one-stop-centre', 'woman-complainant'],
    not: ['bns-69-false-promise', 'it-66d'],
  },
  {
    q: "chachi ko unke pati ne jhagde ke baad dhakka diya aur unka 3 mahine ka bachcha pet me hi khatam ho gaya. wo log hospital tak nahi le gaye",
    lang: 'hinglish', side: 'victim',
    lead: ['bns-88-miscarriage', 'bns-85-cruelty', 'dv-act'],
    not: ['bns-80-dowry-death', 'bns-103-murder'],
  },
  {
    q: "किसी ने मेरी फोटो को एडिट करके अश्लील बना दिया और इंस्टाग्राम पर मेरे नाम से पोस्ट कर दिया है। मेरे कॉलेज के लोग देख रहे हैं।",
    lang: 'hi', side: 'victim',
    lead: ['it-67', 'social-media-takedown', 'cyber-reporting'],
    not: ['bns-64-rape', 'bns-296-obscene-acts'],
  },
  {
    q: "Some men chased me and my friend near the railway bridge last night, tried to pull her dupatta and tear her kurta, we got away only because a car came.",
    lang: 'en', side: 'victim',
    lead: ['bns-76-disrobe', 'bns-74-outrage-modesty', 'fir'],
    not: ['bns-324-mischief', 'bns-304-snatching'],
  },
  {
    q: "padosan raat ko bahut cheekh rahi thi, uska pati usko peet raha tha. agar main 112 pe call karu to mujhe to koi problem nahi hogi na?",
    lang: 'hinglish', side: 'other',
    lead: ['women-helpline', 'dv-act'],
    not: ['bns-270-nuisance', 'bns-194-affray'],
  },
  {
    q: "I lived with him for 6 years, we have a daughter. Now he's thrown us out and says I have no rights since we never married. Where do I even start",
    lang: 'en', side: 'victim',
    lead: ['live-in-relationship', 'dv-residence', 'dv-monetary'],
    not: ['bns-82-bigamy', 'adultery-not-crime'],
  },
  {
    q: "My 13 year old son has been getting messages on a gaming app from an adult asking for his photos without clothes, offering game credits. I found it today.",
    lang: 'en', side: 'victim',
    lead: ['pocso', 'pocso-reporting', 'cyber-reporting'],
    not: ['juvenile', 'online-job-scam'],
  },
  {
    q: "मैं जिस कोचिंग में पढ़ती हूँ वहाँ के सर क्लास के बाद रुकने को कहते हैं और कंधे पर हाथ रखकर बातें करते हैं। मैं 17 साल की हूँ, घर पर बताने से डर लगता है।",
    lang: 'hi', side: 'victim',
    lead: ['pocso', 'pocso-reporting'],
    not: ['posh-respondent', 'juvenile'],
  },
  {
    q: "My cousin (23) was taken from her hostel in a car by a man and his brothers and 'married' to him the same night. She managed one call to us. What do we do?",
    lang: 'en', side: 'victim',
    lead: ['bns-87-abduct-marriage', 'habeas-corpus', 'fir'],
    not: ['pcma-child-marriage', 'interfaith-marriage'],
  },
  {
    q: "A man lived with my sister for 2 years, told everyone they'd had a temple wedding. Turns out there was never any wedding, he has a wife in his village, and now he's gone.",
    lang: 'en', side: 'victim',
    lead: ['bns-81-deceitful-marriage', 'live-in-relationship'],
    not: ['mwa-triple-talaq', 'adultery-not-crime'],
  },
  {
    q: "My friend was assaulted by three men in a car after a party. She's in hospital. Her parents want to keep it quiet because of 'family name'. I don't know what to do.",
    lang: 'en', side: 'victim',
    lead: ['bns-70-gang-rape', 'one-stop-centre', 'woman-complainant'],
    not: ['bns-69-false-promise', 'bns-191-rioting'],
  },
];
