import { LegalEntry, ref } from '../types';

/**
 * Everyday matters that legal-aid clinics and legal-services front offices record at intake and that
 * no other entry covered (issue 31): a witness called by the police or a court, an appeal after
 * conviction, police who beat or mistreat someone, a child made to work, a small business whose bills
 * go unpaid, a birth or death never registered, identity papers lost. Each says whose side it is written for and where to go.
 */
export const intakeMatters: LegalEntry[] = [
  {
    id: 'witness-notice', kind: 'right', title: 'Called by the police or a court as a witness',
    sections: [ref('BNSS', '179'), ref('BNSS', '180'), ref('BNSS', '398'), ref('CASE', 'Mahender Chawla v. Union of India (2018)')], replaces: [ref('CrPC', '160'), ref('CrPC', '161')],
    summary: 'A police officer investigating a case may, by a written order, require a person who appears to know its facts to attend and be questioned. A man under 15 or over 60, a woman, a person with a mental or physical disability or with an acute illness cannot be made to come to the station: they are questioned where they live, unless they choose to come. A witness must answer truly but need not answer a question whose answer would expose them to a criminal charge, and does not sign the statement. A court summons to give evidence must be obeyed; a witness under threat can ask for protection under the state\'s witness protection scheme.',
    forum: 'The police station that sent the notice; the court that issued the summons; the Superintendent of Police or the court for protection',
    rights: [
      'A witness is called by a written order (BNSS s.179); being called as a witness is not an accusation.',
      'A woman, a man under 15 or over 60, or a person with a disability or acute illness is questioned at home unless they choose to go to the station (BNSS s.179(1)).',
      'You need not answer a question whose answer would expose you to a criminal charge, and you do not sign what the police write down (BNSS ss.180 and 181).',
      'If you are threatened for giving evidence, you can apply for protection under the witness protection scheme (BNSS s.398; Mahender Chawla v. Union of India, 2018).',
    ],
    steps: [
      'Ask for the notice in writing and read what case it is about; keep a copy.',
      'Go at the time given (or, if you are a woman, over 60 or unwell, ask to be questioned at home) and take someone with you if you wish.',
      'Tell only what you saw or know; if a question seems to point at you, say you want to speak to a lawyer first.',
      'For a court summons, attend on the date; if you cannot, inform the court in writing with the reason. If anyone threatens you, tell the court or the Superintendent of Police and ask for protection.',
    ],
    related: ['notice-appearance', 'lawyer-interrogation', 'legal-aid'],
    // A witness is neither side of the case: the advice is for whoever is called.
    domains: ['criminal'],
    keywords: ['witness', 'gawah', 'gawahi', 'eyewitness', 'called to police station for statement', 'police called me for questioning', 'statement to police', 'bayan dene', 'summons as witness', 'give evidence in court', 'witness protection'],
    onlyIf: ['witness', 'gawah', 'gavah', 'eyewitness', 'evidence', 'statement', 'bayan', 'summon', 'samman', 'notice', 'call', 'phone', 'station', 'thana', 'thane', 'court', 'bula', 'गवाह', 'गवाही', 'बयान', 'समन', 'नोटिस', 'बुला', 'थाना', 'अदालत', 'कोर्ट'],
    keywordsHi: ['गवाह', 'गवाही', 'चश्मदीद', 'बयान देने थाने बुलाया', 'गवाह के तौर पर', 'गवाह की सुरक्षा'],
  },
  {
    id: 'criminal-appeal', kind: 'procedure', title: 'Appeal after a conviction, and bail pending the appeal',
    sections: [ref('BNSS', '415'), ref('BNSS', '430'), ref('LIMITATION', 'Art. 115')], replaces: [ref('CrPC', '374'), ref('CrPC', '389')],
    summary: 'A person convicted by a Magistrate can appeal to the Sessions Court; one convicted by a Sessions Court, to the High Court. The appeal court may suspend the sentence and release the person on bail while the appeal is heard; a person who was on bail and is sentenced to up to three years (or convicted of a bailable offence) is released on bail by the trial court itself for the time needed to file the appeal. The time limit is 30 days for an appeal to the Sessions Court and 60 days to the High Court, from the judgment.',
    forum: 'Sessions Court (against a Magistrate\'s conviction); High Court (against a Sessions Court\'s conviction); the High Court Legal Services Committee for a free lawyer',
    rights: [
      'A convicted person has a right of appeal (BNSS s.415), and a free copy of the judgment.',
      'The appeal court can suspend the sentence and grant bail while the appeal is pending (BNSS s.430).',
      'A person in jail who cannot afford a lawyer is entitled to free legal aid for the appeal.',
    ],
    steps: [
      'Get the certified copy of the judgment at once; the time to appeal runs from it (30 days to the Sessions Court, 60 days to the High Court).',
      'File the appeal with an application to suspend the sentence and for bail; if you were on bail and the sentence is three years or less, ask the trial court for bail to file it.',
      'If the person is in jail, ask the jail or the District or High Court Legal Services Committee for a legal-aid lawyer.',
    ],
    related: ['legal-aid', 'bail-non-bailable'],
    domains: ['criminal'], roles: ['accused'],
    keywords: ['appeal against conviction', 'convicted', 'sentenced', 'conviction', 'saza ho gayi', 'saza sunayi', 'appeal in high court', 'appeal in sessions court', 'suspend sentence', 'bail after conviction', 'lower court punished'],
    keywordsHi: ['सज़ा सुनाई', 'सजा सुनाई', 'सज़ा हो गई', 'दोषी ठहराया', 'अपील', 'उच्च न्यायालय में अपील', 'सज़ा के खिलाफ़ अपील'],
  },
  {
    id: 'police-misconduct', kind: 'right', title: 'Complaint against the police: beating in custody, harassment or abuse of power',
    sections: [ref('BNS', '120'), ref('BNSS', '175(3)'), ref('PHRA', '12'), ref('CASE', 'Prakash Singh v. Union of India (2006)'), ref('CASE', 'D.K. Basu v. State of West Bengal (1997)')], replaces: [ref('IPC', '330')],
    summary: 'Police who beat a person in custody, to get a confession or otherwise, commit an offence (BNS s.120 and the offences of hurt). A complaint can go to the Superintendent of Police, to the state or district Police Complaints Authority that the Supreme Court required (Prakash Singh v. Union of India, 2006), to a Magistrate, who can order an investigation, and to the State or National Human Rights Commission. The courts award compensation for custodial violence.',
    forum: 'Superintendent of Police; the Police Complaints Authority of the state or district; the Magistrate; the State or National Human Rights Commission; the High Court for compensation',
    rights: [
      'No one may be beaten or tortured in custody; an arrested person has a right to a medical examination and to meet a lawyer (D.K. Basu v. State of West Bengal, 1997).',
      'You can complain against the police to the Superintendent of Police, the Police Complaints Authority and the Human Rights Commission (Protection of Human Rights Act, s.12), and ask a Magistrate to order an investigation (BNSS s.175(3)).',
    ],
    steps: [
      'Get the injuries examined and recorded at a government hospital at once, and photograph them with the date.',
      'Write down names, badge numbers, the time and the place, and the names of anyone who saw it.',
      'Send a written complaint to the Superintendent of Police and the Police Complaints Authority, and file one with the State Human Rights Commission (online complaints are accepted); keep proof of sending.',
      'If nothing happens, apply to the Magistrate to order an investigation, or ask a lawyer about a writ petition in the High Court for compensation.',
    ],
    related: ['dk-basu', 'medical-examination', 'habeas-corpus', 'legal-aid'],
    // For whoever the police harmed, an accused in custody included.
    domains: ['criminal'],
    keywords: ['police beat', 'police beating', 'custodial torture', 'custodial violence', 'third degree', 'beaten in lockup', 'police harassment', 'complaint against police', 'police misbehaved', 'police ne maara', 'police atrocity', 'police brutality', 'police complaints authority'],
    keywordsHi: ['पुलिस ने पीटा', 'पुलिस ने मारा', 'हिरासत में मारपीट', 'थर्ड डिग्री', 'पुलिस की शिकायत', 'पुलिस उत्पीड़न'],
  },
  {
    id: 'child-labour', kind: 'offence', title: 'A child made to work (child labour)',
    sections: [ref('CALPRA', '3'), ref('CALPRA', '14'), ref('JJA', '79')],
    summary: 'No child under 14 may be employed in any work, except helping the family\'s own business after school hours or as a child artist under safeguards; an adolescent of 14 to 18 may not work in hazardous occupations. Employing them is a cognizable offence; keeping a child in bondage or withholding their earnings is a graver offence under the Juvenile Justice Act.',
    punishment: 'Employing a child: imprisonment of 6 months to 2 years, or a fine of Rs 20,000 to Rs 50,000, or both (higher for a repeat). Exploiting a child employee: rigorous imprisonment up to 5 years and a fine of Rs 1 lakh (JJ Act s.79).',
    cognizable: true,
    forum: 'Police; the district labour office or Child Labour Inspector; the Child Welfare Committee; Childline 1098 or the PENCIL portal',
    rights: ['Anyone may report child labour; the child is to be rescued and rehabilitated, not punished.'],
    steps: [
      'Call Childline 1098 or 112, or report on the PENCIL portal (pencil.gov.in), giving the place, the time and the child\'s work.',
      'You may also tell the police or the district labour office in writing; your name can be kept confidential.',
    ],
    related: ['bonded-labour', 'fir'],
    domains: ['labour', 'criminal'], roles: ['victim'],
    keywords: ['child labour', 'child labor', 'child working', 'bal shram', 'bal mazdoor', 'child working in dhaba', 'minor working in shop', 'children working in factory', 'chhota bachcha kaam', 'child domestic worker'],
    keywordsHi: ['बाल श्रम', 'बाल मज़दूर', 'बाल मजदूरी', 'बच्चे से काम', 'ढाबे पर बच्चा काम'],
  },
  {
    id: 'msme-delayed-payment', kind: 'civil', title: 'A small business whose invoices are not paid',
    sections: [ref('MSMED', '15'), ref('MSMED', '16'), ref('MSMED', '18')],
    summary: 'A buyer must pay a micro or small supplier by the agreed date, and never later than 45 days from accepting the goods or services. Late payment carries compound interest with monthly rests at three times the bank rate. A supplier registered as a micro or small enterprise (Udyam) can refer the dispute to the state\'s Micro and Small Enterprises Facilitation Council, which conciliates and then arbitrates; a buyer who challenges its award must first deposit 75% of the amount. A supplier who is not registered recovers the money by a legal notice and a suit.',
    forum: 'Micro and Small Enterprises Facilitation Council (through the MSME Samadhaan portal); otherwise the civil or commercial court',
    rights: ['A micro or small supplier must be paid within the agreed time, at most 45 days, or receive compound interest at three times the bank rate (MSMED Act ss.15 and 16).'],
    steps: [
      'Collect the purchase orders, invoices, delivery and acceptance proofs, and the messages about payment.',
      'If you are registered as a micro or small enterprise, file the claim on the MSME Samadhaan portal for the Facilitation Council.',
      'Otherwise send a lawyer\'s notice demanding payment with interest, then file a suit; a summary suit is possible on written invoices or a written contract.',
    ],
    related: ['order-37', 'lok-adalat'],
    domains: ['civil'], roles: ['seller'],
    keywords: ['invoice not paid', 'unpaid invoices', 'payment not received for supply', 'msme', 'msme samadhaan', 'udyam', 'supplier payment delayed', 'bill payment pending', 'small business payment', 'company not paying our bills', 'delayed payment'],
    // A trade debt: goods or services billed. A friend's loan is not one.
    onlyIf: ['invoice', 'bill', 'supplie', 'supply', 'goods', 'maal', 'msme', 'udyam', 'vendor', 'purchase order', 'इनवॉइस', 'बिल', 'माल', 'सप्लाई', 'उद्यम', 'एमएसएमई'],
    keywordsHi: ['बिल का भुगतान नहीं', 'इनवॉइस का पैसा', 'माल का पैसा नहीं दिया', 'एमएसएमई', 'भुगतान में देरी'],
  },
  {
    id: 'birth-certificate', kind: 'procedure', title: 'A birth or death never registered: getting the certificate late',
    sections: [ref('RBDA', '8'), ref('RBDA', '13'), ref('RBDA', '12')],
    summary: 'Every birth and death must be reported to the local Registrar (municipality or panchayat), by the hospital or, for a home birth or death, by the head of the household. A late report is still registered: with a late fee within 30 days; with the written permission of a designated officer within a year; and after a year, only on a magistrate\'s order after the facts are checked. The registered entry gives the certificate.',
    forum: 'The Registrar of Births and Deaths of the municipality or gram panchayat where it happened; the magistrate the state designates for registrations more than a year late',
    rights: ['A birth or death can be registered however late, on the proofs the Registrar asks for (RBDA s.13), and the first extract of the entry is free (RBDA s.12).'],
    steps: [
      'Ask the Registrar of the place of birth or death for a "non-availability" certificate showing no entry exists.',
      'Collect proofs: hospital papers, school records, an affidavit of a parent or elder, the cremation or burial receipt for a death.',
      'More than a year late, apply to the magistrate the Registrar names with these proofs; the Registrar registers on the order and issues the certificate.',
    ],
    related: ['rti', 'legal-aid'],
    domains: ['civil'],
    keywords: ['birth certificate', 'death certificate', 'birth not registered', 'late registration of birth', 'delayed registration', 'janam praman patra', 'mrityu praman patra', 'death not registered', 'name not in birth certificate'],
    keywordsHi: ['जन्म प्रमाण पत्र', 'मृत्यु प्रमाण पत्र', 'जन्म का पंजीकरण', 'मृत्यु का पंजीकरण', 'प्रमाण पत्र नहीं बना'],
  },
  {
    id: 'lost-documents', kind: 'procedure', title: 'Lost identity documents: the police report and duplicates',
    sections: [ref('BNSS', '173')],
    summary: 'When an Aadhaar card, PAN card, passport, licence or certificate is lost, a report of the loss to the police (most states take it online as a lost-article report) is the record that offices ask for before they issue a duplicate; if the papers were stolen, it is an FIR for theft (BNSS s.173). Each document is then replaced by the office that issued it: Aadhaar and PAN can be reprinted online, a passport is re-issued through Passport Seva with the police report, and a licence by the transport office.',
    forum: 'The police station or the state police\'s online lost-report service; the issuing office for each duplicate (UIDAI, the Income Tax PAN service, Passport Seva, the RTO)',
    rights: ['If the documents were stolen, the police must register an FIR and give you a free copy (BNSS s.173).'],
    steps: [
      'Report the loss to the police at once (online where your state allows it) and keep the report number and copy.',
      'Block misuse: tell your bank if cards or cheques were in it, and lock your Aadhaar biometrics on the UIDAI site or app.',
      'Apply for each duplicate with the issuing office, attaching the police report: Aadhaar reprint from UIDAI, PAN reprint from the Income Tax service, passport re-issue on Passport Seva, licence from the RTO.',
    ],
    related: ['fir', 'it-66c'],
    domains: ['civil'],
    keywords: ['lost documents', 'lost aadhaar', 'lost pan card', 'lost passport', 'lost driving licence', 'documents lost', 'lost report', 'duplicate aadhaar', 'duplicate pan', 'kho gaya', 'kho gaye', 'gum ho gaya', 'reprint aadhaar'],
    keywordsHi: ['कागज़ खो गए', 'आधार कार्ड खो गया', 'पैन कार्ड खो गया', 'पासपोर्ट खो गया', 'गुम हो गया', 'खोए हुए दस्तावेज़'],
  },
];
