// Set 4: matrimonial, maintenance, domestic violence, senior citizens, children, property, inheritance, tenancy.
import type { EvalSituation } from '../../types';

export const FAMILY_PROPERTY: EvalSituation[] = [
  // matrimonial / family
  { q: "My husband keeps saying he will divorce me and has moved back to his parents. I don't want a divorce. Nothing in writing yet. What happens if he files and where would he file it?", lang: 'en', side: 'accused', lead: ['hma-divorce'] },
  { q: 'Me and my wife both agree to separate, we have lived apart for 2 years already. What is the quickest legal way to end the marriage?', lang: 'en', side: 'other', lead: ['hma-mutual-divorce', 'mutual-divorce-waiver'], not: ['bns-85-cruelty', 'dowry-prohibition'] },
  { q: 'shaadi ko 8 mahine hue, biwi maike chali gayi aur wapas nahi aa rahi. main chahta hu wo wapas aaye, iske liye koi case hota hai kya?', lang: 'hinglish', side: 'other', lead: ['restitution'], not: ['bns-137-kidnapping', 'missing-person'] },
  { q: 'मेरे पति ने मुझसे तलाक लिए बिना दूसरी औरत से शादी कर ली है। मैं क्या कर सकती हूँ?', lang: 'hi', side: 'victim', lead: ['bns-82-bigamy'] },
  { q: "My ex-wife took our 6 year old to her parents' town and won't let me even talk to him on the phone. The divorce case is still pending.", lang: 'en', side: 'other', lead: ['custody-visitation', 'child-custody', 'child-abduction-parent'], not: ['bns-137-kidnapping', 'bns-140-kidnap-ransom'] },
  { q: "I'm Hindu and she is Muslim, both of us are 26 and our families are against it. How can we marry legally without anyone converting?", lang: 'en', side: 'other', lead: ['interfaith-marriage'] },
  { q: 'mere husband ne phone pe teen baar talaq bol diya aur ghar se nikal diya. hum muslim hain, ab kya hoga?', lang: 'hinglish', side: 'victim', lead: ['mwa-triple-talaq'] },
  // maintenance
  { q: 'My husband left me and our two kids a year ago and sends nothing. I work as a maid for 6000 a month. Can I make him pay for the children?', lang: 'en', side: 'victim', lead: ['maintenance-144', 'hama-wife'], not: ['maintenance-payer'] },
  { q: 'My wife has filed for maintenance asking 40k per month. I earn 35k and pay a home loan EMI. How will the court decide the amount?', lang: 'en', side: 'accused', lead: ['maintenance-payer'] },
  { q: 'court ne 8000 mahina dene ka order diya tha, par pati 6 mahine se ek paisa nahi de raha. ab kya karu?', lang: 'hinglish', side: 'victim', lead: ['maintenance-144', 'hma-maintenance'], not: ['maintenance-payer'] },
  { q: 'Divorce case is going on in the family court. I have had no job since marriage. Can I ask for money for my expenses and the case while it is pending?', lang: 'en', side: 'victim', lead: ['hma-maintenance', 'maintenance-144'] },
  // domestic violence
  { q: "My husband drinks and beats me almost every week, last night with a belt. We have a 3 year old. I don't want to go to the police, I just want it to stop and to stay safe.", lang: 'en', side: 'victim', lead: ['dv-act', 'women-helpline', 'one-stop-centre'] },
  { q: 'सास और ननद मुझे घर से निकालना चाहती हैं, कहती हैं घर उनके नाम है। पति कुछ नहीं बोलते। क्या मुझे घर छोड़ना पड़ेगा?', lang: 'hi', side: 'victim', lead: ['dv-residence', 'dv-act'] },
  { q: 'My brother’s wife has filed a domestic violence case and named me too. I live in another city and have met her twice. Do I have to go to court?', lang: 'en', side: 'accused', lead: ['dv-respondent'] },
  { q: 'sasural wale roz taane dete hain aur maarte bhi hain, bol rahe hain 5 lakh aur car laao warna wapas mat aana', lang: 'hinglish', side: 'victim', lead: ['bns-85-cruelty', 'dowry-prohibition', 'dv-act'] },
  { q: 'My husband threw me out at night after a fight. I am at my mother’s with only my clothes. My jewellery from my parents and all my things are still in his house. How do I get them back?', lang: 'en', side: 'victim', lead: ['dv-act', 'dv-monetary', 'dv-residence', 'bns-316-breach-of-trust'] },
  // senior citizens
  { q: 'I gifted my house to my son two years ago. Now he and his wife have stopped giving me food and want me to go to my daughter. I am 74.', lang: 'en', side: 'victim', lead: ['senior-eviction', 'senior-citizens'] },
  { q: 'बेटा मुझे वृद्धाश्रम में छोड़ गया और उसके बाद कभी मिलने नहीं आया, न पैसे भेजता है।', lang: 'hi', side: 'victim', lead: ['senior-abandonment', 'senior-citizens'] },
  { q: 'मेरे बेटे मुझे खर्चा नहीं देते। मैं 72 साल का हूँ और पत्नी बीमार रहती है। क्या मैं उनसे हर महीने पैसे मांग सकता हूँ?', lang: 'hi', side: 'victim', lead: ['senior-citizens', 'maintenance-144'] },
  { q: 'My 80 year old mother rents out the ground floor. The tenant has not paid for 7 months and shouts at her when she asks.', lang: 'en', side: 'victim', lead: ['tenant-unpaid-rent', 'landlord-evicting-tenant'], not: ['tenant-harassment', 'security-deposit'] },
  // children
  { q: 'स्कूल के एक शिक्षक ने मेरी 9 साल की बेटी को गलत तरीके से छुआ। वह डरी हुई है।', lang: 'hi', side: 'victim', lead: ['pocso', 'pocso-reporting'] },
  { q: 'My 16 year old daughter left home with a boy from our street two days ago and her phone is off.', lang: 'en', side: 'victim', lead: ['bns-137-kidnapping', 'missing-person'] },
  { q: 'hamare gaon me agle hafte 15 saal ki ladki ki shaadi ho rahi hai, kaise rokein?', lang: 'hinglish', side: 'victim', lead: ['pcma-child-marriage'] },
  { q: 'My husband took our 2 year old son to his parents’ place and won’t bring him back. We are not divorced.', lang: 'en', side: 'victim', lead: ['child-abduction-parent', 'child-custody'], not: ['bns-140-kidnap-ransom'] },
  { q: 'A 13 year old boy from our street works full time at a dhaba, washing dishes till midnight. Who do I tell?', lang: 'en', side: 'victim', lead: ['child-labour'] },
  { q: 'My son is 17. Police caught him with friends who stole a scooter. They are keeping him at the station.', lang: 'en', side: 'accused', lead: ['juvenile'], not: ['bns-111-organised-crime'] },
  // property and land
  { q: 'My neighbour built his new wall two feet inside our plot while we were away. The patwari’s old measurement shows our line.', lang: 'en', side: 'victim', lead: ['encroachment', 'boundary-demarcation'] },
  { q: 'papa ki death ke baad zameen abhi bhi unke naam pe hai, tehsil me apne naam kaise karwayein?', lang: 'hinglish', side: 'other', lead: ['mutation'] },
  { q: 'मेरे चाचा हमारी पुश्तैनी ज़मीन का बँटवारा नहीं कर रहे और सारी ज़मीन पर खुद खेती करते हैं।', lang: 'hi', side: 'victim', lead: ['partition-suit'] },
  { q: 'I paid 10 lakh as advance for a plot and we signed an agreement. Now the seller says the price has gone up and refuses to register the sale deed.', lang: 'en', side: 'other', lead: ['agreement-to-sell-breach'], not: ['property-fraud'] },
  { q: 'Someone sold my late father’s plot to a stranger using a fake power of attorney. We found out at the sub-registrar office.', lang: 'en', side: 'victim', lead: ['property-fraud', 'bns-336-forgery', 'bns-340-forged-document'] },
  { q: 'Some people say they will start building on our farm next week. They have no papers. Can we stop them before they start?', lang: 'en', side: 'victim', lead: ['injunction', 'bns-329-trespass'] },
  // inheritance / succession
  { q: 'My father died without a will. The bank will not release his fixed deposit to us without some certificate.', lang: 'en', side: 'other', lead: ['succession-certificate'] },
  { q: 'bhai kehta hai ladkiyon ka papa ki zameen me koi hissa nahi hota, kya ye sach hai?', lang: 'hinglish', side: 'victim', lead: ['daughters-coparcenary'] },
  { q: 'My uncle has brought out a will saying grandfather left him everything. It was signed a week before grandfather died in hospital. We think it is fake.', lang: 'en', side: 'victim', lead: ['will-contest'] },
  { q: 'दादाजी के मकान में हम चार भाई-बहनों का हिस्सा है, पर बड़ा भाई किसी को हिस्सा नहीं दे रहा।', lang: 'hi', side: 'victim', lead: ['partition-suit', 'daughters-coparcenary'] },
  // tenancy
  { q: 'I moved out last month after giving proper notice. The owner has not returned my two months’ deposit and now does not answer.', lang: 'en', side: 'victim', lead: ['security-deposit', 'deposit-recovery'], not: ['tenant-unpaid-rent', 'landlord-evicting-tenant', 'tenant-eviction'] },
  { q: 'My tenant’s agreement ended in March. He refuses to leave, says he will go only when he finds another place. He does pay the rent.', lang: 'en', side: 'other', lead: ['landlord-evicting-tenant'], not: ['tenant-eviction', 'illegal-dispossession'] },
  { q: 'makan malik ne bijli pani kaat diya kyunki maine kiraya badhane se mana kar diya', lang: 'hinglish', side: 'victim', lead: ['tenant-harassment', 'rent-increase'], not: ['landlord-evicting-tenant'] },
  { q: 'किरायेदार ने 6 महीने से किराया नहीं दिया है और अब फ़ोन भी नहीं उठाता।', lang: 'hi', side: 'other', lead: ['tenant-unpaid-rent'], not: ['security-deposit', 'tenant-harassment'] },
  { q: 'Is an 11 month rent agreement valid if we do not register it?', lang: 'en', side: 'other', lead: ['tenancy-agreement'] },
  { q: 'The landlord locked my room while I was at work and put my things outside. I have lived there 4 years and paid rent every month.', lang: 'en', side: 'victim', lead: ['illegal-dispossession', 'tenant-eviction'], not: ['landlord-evicting-tenant'] },
];
