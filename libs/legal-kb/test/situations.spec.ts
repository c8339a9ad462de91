/**
 * The offline engine against situations written here, not taken from the knowledge base: each
 * must name the right sections among the potential charges and the key rights or steps.
 */
import { composeOfflineAnswer, legalKb, triage } from '../src';

interface Situation {
  q: string;
  charges?: string[];
  noCharges?: string[];
  rights?: RegExp[];
  steps?: RegExp[];
  cites?: string[];
}

const SITUATIONS: Situation[] = [
  { q: 'Someone stole my phone from my pocket while I was on a crowded bus', charges: ['BNS s.303', 'IPC s.379'], rights: [/FIR/, /any police station/], steps: [/CEIR|IMEI/] },
  { q: 'mera mobile chori ho gaya market mein', charges: ['BNS s.303'], rights: [/FIR/] },
  { q: 'Two men on a bike snatched the gold chain from my mother\'s neck', charges: ['BNS s.304'] },
  { q: 'My husband and in-laws keep harassing me for more dowry and beat me', charges: ['BNS s.85', 'IPC s.498A'], noCharges: ['BNS s.80'], rights: [/domestic violence/i] },
  { q: 'My sister died of burns within two years of marriage after her in-laws kept demanding dowry', charges: ['BNS s.80', 'IPC s.304B'] },
  { q: 'The cheque my friend gave me to repay a loan bounced due to insufficient funds', charges: ['NIA s.138'], steps: [/notice/i, /30 days/] },
  { q: 'I lost Rs 50,000 in an online fraud: a caller pretending to be from my bank asked for the OTP', charges: ['ITA s.66D'], steps: [/1930/], rights: [/three working days/] },
  { q: 'Police arrested my brother last night and have not told us why; he is still in the lockup', rights: [/grounds of your arrest/, /24 hours/] },
  { q: 'The police picked up my son without any warrant and are not letting us meet him or a lawyer', rights: [/lawyer|advocate/i] },
  { q: 'My landlord wants to evict me and changed the locks while I was away', rights: [/Rent Controller|Rent Court/], steps: [/rent/i] },
  { q: 'Landlord is not returning my security deposit after I vacated the flat', steps: [/deposit/i] },
  { q: 'A man has been following me to college every day and keeps messaging me though I said no', charges: ['BNS s.78', 'IPC s.354D'] },
  { q: 'My manager at the office makes sexual remarks and asked for sexual favours', charges: ['BNS s.75'], rights: [/Internal Committee/] },
  { q: 'Someone made a fake Instagram profile using my photos and name', charges: ['ITA s.66C'], steps: [/1930|cybercrime/] },
  { q: 'My neighbour beat me with a lathi and fractured my arm', charges: ['BNS s.117(2)'] },
  { q: 'A man slapped and punched me during an argument at the shop', charges: ['BNS s.115(2)', 'IPC s.323'] },
  { q: 'I am getting death threats on the phone from a man who wants me to withdraw my complaint', charges: ['BNS s.351', 'IPC s.506'] },
  { q: 'He posted false allegations about me on Facebook and ruined my reputation', charges: ['BNS s.356'], steps: [/Magistrate/] },
  { q: 'My business partner took the money I entrusted to him for buying stock and used it himself', charges: ['BNS s.316', 'IPC s.406'] },
  { q: 'A job agency took my advance of 2 lakh promising a job abroad and vanished; it was a fraud', charges: ['BNS s.318', 'IPC s.420'] },
  { q: 'My husband married another woman while we are still married', charges: ['BNS s.82', 'IPC s.494'] },
  { q: 'My husband refuses to pay anything for me and our child after throwing us out', rights: [/maintenance/i] },
  { q: 'We both want a divorce by mutual consent; how does it work?', cites: ['13B'] },
  { q: 'I fear the police will arrest me in a false case filed by my relative', steps: [/anticipatory bail/i] },
  { q: 'My father has been in jail for over 90 days and the police have still not filed the chargesheet', rights: [/charge-sheet/] },
  { q: 'I cannot afford a lawyer for my court case, is there free legal aid?', rights: [/free lawyer/], steps: [/15100/] },
  { q: 'The police station refused to register my FIR about my stolen motorcycle', charges: ['BNS s.303'], rights: [/Superintendent of Police/] },
  { q: 'The online store sold me a defective washing machine and refuses a refund or replacement', steps: [/District Consumer Commission/], cites: ['35'] },
  { q: 'A builder has delayed possession of my flat by three years', cites: ['18'] },
  { q: 'My son was injured in a road accident when a truck hit his bike; how do we claim compensation?', rights: [/Claims Tribunal/] },
  { q: 'How do I file an RTI application to know the status of my pension file?', rights: [/30 days/] },
  { q: 'A teacher touched my 10 year old daughter inappropriately at school', charges: ['POCSO s.8'], steps: [/1098|police/] },
  { q: 'My brother does not give me my share in our ancestral property because I am a daughter', rights: [/daughter/i] },
  { q: 'Some men broke the lock of my house at night and stole jewellery', charges: ['BNS s.331'] },
  { q: 'My neighbour forcibly entered my house and abused my family', charges: ['BNS s.329'] },
  { q: 'A group of people attacked my friend with knives and tried to kill him', charges: ['BNS s.109', 'IPC s.307'] },
  { q: 'Someone hacked my email account and changed the password', charges: ['ITA s.66'] },
  { q: 'He is threatening to leak my private photos unless I pay him money', charges: ['BNS s.308'] },
];

describe('offline chat engine on held-out situations', () => {
  const kb = legalKb();

  it.each(SITUATIONS.map((s) => [s.q, s] as const))('%s', (_q, s) => {
    const answer = composeOfflineAnswer(kb, triage(kb, s.q), s.q);
    const charges = answer.potential_charges.join('\n');
    for (const c of s.charges ?? []) expect(charges).toContain(c);
    for (const c of s.noCharges ?? []) expect(charges).not.toContain(c);
    for (const r of s.rights ?? []) expect(answer.rights.join('\n')).toMatch(r);
    for (const r of s.steps ?? []) expect(answer.next_steps.join('\n')).toMatch(r);
    for (const c of s.cites ?? []) expect(answer.citations.map((x) => x.section)).toContain(c);
    expect(answer.lawyer_response).toMatch(/not legal advice/);
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('has at least 30 situations', () => expect(SITUATIONS.length).toBeGreaterThanOrEqual(30));
});
