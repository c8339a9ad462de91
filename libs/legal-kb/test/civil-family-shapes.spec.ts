/**
 * Family, succession, labour, banking, consumer and civil-money stories whose law is decided by one fact
 * (rules.yaml `asks` and `requires`, cues.yaml roles, the claim value): each rule on sentences of its own.
 */
import { amountsIn, answerOffline, frameOf, legalKb, triage } from '../src';

const kb = legalKb();
const leadOf = (q: string) => triage(kb, q).lead?.id;
const answerLead = (q: string) => {
  const turn = answerOffline(kb, q);
  return turn.answer.kind === 'legal-aid' ? 'legal-aid' : turn.triage?.lead?.id;
};

describe('family', () => {
  it('two adults of different faiths who want to marry are under the Special Marriage Act, even when threatened', () => {
    expect(leadOf('I am a Jain and my fiance is Christian, we both want a registered marriage without conversion')).toBe('interfaith-marriage');
    expect(leadOf('main sikh hu aur wo hindu hai, shaadi karni hai lekin uske chacha jaan se maarne ki dhamki dete hai')).toBe('interfaith-marriage');
    expect(leadOf('मैं हिंदू हूँ, मेरी मंगेतर मुस्लिम है, उसके भाई धमकी दे रहे हैं, हम शादी कैसे करें')).toBe('interfaith-marriage');
    // One faith named twice is no inter-faith marriage.
    expect(leadOf('we are both Hindu and want to marry in an Arya Samaj temple, my parents threaten to kill me')).not.toBe('interfaith-marriage');
  });

  it('a father\'s estate is not a woman\'s property: HSA s.15 does not lead when the deceased is a man', () => {
    for (const q of [
      'my dad passed away last year without a will, he owned a shop and a house, my brothers say my sister gets no share',
      'pitaji ka dehant ho gaya, unhone koi wasiyat nahi likhi, chacha kehte hai beti ko hissa nahi milega',
      'पापा की मौत के बाद उनके खरीदे प्लॉट में मेरी दोनों बहनों का हक है या नहीं',
    ]) {
      expect(leadOf(q)).not.toBe('hindu-female-succession');
      expect(['daughters-coparcenary', 'partition-suit', 'succession-certificate']).toContain(leadOf(q));
    }
    // A woman's own property still leads to s.15.
    expect(leadOf('my aunt was a widow with no children, she died and left a flat in her name, who inherits it')).toBe('hindu-female-succession');
  });

  it('a parent kept from the child by the other parent is custody or visitation', () => {
    const custody = ['custody-visitation', 'child-custody', 'child-abduction-parent'];
    expect(custody).toContain(leadOf('my husband has kept our son at his parents\' house for three months and does not let me see him, the divorce is pending'));
    expect(custody).toContain(leadOf('biwi meri beti ko lekar chali gayi aur ab phone pe bhi baat nahi karwati'));
    expect(custody).toContain(leadOf('my husband took our daughter to his village and does not let me see her, our divorce case is pending'));
    // A son and daughter-in-law who take over an old father's house are not a custody story.
    expect(custody).not.toContain(leadOf('my son and his wife took my bedroom and now they do not let me into my own kitchen, the house is mine'));
  });

  it('parents who part and ask which of them the child will live with ask for custody, not the divorce', () => {
    const custody = ['child-custody', 'custody-visitation'];
    expect(leadOf('my wife and I are splitting up and both of us want our 5 year old to live with us, who keeps her')).toBe('child-custody');
    expect(leadOf('my husband earns three times what I do, in the divorce will the court hand him the children because of that')).toBe('child-custody');
    expect(custody).toContain(leadOf('my wife and I are separating, our daughter is 6, which of us will the court let her stay with'));
    expect(custody).toContain(leadOf('in our divorce my husband says the kids should live with him because his salary is bigger, will the judge give him the children'));
    expect(custody).toContain(leadOf('we both filed for mutual divorce but cannot agree who keeps our son, what does the family court look at'));
    expect(custody).toContain(leadOf('alag hone ke baad kya maa ko bachche milenge ya papa ko, beti 8 saal ki hai'));
    expect(custody).toContain(leadOf('ডিভোর্সের পর মেয়ে কার কাছে থাকবে, আমি চাকরি করি না'));
    // A divorce with no question of the child stays the divorce's.
    expect(leadOf('we are separating by mutual consent after two years apart, how long does the court take')).not.toMatch(/custody/);
  });

  it('a spouse\'s affair asked about as a ground for divorce is the divorce; asked about as a crime, adultery is no crime', () => {
    expect(leadOf('my wife is having an affair with her boss, I have photos, can I file for divorce on this ground')).toBe('hma-divorce');
    expect(leadOf('pati ka office ki ladki se affair chal raha hai, kya main talaq le sakti hu')).toBe('hma-divorce');
    expect(leadOf('पत्नी के किसी और मर्द से नाजायज संबंध हैं, क्या इस आधार पर मुझे तलाक मिलेगा')).toBe('hma-divorce');
    // The crime question stays with the entry that says adultery is no longer an offence.
    expect(leadOf('is adultery still a crime under the new criminal laws, can my wife\'s lover be jailed')).toBe('adultery-not-crime');
    expect(leadOf('husband ka affair hai, us aurat pe police case karu ya sirf talaq milega')).toBe('adultery-not-crime');
    // Marrying the other woman without a divorce is bigamy, not an affair.
    expect(leadOf('my husband had an affair and has now married her without divorcing me, what can I do')).not.toBe('hma-divorce');
  });

  it('the husband asking what maintenance he must pay is the payer', () => {
    expect(leadOf('I am the husband, my wife has filed for maintenance under section 144, how much will I have to pay on a salary of 28000')).toBe('maintenance-payer');
    expect(leadOf('biwi ko har mahine kitna kharcha dena padega, meri naukri private hai')).toBe('maintenance-payer');
  });

  it('an elderly parent neglected by a son claims under the Senior Citizens Act', () => {
    const senior = ['senior-citizens', 'senior-eviction', 'senior-abandonment'];
    expect(senior).toContain(leadOf('my mother is 74, my elder brother took her pension book and stopped giving her food money'));
    expect(senior).toContain(leadOf('हमारे 69 साल के पिताजी को छोटे बेटे ने घर से निकाल दिया'));
    expect(senior).toContain(leadOf('papa ne SDM office me mere khilaf kharche ki arzi di hai, main 12 hazar kamata hu, kitna dena hoga'));
  });

  it('the parent asking for money to live on gets the maintenance entry; one put out of the house, the eviction entry', () => {
    expect(leadOf('my grandmother is 83, my uncle keeps her widow pension and gives her nothing, can she claim maintenance from him')).toBe('senior-citizens');
    expect(leadOf('hamare 75 saal ke papa ko bade bhaiya ne ghar se nikal diya, ghar papa ke naam hai')).toBe('senior-eviction');
  });

  it('a parent of sixty or more who speaks of their own children (no word for parent) is the Senior Citizens Act\'s', () => {
    // The asker is the parent: "I am 70", "मेरी उम्र 67", and the children are "my sons", "बेटा-बेटी".
    expect(leadOf('I am 70, my wife died last year and my three sons send nothing for my food or rent, can the law make them support me')).toBe('senior-citizens');
    expect(leadOf('मेरी उम्र 67 साल है, दोनों बेटे नौकरी करते हैं पर दवाई का खर्चा भी नहीं देते, मैं क्या कर सकता हूँ')).toBe('senior-citizens');
    expect(leadOf('main 72 saal ki vidhwa hu, beta aur bahu kharcha nahi dete, SDM ke paas kaise jaun')).toBe('senior-citizens');
    expect(leadOf('amma 78 ki hain, chhote bhai ne unka kharcha dena band kar diya hai')).toBe('senior-citizens');
    // Put out of, or kept out of, the senior's own house by the son: the eviction entry.
    expect(leadOf('I am 75 and my son and his wife have taken over my house and locked me out of my room, can I have them removed')).toBe('senior-eviction');
    expect(leadOf('मैं 70 साल का हूँ, मकान मेरे नाम है, बेटा और बहू रोज़ अपमान करते हैं, उन्हें घर से निकलवाना चाहता हूँ')).toBe('senior-eviction');
    // A child's age is not a senior's.
    expect(leadOf('my son is 7 and my husband does not let me see him since I left the house')).not.toMatch(/^senior/);
  });

  it('a Christian family\'s inheritance is the Indian Succession Act\'s, when the family names its faith', () => {
    expect(leadOf('we are Catholics from Kerala, my mother died without a will, my brother says the house goes only to him')).toBe('christian-succession');
    expect(leadOf('papa isai the, unki maut ke baad zameen mein behno ka kitna hissa banta hai')).toBe('christian-succession');
    expect(leadOf('हम ईसाई परिवार से हैं, पति की मृत्यु के बाद देवर मकान पर कब्ज़ा चाहता है, मेरा कितना हिस्सा है')).toBe('christian-succession');
    expect(leadOf('amra khristan, baba mara gechen, jomir bhag kivabe hobe')).toBe('christian-succession');
    // A Christian couple's divorce is no inheritance question.
    expect(leadOf('we are Christians married in church, my husband beats me and I want a divorce')).not.toBe('christian-succession');
  });
});

