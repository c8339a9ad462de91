// Messages that do not say which side the person is on, where the advice differs by side:
// the engine should ask, and `then` gives the person's answer and the right lead after it.
import type { EvalSituation } from '../../types';

export const AMBIGUOUS: EvalSituation[] = [
  {
    q: "what happens in a cheque bounce case?",
    lang: 'en', side: 'other', ambiguous: true,
    then: { reply: "I gave a cheque to my supplier and it bounced, now his lawyer sent me a notice", lead: ['ni-138-drawer'] },
    not: ['bns-309-robbery', 'bns-111-organised-crime'],
  },
  {
    q: "498A case mein kya hota hai",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "meri behen ne apne sasural walon pe kiya hai, wo log paison ke liye usko maarte the", lead: ['bns-85-cruelty', 'dowry-prohibition'] },
  },
  {
    q: "DV case kaise ladein? kitna time lagta hai",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "meri wife ne mere aur meri maa ke upar DV ka case dala hai", lead: ['dv-respondent'] },
  },
  {
    q: "How does maintenance work after a separation?",
    lang: 'en', side: 'other', ambiguous: true,
    then: { reply: "I'm the husband. She's asking 40k a month and I earn 55k.", lead: ['maintenance-payer'] },
  },
  {
    q: "किरायेदार और मकान मालिक के झगड़े में कानून क्या कहता है?",
    lang: 'hi', side: 'other', ambiguous: true,
    then: { reply: "मैं मकान मालिक हूँ, किरायेदार छह महीने से किराया नहीं दे रहा", lead: ['tenant-unpaid-rent', 'landlord-evicting-tenant'] },
  },
  {
    q: "POSH complaint ka process kya hota hai office me?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "mere against complaint hui hai, committee ne notice bheja hai", lead: ['posh-respondent'] },
    not: ['bns-64-rape', 'bns-70-gang-rape'],
  },
  {
    q: "who gets custody of the child after divorce?",
    lang: 'en', side: 'other', ambiguous: true,
    then: { reply: "my ex has our son and won't let me see him even on weekends", lead: ['custody-visitation', 'child-custody'] },
  },
  {
    q: "What's the punishment for an accident caused by rash driving?",
    lang: 'en', side: 'other', ambiguous: true,
    then: { reply: "my dad was driving and hit a scooter, the man's leg is broken, police took dad's licence", lead: ['accident-driver-accused'] },
  },
  {
    q: "पीछा करने (स्टॉकिंग) का केस कैसे चलता है?",
    lang: 'hi', side: 'other', ambiguous: true,
    then: { reply: "एक लड़की ने मुझ पर इल्ज़ाम लगाया है कि मैं उसका पीछा करता हूँ, पुलिस ने थाने बुलाया है", lead: ['fir-against-me', 'notice-appearance'] },
  },
  {
    q: "rape case me bail milti hai kya?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "mera bhai 3 din se jail me hai, ladki uski girlfriend thi", lead: ['bail-non-bailable'] },
  },
  {
    q: "consumer court ka case kaise chalta hai?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "ek customer ne meri dukaan pe case kar diya hai, notice aaya hai", lead: ['seller-consumer-defence'] },
  },
  {
    q: "What is the eviction process in Maharashtra?",
    lang: 'en', side: 'other', ambiguous: true,
    then: { reply: "I own the flat. The tenant's leave and licence ended in January and he won't move out.", lead: ['landlord-evicting-tenant'] },
  },
  {
    q: "चेक बाउंस में कितनी सज़ा होती है?",
    lang: 'hi', side: 'other', ambiguous: true,
    then: { reply: "मैंने एक दोस्त को 3 लाख उधार दिए थे, उसका दिया चेक बाउंस हो गया", lead: ['ni-138'] },
  },
  {
    q: "FIR ke baad kya hota hai?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "mere upar maar-peet ki FIR hui hai, abhi tak police ne bulaya nahi", lead: ['fir-against-me', 'anticipatory-bail', 'notice-appearance'] },
  },
  {
    q: "road accident ho gaya hai, ab kya karna chahiye?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "mere papa ko ek car ne takkar maari, wo hospital me hain", lead: ['mva-claim', 'fir'] },
  },
  {
    q: "notice period serve na karo to kya hota hai?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "maine resign kiya hai, company bol rahi hai 2 mahine ki salary bharo tabhi relieving letter denge", lead: ['wages-final-settlement'] },
  },
  {
    q: "ज़मीन पर कब्ज़े का केस कैसे लड़ें?",
    lang: 'hi', side: 'other', ambiguous: true,
    then: { reply: "पड़ोसी ने हमारी ज़मीन पर कब्ज़ा करके दीवार बना ली है", lead: ['encroachment', 'injunction'] },
  },
  {
    q: "security deposit wapas karne ke kya rules hain?",
    lang: 'hinglish', side: 'other', ambiguous: true,
    then: { reply: "main kirayedar hu, March me ghar khaali kiya tha, maalik abhi tak 2 mahine ka deposit nahi lauta raha", lead: ['deposit-recovery', 'security-deposit'] },
  },
];
