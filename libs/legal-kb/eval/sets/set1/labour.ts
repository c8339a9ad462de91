// Wages, dues, dismissal, maternity, bonded labour; employers and accused staff too.
import type { EvalSituation } from '../../types';

export const LABOUR: EvalSituation[] = [
  {
    q: "The company hasn't given me my last two months' pay. HR keeps saying 'funds are stuck, wait'. I still work there and about 60 of us are in the same boat.",
    lang: 'en', side: 'victim',
    lead: ['wages-unpaid'],
    not: ['bns-318-cheating', 'bns-303-theft', 'employee-left-without-notice'],
  },
  {
    q: "maine 15 din pehle resign kiya, notice period bhi poora kiya, ab bol rahe FnF 90 din baad milega aur experience letter bhi abhi nahi denge",
    lang: 'hinglish', side: 'victim',
    lead: ['wages-final-settlement'],
    not: ['employee-left-without-notice', 'bns-316-breach-of-trust'],
  },
  {
    q: "मैं फैक्टरी में रोज़ 12 घंटे काम करता हूँ और महीने के 7000 रुपये मिलते हैं। ओवरटाइम का एक पैसा नहीं मिलता।",
    lang: 'hi', side: 'victim',
    lead: ['minimum-wage'],
    not: ['bonded-labour', 'bns-143-trafficking'],
  },
  {
    q: "Worked 7 years at a private school as a teacher, resigned last year. They're refusing gratuity saying teachers are not covered. Is that true?",
    lang: 'en', side: 'victim',
    lead: ['gratuity'],
    not: ['posh-act', 'bns-316-breach-of-trust'],
  },
  {
    q: "company 2 saal se salary se PF kaat rahi thi par EPFO passbook me sirf 4 mahine ka paisa jama dikh raha hai",
    lang: 'hinglish', side: 'victim',
    lead: ['provident-fund'],
    not: ['bns-303-theft', 'rbi-ombudsman'],
  },
  {
    q: "मुझे बिना किसी नोटिस के नौकरी से निकाल दिया, बस WhatsApp पर मैसेज आया कि कल से मत आना। मैं चार साल से वहाँ मशीन ऑपरेटर था।",
    lang: 'hi', side: 'victim',
    lead: ['wrongful-termination'],
    not: ['employee-left-without-notice', 'bns-318-cheating'],
  },
  {
    q: "I told my manager I'm pregnant and 2 weeks later got a termination letter for 'performance issues'. My ratings have been good for 3 years.",
    lang: 'en', side: 'victim',
    lead: ['maternity-benefit', 'wrongful-termination'],
    not: ['bns-88-miscarriage', 'pocso', 'employee-left-without-notice'],
  },
  {
    q: "hamare gaon ke 10 logon ko ek bhatta maalik ne advance diya tha, ab kehta hai karza chukne tak kaam karo, jaane nahi deta, mazdoori bhi nahi deta",
    lang: 'hinglish', side: 'victim',
    lead: ['bonded-labour', 'bns-146-forced-labour'],
    not: ['employee-left-without-notice', 'order-37'],
  },
  {
    q: "A developer we trained for 6 months left without serving his 3 month notice. He had signed a 2 lakh training bond. Can we hold his last salary and his original degree certificate?",
    lang: 'en', side: 'other',
    lead: ['employee-left-without-notice'],
    not: ['wages-unpaid', 'bns-316-breach-of-trust', 'bns-318-cheating'],
  },
  {
    q: "हमारे ऑफिस का एक कर्मचारी दो दिन की छुट्टी लेकर गया और फिर लौटा ही नहीं, कंपनी का लैपटॉप भी उसी के पास है। फोन नहीं उठाता।",
    lang: 'hi', side: 'other',
    lead: ['employee-left-without-notice', 'bns-316-breach-of-trust'],
    not: ['wages-unpaid', 'missing-person'],
  },
  {
    q: "meri company me ek ladki ne mere upar POSH complaint ki thi, committee ne report di ki main guilty hu aur 2 increment rok diye. appeal kaise karu?",
    lang: 'hinglish', side: 'accused',
    lead: ['posh-respondent'],
    not: ['bns-64-rape', 'bns-76-disrobe'],
  },
  {
    q: "I'm a domestic worker, I clean 4 houses. One madam hasn't paid me for 3 months and says she'll tell police I stole from her if I keep asking.",
    lang: 'en', side: 'victim',
    lead: ['wages-unpaid', 'bns-351-intimidation'],
    not: ['bns-306-theft-servant', 'bns-303-theft'],
  },
  {
    q: "ठेकेदार ने बिल्डिंग साइट पर 45 दिन काम करवाया और पैसे दिए बिना भाग गया। हम 20 मज़दूर हैं, सब दूसरे राज्य से आए हैं।",
    lang: 'hi', side: 'victim',
    lead: ['wages-unpaid', 'minimum-wage'],
    not: ['bns-310-dacoity', 'employee-left-without-notice'],
  },
  {
    q: "HR ne zabardasti resignation likhwaya, bola sign karo warna terminate karke blacklist kar denge. ab lagta hai galat hua mere saath",
    lang: 'hinglish', side: 'victim',
    lead: ['wrongful-termination'],
    not: ['bns-336-forgery', 'employee-left-without-notice'],
  },
  {
    q: "I run a small garment unit with 25 workers. Got a notice from the labour inspector saying I haven't paid minimum wages as per the new notification. What are my options?",
    lang: 'en', side: 'accused',
    lead: ['minimum-wage'],
    not: ['bonded-labour', 'bns-143-trafficking'],
  },
  {
    q: "मैटरनिटी लीव के दौरान कंपनी ने सिर्फ 12 हफ्ते की सैलरी दी, बाकी छुट्टी को बिना वेतन बता रहे हैं।",
    lang: 'hi', side: 'victim',
    lead: ['maternity-benefit'],
    not: ['bns-88-miscarriage', 'child-custody'],
  },
  {
    q: "Our security agency deducts 'uniform fee' and 'room rent' from our salary every month, we get 9000 in hand out of 14000 written in the letter.",
    lang: 'en', side: 'victim',
    lead: ['minimum-wage', 'wages-unpaid'],
    not: ['tenant-unpaid-rent', 'security-deposit'],
  },
  {
    q: "My company is shutting down the Pune branch and told 40 of us to leave by month end with just one month's salary. I've been there 9 years. Is that all we get?",
    lang: 'en', side: 'victim',
    lead: ['wrongful-termination', 'gratuity'],
    not: ['employee-left-without-notice', 'bns-318-cheating'],
  },
  {
    q: "i changed jobs 2 years ago and my old employer still hasn't transferred my PF, they don't reply to mails. new company says they can't do anything",
    lang: 'en', side: 'victim',
    lead: ['provident-fund'],
    not: ['bns-303-theft', 'credit-report-error'],
  },
  {
    q: "I'm a shop owner. My cashier of 2 years has been caught short by 1.4 lakh over a few months. He's still coming to work. Can I deduct it from his salary or go to police?",
    lang: 'en', side: 'victim',
    lead: ['bns-306-theft-servant', 'bns-316-breach-of-trust'],
    not: ['wages-unpaid', 'wrongful-termination'],
  },
];
