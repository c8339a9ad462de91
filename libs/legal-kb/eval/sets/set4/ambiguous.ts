// Set 4: questions that do not say the asker's side where the advice differs by side (ask first), and
// stories that lack the fact a lead needs (a question, or a general route, is right; a confident wrong lead is not).
import type { EvalSituation } from '../../types';

export const AMBIGUOUS_4: EvalSituation[] = [
  { q: 'What is the punishment for a bounced cheque?', lang: 'en', side: 'other', ambiguous: true, then: { reply: 'I gave the cheque, it bounced, and now I have a notice', lead: ['ni-138-drawer'] } },
  { q: 'Can electricity be cut off for a tenant who does not pay?', lang: 'en', side: 'other', ambiguous: true, then: { reply: 'I am the owner, the tenant owes 5 months', lead: ['tenant-unpaid-rent', 'landlord-evicting-tenant'] } },
  { q: '498A ka case kaise chalta hai?', lang: 'hinglish', side: 'other', ambiguous: true, then: { reply: 'meri bahu ne hum sab par case kar diya hai', lead: ['cruelty-accused'] } },
  { q: 'How does a domestic violence case work in court?', lang: 'en', side: 'other', ambiguous: true, then: { reply: 'My wife has filed it against me and my mother', lead: ['dv-respondent'] } },
  { q: 'चेक बाउंस का केस कितने दिन में करना होता है?', lang: 'hi', side: 'other', ambiguous: true, then: { reply: 'मुझे पैसे लेने हैं, चेक मुझे मिला था जो बाउंस हुआ', lead: ['ni-138'] } },
  { q: 'What happens after a POSH complaint is made at the office?', lang: 'en', side: 'other', ambiguous: true, then: { reply: 'A colleague has complained against me', lead: ['posh-respondent'] } },
  { q: 'What are the rules for getting the security deposit back?', lang: 'en', side: 'other', ambiguous: true, then: { reply: 'I am the tenant, I left the flat last week', lead: ['security-deposit', 'deposit-recovery'] } },
  { q: 'maintenance kitna milta hai court se?', lang: 'hinglish', side: 'other', ambiguous: true, then: { reply: 'meri wife ne case kiya hai, mujhe dena padega', lead: ['maintenance-payer'] } },
  { q: 'गुज़ारा भत्ता का केस कैसे होता है?', lang: 'hi', side: 'other', ambiguous: true, then: { reply: 'मेरे पति ने मुझे छोड़ दिया है, मुझे पैसे चाहिए', lead: ['maintenance-144', 'hma-maintenance', 'hama-wife'] } },
  { q: 'What happens in a road accident case?', lang: 'en', side: 'other', ambiguous: true, then: { reply: 'I was the one driving the car, the other man got hurt', lead: ['accident-driver-accused'] } },
  // The defining fact is missing: money owed with no cheque named, a fight with no injury told.
  { q: 'Someone owes me 1.5 lakh and keeps delaying. What legal action can I take?', lang: 'en', side: 'victim', lead: ['order-37'], not: ['ni-138', 'ni-138-drawer', 'property-fraud'] },
  { q: 'paise wapas nahi kar raha hai, 2 saal ho gaye, kya case karun?', lang: 'hinglish', side: 'victim', lead: ['order-37'], not: ['ni-138-drawer', 'property-fraud'] },
  { q: 'उसने मुझसे उधार लिया था और अब मुकर गया है कि कभी पैसे लिए ही नहीं।', lang: 'hi', side: 'victim', lead: ['order-37', 'bns-318-cheating'], not: ['ni-138-drawer', 'property-fraud'] },
  { q: 'Someone posted my photos online without asking and wrote bad things about me.', lang: 'en', side: 'victim', lead: ['bns-356-defamation', 'social-media-takedown', 'it-66e-privacy', 'cyber-reporting'] },
];
