import { LegalEntry, ref } from '../types';

/**
 * Tenancy from each side. The landlord's remedies and the tenant's protections are separate
 * entries because the advice differs: a landlord must go to the Rent Authority or court, never use
 * force; a tenant must keep paying while asserting their rights.
 */
export const tenancySides: LegalEntry[] = [
  {
    id: 'landlord-evicting-tenant', kind: 'civil', title: 'Getting a tenant to vacate (landlord\'s side)',
    sections: [ref('TPA', '106'), ref('TPA', '111'), ref('MTA', '21'), ref('MTA', '23'), ref('LIMITATION', 'Art. 67')],
    summary: 'A landlord can remove a tenant only through the law: end the tenancy by a proper notice and, if the tenant stays, get an eviction order from the Rent Authority or Rent Court (where the State has adopted the Model Tenancy Act), the Rent Controller under the State rent law, or the civil court. Cutting water or power, changing the locks or removing belongings is illegal even against a tenant in default.',
    forum: 'Rent Authority / Rent Court, Rent Controller under the State rent law, or the civil court',
    rights: [
      'Eviction grounds commonly allowed are unpaid rent, subletting without consent, misuse or damage of the premises, the end of the agreed tenancy period and, under most State rent laws, the owner\'s genuine need (MTA s.21 lists the grounds where it is adopted).',
      'Under the Model Tenancy Act, a tenant who stays on after the tenancy ends or is ended by notice owes twice the monthly rent for two months and four times the rent after that (MTA s.23).',
      'A suit to recover possession from a tenant can be filed within 12 years of the tenancy ending (Limitation Act, Art. 67).',
    ],
    steps: [
      'Find out which law governs: whether your State has adopted the Model Tenancy Act, whether the premises fall under a rent control law, or only the Transfer of Property Act.',
      'Send a written notice ending the tenancy (15 days for a month-to-month tenancy unless the agreement or local law says otherwise) by registered or speed post and keep the proof (TPA s.106).',
      'If the tenant does not leave, file an eviction application before the Rent Authority / Rent Court or Rent Controller, or a civil suit for possession.',
      'Claim the arrears and damages for use after the notice (mesne profits) in the same case, and ask that the tenant be made to pay rent while it is pending.',
      'Do not use force, cut supplies or lock the premises: it exposes you to criminal complaints and to orders restoring the tenant.',
    ],
    related: ['tenant-eviction', 'lease-notice', 'tenant-unpaid-rent', 'tenancy-agreement', 'lok-adalat'],
    keywords: ['tenant not vacating', 'kirayedar ghar khali nahi kar raha', 'how to evict tenant', 'get tenant out of my house', 'eviction petition by landlord', 'rent court eviction', 'tenant overstaying', 'makaan khali karwana'],
    keywordsHi: ['किरायेदार मकान खाली नहीं कर रहा', 'किरायेदार को निकालना', 'मकान खाली करवाना', 'बेदखली याचिका'],
    domains: ['tenancy'], roles: ['landlord'],
  },
  {
    id: 'tenant-unpaid-rent', kind: 'civil', title: 'A tenant not paying rent (landlord\'s side)',
    sections: [ref('MTA', '21'), ref('MTA', '25'), ref('CPC', 'Order XXXVII'), ref('LIMITATION', 'Art. 52')],
    summary: 'When a tenant stops paying, the landlord can claim the arrears with interest and, if the default continues, seek eviction. Under the Model Tenancy Act, not paying rent for two consecutive months after a demand is a ground for eviction, unless the tenant clears all dues within a month of the notice, a relief allowed only once.',
    forum: 'Rent Authority / Rent Court or Rent Controller; civil court or Small Causes Court for the money',
    rights: [
      'Arrears of rent can be recovered for the last three years (Limitation Act, Art. 52).',
      'A written lease lets you file a summary suit for the arrears, in which the tenant needs the court\'s leave to defend (CPC Order XXXVII).',
    ],
    steps: [
      'Send a written demand listing the months unpaid; give receipts for whatever is paid and keep bank records.',
      'Do not cut water or power or remove the tenant\'s goods: self-help is illegal and weakens your case.',
      'If payment does not come, apply for eviction on the ground of default with recovery of arrears before the Rent Authority / Rent Court or Rent Controller, or file a money suit.',
      'Adjust the security deposit only when the tenancy ends, against actual dues, and give the tenant an account.',
      'For future lettings: a written agreement, police verification of the tenant where your city requires it, and rent through the bank.',
    ],
    related: ['landlord-evicting-tenant', 'tenant-eviction', 'security-deposit', 'order-37', 'lok-adalat'],
    keywords: ['kirayedar kiraya nahi de raha', 'tenant not paying rent', 'rent arrears recovery', 'tenant stopped paying rent', 'kiraya baki hai', 'recover unpaid rent', 'tenant defaulted on rent'],
    keywordsHi: ['किरायेदार किराया नहीं दे रहा', 'बकाया किराया', 'किराया वसूली', 'किराया बाकी'],
    domains: ['tenancy'], roles: ['landlord'],
  },
  {
    id: 'tenant-harassment', notIf: ['vacated'], kind: 'civil', title: 'A landlord cutting supplies or entering without notice (tenant\'s side)',
    sections: [ref('MTA', '20'), ref('MTA', '17'), ref('MTA', '14'), ref('SRA', '6')],
    summary: 'A landlord may not cut water, electricity or other essential supplies to pressure a tenant, and may enter the rented premises only after giving notice. The Rent Authority can order supplies restored with compensation; forced entry, threats or removing your belongings can also be offences.',
    forum: 'Rent Authority or Rent Controller; police for trespass or threats; civil court if you are thrown out',
    rights: [
      'A landlord must not withhold any essential supply or service; the Rent Authority can order it restored and make the landlord pay compensation (MTA s.20). Most State rent laws also forbid cutting supplies.',
      'The landlord may enter the premises only after giving you at least 24 hours\' notice in writing or electronically, for repairs, inspection or another reasonable purpose (MTA s.17).',
      'If you are thrown out without due process, you can sue within six months to get possession back without proving title (SRA s.6).',
    ],
    steps: [
      'Keep paying rent by bank transfer or against receipts; if the landlord refuses to accept it, deposit it with the Rent Authority or Rent Controller (MTA s.14).',
      'Record the harassment: dates, photos, messages, complaints to the electricity or water supplier.',
      'Apply in writing to the Rent Authority or Rent Controller for restoration of supplies and compensation.',
      'If the landlord enters by force, threatens you or removes your belongings, complain to the police (criminal trespass, BNS s.329; intimidation, BNS s.351).',
    ],
    related: ['tenant-eviction', 'illegal-dispossession', 'bns-329-trespass', 'bns-351-intimidation', 'legal-aid'],
    keywords: ['landlord cut electricity', 'landlord cut water supply', 'makaan malik ne bijli kaat di', 'landlord entering without permission', 'landlord harassing tenant', 'pani band kar diya makaan malik', 'landlord locked my room'],
    keywordsHi: ['मकान मालिक ने बिजली काट दी', 'मकान मालिक ने पानी बंद किया', 'बिना बताए घर में घुसना', 'मकान मालिक परेशान कर रहा'],
    domains: ['tenancy'], roles: ['tenant'],
  },
  {
    id: 'deposit-recovery', kind: 'civil', title: 'Recovering a security deposit through a notice and suit',
    sections: [ref('MTA', '11'), ref('CPC', 'Order XXXVII'), ref('CPC', '34')],
    summary: 'A landlord must return the security deposit when the tenant hands back possession, deducting only genuine dues such as unpaid rent, bills or damage beyond normal wear and tear. If the landlord keeps it, the tenant can send a legal notice and then sue; a written agreement allows a faster summary suit.',
    forum: 'Rent Authority / Rent Court where the Model Tenancy Act applies; otherwise the Small Causes Court or civil court; Lok Adalat for settlement',
    rights: [
      'Under the Model Tenancy Act the deposit for a home is capped at two months\' rent and must be refunded when the landlord takes back vacant possession, after lawful deductions (MTA s.11).',
      'The court can add interest to a decree for the deposit (CPC s.34).',
    ],
    steps: [
      'At handover, take dated photos or video of the premises, return the keys against a written acknowledgement, and settle the final utility bills.',
      'Send a written demand, then a lawyer\'s notice giving 15 days to refund or to account for any deduction.',
      'If it is not paid, sue for the amount with interest within three years of the refund falling due: a summary suit under CPC Order XXXVII where a written agreement shows the deposit, or an ordinary money suit.',
      'Where the Model Tenancy Act applies, apply to the Rent Authority or Rent Court instead.',
      'For small amounts, a pre-litigation Lok Adalat through the Legal Services Authority is often quicker.',
    ],
    related: ['security-deposit', 'order-37', 'lok-adalat', 'legal-aid'],
    keywords: ['security deposit not returned', 'deposit wapas nahi diya', 'legal notice for deposit refund', 'sue landlord for deposit', 'advance wapas nahi kiya', 'recover deposit from landlord', 'landlord deducted deposit'],
    keywordsHi: ['सिक्योरिटी डिपॉजिट वापस नहीं', 'जमा राशि वापस', 'एडवांस वापस नहीं किया', 'मकान मालिक डिपॉजिट नहीं लौटा रहा'],
    domains: ['tenancy'], roles: ['tenant'],
  },
  {
    id: 'rent-increase', notIf: ['vacated'], kind: 'civil', title: 'Rent increases during a tenancy',
    sections: [ref('MTA', '9'), ref('MTA', '10')],
    summary: 'Rent can be raised only as the tenancy agreement allows; where the Model Tenancy Act applies and the agreement is silent, the landlord must give three months\' written notice before the new rent applies, and disputes go to the Rent Authority. Under older State rent control laws, rent is limited to the standard or fair rent the Rent Controller fixes.',
    forum: 'Rent Authority (Model Tenancy Act) or Rent Controller',
    rights: [
      'An increase the agreement does not allow is not binding during the agreed term; the tenant can keep paying the agreed rent.',
      'Where landlord and tenant disagree on a revision, the Rent Authority can fix the revised rent (MTA s.10).',
    ],
    steps: [
      'Read the rent clause: the escalation rate, when it applies, and the notice required.',
      'Landlord: give written notice of the revision as the agreement or law requires (three months under the MTA). Tenant: reply in writing if you do not accept it.',
      'If the disagreement continues, apply to the Rent Authority or Rent Controller to fix the rent; under rent control laws a tenant can ask for the standard rent to be fixed.',
      'Keep paying the undisputed rent on time by bank transfer: stopping payment gives the landlord a ground for eviction.',
    ],
    related: ['tenancy-agreement', 'tenant-eviction', 'landlord-evicting-tenant'],
    keywords: ['rent increase', 'kiraya badha diya', 'landlord raised rent', 'rent hike notice', 'how much rent increase allowed', 'rent escalation clause', 'standard rent fixation'],
    keywordsHi: ['किराया बढ़ा दिया', 'किराया वृद्धि', 'किराया बढ़ाने का नोटिस', 'मानक किराया'],
    domains: ['tenancy'],
  },
];
