// Set 4: victims of crime, the accused and their families, police that will not act, witnesses, cyber fraud,
// SC/ST atrocities, motor accidents and medical negligence.
import type { EvalSituation } from '../../types';

export const CRIMINAL_CYBER: EvalSituation[] = [
  // complaints as a victim
  { q: 'Someone broke into our house while we were away at a wedding and took the gold and cash from the almirah.', lang: 'en', side: 'victim', lead: ['bns-331-house-breaking', 'bns-305-theft-dwelling', 'fir'] },
  { q: 'Two guys on a bike pulled my phone out of my hand while I was walking to the metro.', lang: 'en', side: 'victim', lead: ['bns-304-snatching'] },
  { q: 'padosi ne jhagde me mere bhai ka sar phod diya danda maar ke, 6 taanke aaye hain', lang: 'hinglish', side: 'victim', lead: ['bns-118-weapon-hurt', 'bns-115-hurt', 'bns-117-grievous-hurt'] },
  { q: 'A man keeps following my daughter to college and messaging her from new numbers even after she blocked him.', lang: 'en', side: 'victim', lead: ['bns-78-stalking'] },
  { q: 'मेरी दुकान के कर्मचारी ने गल्ले से पैसे निकाल लिए, CCTV में साफ़ दिख रहा है।', lang: 'hi', side: 'victim', lead: ['bns-306-theft-servant', 'bns-303-theft'] },
  { q: 'Some people in my village say they will kill me if I do not withdraw my land case.', lang: 'en', side: 'victim', lead: ['bns-351-intimidation'] },
  { q: 'my bike was stolen from outside my office yesterday evening', lang: 'en', side: 'victim', lead: ['bns-303-theft', 'fir'] },
  { q: 'My business partner took 6 lakh from our joint account for his own flat and now says the business owes him.', lang: 'en', side: 'victim', lead: ['bns-316-breach-of-trust', 'bns-318-cheating', 'order-37'] },
  // accused, arrest, bail
  { q: 'Police picked up my son from home last night. They are not telling us which case or where he is being kept.', lang: 'en', side: 'accused', lead: ['arrest-grounds', 'inform-relative', 'dk-basu', 'habeas-corpus'], not: ['missing-person', 'bns-137-kidnapping'] },
  { q: 'My brother was arrested yesterday after a fight in the market. How does bail work?', lang: 'en', side: 'accused', lead: ['bail-bailable', 'bail-non-bailable'] },
  { q: 'mere upar 420 ka case darj hua hai, lagta hai police arrest karegi. kya karun?', lang: 'hinglish', side: 'accused', lead: ['anticipatory-bail', 'fir-against-me'], not: ['bns-318-cheating'] },
  { q: 'My father has been in jail for two years as an undertrial and the trial has not even started.', lang: 'en', side: 'accused', lead: ['undertrial-release', 'bail-non-bailable'] },
  { q: 'मुझे कोर्ट से समन आया है, किसी ने मेरे ख़िलाफ़ शिकायत की है और केस चल रहा है।', lang: 'hi', side: 'accused', lead: ['summons-accused'] },
  { q: 'The police filed the charge sheet against me after 100 days. I was in custody the whole time. Is that allowed?', lang: 'en', side: 'accused', lead: ['default-bail'] },
  { q: 'मेरे भाई को निचली अदालत ने 3 साल की सज़ा सुनाई है। अब ऊपर अपील कैसे करें?', lang: 'hi', side: 'accused', lead: ['criminal-appeal'] },
  { q: 'I have been booked under the SC/ST Act after a quarrel with my neighbour about parking. Can I get bail before arrest?', lang: 'en', side: 'accused', lead: ['fir-against-me', 'false-case-remedy', 'quashing', 'anticipatory-bail', 'bail-non-bailable'] },
  { q: 'Police beat my brother in the lock-up, he has marks all over his back. What can we do?', lang: 'en', side: 'victim', lead: ['police-misconduct', 'dk-basu', 'medical-examination'] },
  // police not registering an FIR
  { q: 'I went to the police station three times to report my stolen car. They keep telling me to come back later and write nothing.', lang: 'en', side: 'victim', lead: ['fir-refused'] },
  { q: 'thane wale bol rahe hain ye hamare area ka case nahi hai, dusre thane jao', lang: 'hinglish', side: 'victim', lead: ['zero-fir'] },
  { q: 'पुलिस ने रिपोर्ट लिखने से मना कर दिया, कहते हैं आपसी मामला है, आपस में निपटा लो।', lang: 'hi', side: 'victim', lead: ['fir-refused'] },
  { q: 'I filed a complaint 3 months ago and the FIR was registered, but the police have done nothing and the man roams free.', lang: 'en', side: 'victim', lead: ['investigation-progress'] },
  // witnesses
  { q: 'Police called and asked me to come to the station tomorrow because I saw the accident outside my shop. Do I have to go? Can they arrest me?', lang: 'en', side: 'other', lead: ['witness-notice'], not: ['accident-driver-accused', 'fir-against-me'] },
  { q: 'mujhe thane se notice aaya hai gawah ke taur pe bayan dene ke liye, main kuch nahi jaanta, kya jaana zaroori hai?', lang: 'hinglish', side: 'other', lead: ['witness-notice'], not: ['fir-against-me'] },
  { q: "I've got a court summons to give evidence as a witness in my neighbour's murder case. I am scared of the accused's family.", lang: 'en', side: 'other', lead: ['witness-notice'], not: ['summons-accused', 'bns-103-murder'] },
  { q: 'पुलिस ने मुझे गवाह के तौर पर थाने बुलाया है। मैं 67 साल की महिला हूँ, क्या मुझे थाने जाना ही होगा?', lang: 'hi', side: 'other', lead: ['witness-notice'], not: ['fir-against-me'] },
  { q: 'The police want me at the station to ask about my colleague’s fraud at the office. I have done nothing wrong.', lang: 'en', side: 'other', lead: ['witness-notice', 'notice-appearance'] },
  // cyber fraud
  { q: "A caller said a parcel in my name had drugs and I was under 'digital arrest'. I transferred 3 lakh to a 'CBI' account.", lang: 'en', side: 'victim', lead: ['cyber-reporting', 'it-66d'], not: ['ndps-drugs', 'fir-against-me', 'anticipatory-bail'] },
  { q: 'kisi ne meri photo laga ke fake instagram id bana li aur mere doston se paise maang raha hai', lang: 'hinglish', side: 'victim', lead: ['it-66c', 'it-66d', 'social-media-takedown', 'cyber-reporting'] },
  { q: 'Someone is sending my wife abusive and sexual messages on Instagram from a fake account.', lang: 'en', side: 'victim', lead: ['bns-75-sexual-harassment', 'bns-79-insult-modesty', 'bns-78-stalking', 'cyber-reporting'] },
  { q: 'Paid 15k for a work-from-home job where they gave tasks to like YouTube videos, now they ask more money before I can withdraw.', lang: 'en', side: 'victim', lead: ['online-job-scam', 'cyber-reporting'] },
  { q: 'मेरे खाते से बिना OTP बताए 25,000 रुपये कट गए, बैंक कहता है आपकी ग़लती है।', lang: 'hi', side: 'victim', lead: ['rbi-zero-liability', 'cyber-reporting'] },
  { q: 'My bank account has been frozen. The bank says cyber police in another state asked for it. I run a small shop and get UPI payments.', lang: 'en', side: 'other', lead: ['account-frozen-police'], not: ['upi-wrong-transfer'] },
  { q: 'A woman on a video call recorded me and now wants 50,000 or she will send the video to all my contacts.', lang: 'en', side: 'victim', lead: ['sextortion'] },
  { q: 'galti se 20,000 galat UPI id pe chale gaye, wo banda wapas nahi kar raha', lang: 'hinglish', side: 'victim', lead: ['upi-wrong-transfer'], not: ['it-66d', 'bns-318-cheating'] },
  // SC/ST atrocities
  { q: 'Upper caste men in my village beat my father and abused him by his caste in front of everyone. The police will not take the complaint.', lang: 'en', side: 'victim', lead: ['scst-atrocities', 'fir-refused'] },
  { q: 'hum dalit hain, gaon ke log humein mandir me jaane aur kuwe se pani bharne nahi dete', lang: 'hinglish', side: 'victim', lead: ['scst-atrocities'] },
  { q: 'हमारे आदिवासी परिवार की ज़मीन पर गाँव के दबंगों ने कब्ज़ा कर लिया और जाति के नाम पर गाली देते हैं।', lang: 'hi', side: 'victim', lead: ['scst-atrocities'] },
  // motor accident
  { q: 'My father was hit by a truck while crossing the road and died. The driver ran away but we have the number.', lang: 'en', side: 'victim', lead: ['mva-claim', 'bns-106-negligent-death'] },
  { q: 'accident me meri taang toot gayi, gaadi wale ka insurance hai, claim kaise karein?', lang: 'hinglish', side: 'victim', lead: ['mva-claim'] },
  { q: 'I hit a cyclist with my car last night. He is in hospital with a fracture and the police took my licence.', lang: 'en', side: 'accused', lead: ['accident-driver-accused'], not: ['mva-claim', 'mva-hit-and-run'] },
  { q: 'किसी अनजान गाड़ी ने मेरे भाई को टक्कर मारी और भाग गई, गाड़ी का कुछ पता नहीं चला।', lang: 'hi', side: 'victim', lead: ['mva-hit-and-run'] },
  // medical negligence
  { q: 'During my wife’s delivery the hospital left a surgical sponge inside her. She had to be operated on again.', lang: 'en', side: 'victim', lead: ['medical-negligence-consumer'] },
  { q: 'doctor ne galat injection diya aur mere papa ki maut ho gayi, hospital sab chhupa raha hai', lang: 'hinglish', side: 'victim', lead: ['medical-negligence-criminal', 'medical-negligence-consumer'] },
  { q: 'The hospital will not give me my mother’s treatment records after she died there.', lang: 'en', side: 'victim', lead: ['medical-council-complaint', 'medical-negligence-consumer'] },
];
