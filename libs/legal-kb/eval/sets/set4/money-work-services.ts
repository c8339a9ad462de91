// Set 4: labour, consumer, cheques and money recovery, banking, government services and documents, legal aid.
import type { EvalSituation } from '../../types';

export const MONEY_WORK_SERVICES: EvalSituation[] = [
  // labour
  { q: 'I worked at a restaurant for 5 months. They have not paid the last 2 months’ salary and now they have told me not to come.', lang: 'en', side: 'victim', lead: ['wages-unpaid', 'wages-final-settlement', 'wrongful-termination'] },
  { q: 'factory me 12 ghante kaam karwate hain aur 7000 mahina dete hain, kya ye kanoon ke hisaab se sahi hai?', lang: 'hinglish', side: 'victim', lead: ['minimum-wage'] },
  { q: 'I left my company after 7 years. They refuse gratuity because I resigned.', lang: 'en', side: 'victim', lead: ['gratuity'] },
  { q: 'कंपनी ने मेरी तनख़्वाह से PF काटा लेकिन जमा नहीं किया, पासबुक में कुछ नहीं दिखता।', lang: 'hi', side: 'victim', lead: ['provident-fund'] },
  { q: 'An employee took 3 months of paid training, signed a 2 year bond and left after 4 months without notice. Can we recover the training cost?', lang: 'en', side: 'other', lead: ['employee-left-without-notice'] },
  { q: 'I told my manager I am pregnant and the next week HR asked me to resign.', lang: 'en', side: 'victim', lead: ['maternity-benefit'] },
  { q: 'The contractor brought us from Bihar to a brick kiln. He says we must work until the 20,000 advance is repaid and does not let us leave.', lang: 'en', side: 'victim', lead: ['bonded-labour'] },
  { q: 'A colleague has complained to the internal committee that I made comments about her. I have got a notice to appear.', lang: 'en', side: 'accused', lead: ['posh-respondent'], not: ['posh-act'] },
  { q: 'meri company ke manager raat ko ajeeb messages bhejte hain aur milne ko bolte hain, mana karne par kaam chheen liya', lang: 'hinglish', side: 'victim', lead: ['posh-act', 'bns-75-sexual-harassment'] },
  // consumer
  { q: 'Bought a fridge 4 months ago, it stopped cooling. The company keeps sending a technician who does nothing and refuses a replacement.', lang: 'en', side: 'victim', lead: ['consumer-complaint'] },
  { q: 'online phone order kiya tha, box me sabun nikla, seller refund nahi de raha', lang: 'hinglish', side: 'victim', lead: ['ecommerce-refund', 'consumer-complaint'] },
  { q: 'The health insurance company rejected my father’s hospital claim saying he had an old disease. He never had it.', lang: 'en', side: 'victim', lead: ['insurance-ombudsman'] },
  { q: 'बिजली का बिल इस महीने 18,000 आया है जबकि हमेशा 1500 के आसपास आता था।', lang: 'hi', side: 'victim', lead: ['electricity-bill-dispute'] },
  { q: 'A customer has sent me a consumer court notice about a sofa I made for him, says it is defective. He used it for a year.', lang: 'en', side: 'accused', lead: ['seller-consumer-defence'], not: ['consumer-complaint'] },
  { q: 'The builder promised the flat in 2021. It is 2024, the building is half built and I am paying both EMI and rent.', lang: 'en', side: 'victim', lead: ['rera'] },
  // cheques and money recovery
  { q: 'A client paid me with a cheque for 3 lakh for work done. It bounced for insufficient funds 10 days ago.', lang: 'en', side: 'victim', lead: ['ni-138'], not: ['ni-138-drawer'] },
  { q: 'I got a legal notice saying my cheque bounced. It was a security cheque I gave years ago when I took a loan.', lang: 'en', side: 'accused', lead: ['ni-138-drawer'], not: ['ni-138', 'order-37'] },
  { q: 'I lent 2 lakh to a friend for his business. No cheque, only WhatsApp messages and the bank transfer. He says he will pay when he can; it has been a year.', lang: 'en', side: 'victim', lead: ['order-37'], not: ['ni-138', 'ni-138-drawer', 'upi-wrong-transfer'] },
  { q: 'We are a small manufacturing unit. A big company has not paid our invoices of 8 lakh for 6 months and keeps saying next month.', lang: 'en', side: 'victim', lead: ['order-37', 'msme-delayed-payment'], not: ['property-fraud', 'bns-336-forgery', 'ni-138', 'ni-138-drawer'] },
  { q: 'dost ko 50 hazar udhaar diye the, ab wo phone nahi uthata. likha kuch nahi hai bas UPI se bheje the', lang: 'hinglish', side: 'victim', lead: ['order-37'], not: ['ni-138', 'upi-wrong-transfer'] },
  { q: 'जिस व्यापारी ने मुझसे माल लिया था उसका दिया चेक बाउंस हो गया, बैंक ने लौटाने की पर्ची दी है।', lang: 'hi', side: 'victim', lead: ['ni-138'], not: ['ni-138-drawer'] },
  { q: 'I sold my old car to a man, he paid half and took the car, and now he does not pay the rest or answer.', lang: 'en', side: 'victim', lead: ['order-37', 'bns-318-cheating'], not: ['ni-138', 'property-fraud'] },
  // banking and loans
  { q: 'The bank sent a notice saying they will take possession of my house in 60 days. I missed 4 EMIs after losing my job.', lang: 'en', side: 'accused', lead: ['sarfaesi-notice'] },
  { q: 'loan app wale meri photo morph karke contacts ko bhej rahe hain, jabki maine pura loan chuka diya', lang: 'hinglish', side: 'victim', lead: ['loan-app-harassment'] },
  { q: 'Recovery agents from my credit card bank come to my house and shout at my old parents.', lang: 'en', side: 'victim', lead: ['recovery-agent-harassment'] },
  { q: 'My CIBIL report shows a loan I never took and now my home loan is rejected.', lang: 'en', side: 'victim', lead: ['credit-report-error', 'it-66c'] },
  { q: 'बैंक ने मेरे खाते से बिना बताए चार्ज काट लिए और शिकायत का कोई जवाब नहीं दे रहा।', lang: 'hi', side: 'victim', lead: ['rbi-ombudsman'] },
  { q: 'The bank has filed a case in the debt recovery tribunal against our company and me as guarantor.', lang: 'en', side: 'accused', lead: ['debt-recovery-tribunal'] },
  // government services, RTI and documents
  { q: 'I applied for old age pension 8 months ago. The block office keeps saying the file is pending. How can I find out what is happening?', lang: 'en', side: 'other', lead: ['rti'] },
  { q: 'RTI का जवाब 30 दिन में नहीं आया, अब आगे क्या करूँ?', lang: 'hi', side: 'other', lead: ['rti-appeal'] },
  { q: 'The office rejected my RTI saying it is personal information, but it is about my own file.', lang: 'en', side: 'other', lead: ['rti-appeal'] },
  { q: 'My birth was never registered. I am 30 and need a birth certificate for my passport.', lang: 'en', side: 'other', lead: ['birth-certificate'] },
  { q: 'मेरे पिताजी की मृत्यु घर पर हुई थी, तीन साल हो गए पर मृत्यु प्रमाण पत्र नहीं बना। कैसे बनेगा?', lang: 'hi', side: 'other', lead: ['birth-certificate'] },
  { q: 'train me mera aadhaar aur pan card wala purse kho gaya, kya police report chahiye?', lang: 'hinglish', side: 'victim', lead: ['lost-documents'], not: ['bns-303-theft'] },
  { q: 'Police took my phone during a raid at my friend’s place. I am not an accused. How do I get it back?', lang: 'en', side: 'other', lead: ['vehicle-seized'] },
  { q: 'My passport was impounded because a case is pending against me and I have a job offer abroad.', lang: 'en', side: 'accused', lead: ['lookout-circular'] },
  // legal aid
  { q: 'I cannot afford a lawyer. My husband’s family has hired a big lawyer against me.', lang: 'en', side: 'victim', lead: ['legal-aid'] },
  { q: 'मैं मज़दूरी करता हूँ, वकील की फ़ीस नहीं दे सकता। मुफ़्त वकील कैसे मिलेगा?', lang: 'hi', side: 'other', lead: ['legal-aid'] },
];