describe('work', () => {
  it('a government servant\'s suspension or transfer is a service matter, though the servant is a teacher', () => {
    expect(leadOf('मैं सरकारी प्राथमिक विद्यालय में शिक्षक हूँ, शिकायत करने पर मेरा ट्रांसफर दूर के ब्लॉक में कर दिया')).toBe('service-matter');
    expect(leadOf('sarkari school me teacher hu, 5 mahine se suspend hu aur sirf aadhi tankhwah mil rahi hai')).toBe('service-matter');
    // Suspended because of an FIR, asking about bail: the criminal case leads.
    expect(leadOf('I am a government clerk suspended after an FIR for bribery, how do I get anticipatory bail')).not.toBe('service-matter');
  });

  it('a domestic worker unpaid and accused of theft is a domestic worker, not a servant accused of theft', () => {
    expect(leadOf('I work as a cook for a family, they owe me three months of pay and now say I took their silver')).toBe('domestic-worker');
    expect(leadOf('main do ghar me jhadu pocha karti hu, ek madam ne 2 mahine ka paisa nahi diya')).toBe('domestic-worker');
    expect(leadOf('I work as a cook in a bungalow, the family has not paid me for 3 months and now blames me for missing jewellery')).toBe('domestic-worker');
    // The household speaking of its own maid is not the worker.
    expect(leadOf('our maid has not come for a week and we have not paid her salary, now jewellery is missing')).not.toBe('domestic-worker');
  });

  it('a person with a disability refused a job, a seat, a scribe or a certificate has the disability law first', () => {
    expect(leadOf('My cousin walks with crutches after polio and the bank took back his job offer after the medical test')).toBe('disability-rights');
    expect(leadOf('beta autism se pidit hai, private school ne admission dene se mana kar diya')).toBe('disability-rights');
    expect(leadOf('मेरी बहन देख नहीं सकती, कॉलेज परीक्षा में लेखक देने से मना कर रहा है')).toBe('disability-rights');
    expect(leadOf('আমার মেয়ে চোখে দেখে না, স্কুল পরীক্ষায় লেখক দিতে রাজি নয়')).toBe('disability-rights');
    // The injury that caused the disability, or an offence against a disabled person, keeps its own entry.
    expect(leadOf('the accident left me with 50% permanent disability, how much compensation can I claim from the insurer')).not.toBe('disability-rights');
    expect(leadOf('meri beti bol nahi sakti, padosi ke ladke ne uske saath galat harkat ki')).not.toBe('disability-rights');
  });

  it('a worker who washes, cooks or minds children in homes and is not paid is a domestic worker, whatever the chore is called', () => {
    expect(leadOf('my aunt washes utensils and clothes in three flats, one family has not paid her for six weeks')).toBe('domestic-worker');
    expect(leadOf('my grandmother cleans five homes in our colony and one household has not paid her for a month')).toBe('domestic-worker');
    expect(leadOf('main do gharon me kapde dhone aur khana banane ka kaam karti hu, ek ghar wale teen mahine se paisa nahi de rahe')).toBe('domestic-worker');
    expect(leadOf('আমি দুটো বাড়িতে বাসন মাজা আর ঘর মোছার কাজ করি, একটা বাড়ি দু মাসের মাইনে দেয়নি')).toBe('domestic-worker');
    expect(leadOf('amar didi duto barite basan maje ar ghor mochhe, ek barir lok teen mas taka dey ni')).toBe('domestic-worker');
  });

  it('an owner told of a complaint of touching or lewd messages, or a company whose committee lapsed, has the employer\'s duties', () => {
    expect(leadOf('I own a bakery with 14 workers, a girl complained that the head baker keeps touching her and sends lewd jokes, what must I do as the owner')).toBe('posh-employer');
    expect(leadOf('hamari company ki internal committee ka kaarykaal khatam ho gaya, ab ek mahila ne sexual harassment ki shikayat di hai, company ko kya karna chahiye')).toBe('posh-employer');
    expect(leadOf('meri factory me 20 log kaam karte hain, ek ladki ne supervisor ki shikayat ki hai ki wo chhedta hai, malik hone ke naate mujhe kya karna hai')).toBe('posh-employer');
    // The woman harassed asks where to complain: her own entry.
    expect(leadOf('I was sexually harassed by my manager, our company has no ICC, where do I complain')).not.toBe('posh-employer');
  });

  it('an employer asking what the POSH Act requires gets the employer\'s duties', () => {
    expect(leadOf('we run a clinic with 15 staff, do we need a committee for sexual harassment complaints and who sits on it')).toBe('posh-employer');
    expect(leadOf('हमारी फैक्ट्री में एक महिला कर्मचारी ने सुपरवाइज़र के खिलाफ शिकायत दी है, मालिक के रूप में मुझे क्या करना होगा')).toBe('posh-employer');
  });

  it('an employee spoken of as the one who left makes the asker the employer', () => {
    expect(frameOf('hamara employee 50 hazar advance lekar bina bataye kaam chhod gaya').roles).toContain('employer');
    expect(leadOf('hamara employee 50 hazar advance lekar bina bataye kaam chhod gaya')).toBe('employee-left-without-notice');
  });
});

describe('money', () => {
  it('a consumer commission\'s order is appealed one tier up: the District\'s to the State, the State\'s to the National', () => {
    expect(leadOf('The Maharashtra State Commission rejected my complaint against the car dealer, where can I appeal now')).toBe('consumer-national');
    expect(leadOf('rajya upbhokta aayog ne builder ke paksh mein faisla de diya, ab aage kya')).toBe('consumer-national');
    expect(leadOf('জেলা ক্রেতা সুরক্ষা আদালত আমার অভিযোগ খারিজ করে দিয়েছে, এবার কোথায় যাব')).toBe('consumer-state');
    expect(leadOf('जिला उपभोक्ता आयोग ने बीमा कंपनी के पक्ष में फैसला दिया, आगे क्या करूँ')).toBe('consumer-state');
  });

  it('an ATM or UPI payment that failed while the account was debited is a failed transaction', () => {
    expect(leadOf('withdrew 3000 at an ATM, no notes came out but the amount was debited from my savings account')).toBe('failed-transaction');
    expect(leadOf('UPI se bijli ka bill bhara, payment fail dikha par account se 1200 kat gaye')).toBe('failed-transaction');
    expect(leadOf('एटीएम मशीन से नकद नहीं निकला लेकिन खाते से पैसे कट गए')).toBe('failed-transaction');
    expect(leadOf('एटीएम से पैसे नहीं निकले पर खाते से कट गए, बैंक कहता है इंतज़ार करो')).toBe('failed-transaction');
    // Money taken by someone else is the unauthorised-transaction rule, not a failed one.
    expect(leadOf('someone got my OTP and 20000 was debited from my account through UPI')).not.toBe('failed-transaction');
  });

  it('the commission follows the value paid, whichever one the person names', () => {
    expect(amountsIn('paid Rs 45,000 for the fridge')).toEqual([45000]);
    expect(amountsIn('60 hazar ka phone')).toEqual([60000]);
    expect(amountsIn('৬০ হাজার টাকার টিভি')).toEqual([60000]);
    expect(amountsIn('a 25k mattress')).toEqual([25000]);
    expect(amountsIn('in 2021 I was 70 years old')).toEqual([]);
    expect(leadOf('my new washing machine for Rs 38,000 stopped working in a week, should I file in the National Commission in Delhi')).toBe('consumer-complaint');
    // The words found only the commission the person named: the one the value calls for is brought in.
    expect(leadOf('my 6 lakh tractor keeps breaking down and the dealer will not repair it, should I go to the National Commission')).toBe('consumer-complaint');
  });

  it('the one who sent the cheque-bounce notice is the payee; the one whose cheque it was, the drawer', () => {
    expect(frameOf('I sent the legal notice for the dishonoured cheque and he received it on the 3rd, still no payment').roles).toContain('payee');
    expect(frameOf('mera diya hua cheque bounce ho gaya aur party ne notice bheja hai').roles).toContain('drawer');
    expect(frameOf('mere mama ne 30 hazar ka cheque diya tha, bounce ho gaya').roles).toContain('payee');
    expect(frameOf('cheque bounce ka case karna hai, kitne din me notice dena hota hai').roles).toContain('payee');
    // A case filed by the other side is the drawer's.
    expect(frameOf('I got a court summons in a cheque bounce case filed by my supplier').roles).not.toContain('payee');
  });

  it('a cheque case asked about at the consumer court is answered for the payee, without asking who sold what', () => {
    const t = triage(kb, 'cheque bounce hua hai, case karna hai, kya consumer forum me ho sakta hai');
    expect(t.clarify).toBeUndefined();
    expect(t.lead?.id).toBe('ni-138');
  });

  it('a loan on a promissory note is a summary suit, not cheating', () => {
    expect(leadOf('I lent my cousin 4 lakh and he signed a promissory note, he has stopped answering, should I file a cheating case')).toBe('order-37');
    expect(leadOf('padosi ko 80 hazar udhaar diye, pronote likhwaya tha, ab mana kar raha hai')).toBe('order-37');
    expect(leadOf('bhai ke dost ko 1.5 lakh diye the, pronote sign karaya tha, ab uski naukri chali gayi to paise nahi lauta raha')).toBe('order-37');
  });

  it('a borrower who could not repay and is threatened with a 420 case gets the accused\'s answer, not a recovery agent\'s', () => {
    expect(['false-case-remedy', 'fir-against-me', 'anticipatory-bail']).toContain(leadOf('I borrowed 80k from my cousin and could not return it after my shop closed, now he threatens to file a 420 case'));
    expect(['false-case-remedy', 'fir-against-me', 'anticipatory-bail']).toContain(leadOf('maine dost se 40 hazar udhaar liye the, abhi lauta nahi paya, wo 420 ka case karne ki dhamki de raha hai'));
  });

  it('a Lok Adalat named as such is the settlement forum, not a request for a free lawyer', () => {
    expect(answerLead('the bank has sent my car loan case to the Lok Adalat next month, what happens there')).toBe('lok-adalat');
    expect(answerLead('लोक अदालत में बिजली बिल का मामला कैसे निपटता है')).toBe('lok-adalat');
    expect(answerLead('I cannot afford a lawyer, how do I get free legal aid')).toBe('legal-aid');
  });

  it('a landlord asking what he may deduct from the deposit gets the landlord\'s entry', () => {
    expect(leadOf('my tenant broke the wardrobe doors before leaving, can I cut the repair cost from his deposit')).toBe('deposit-deductions-landlord');
    expect(leadOf('kirayedar bina bijli ka bill bhare chala gaya, uske advance me se kaat sakta hu kya')).toBe('deposit-deductions-landlord');
    // The tenant asking for the deposit back keeps the tenant's entry.
    expect(leadOf('I moved out a month ago and my landlord is still not returning my deposit')).not.toBe('deposit-deductions-landlord');
  });
});
