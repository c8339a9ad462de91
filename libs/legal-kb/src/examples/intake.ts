/** Situations people describe in their own words, for the entries of data/intake.ts (see examples/index.ts). Written without looking at the evaluation sets. */
export const EXAMPLES_INTAKE: Record<string, string[]> = {
  'witness-notice': [
    'the police want my statement because I was standing near the shop when the fight happened', 'I got a notice under section 179 to come and tell what I know', 'I am only a witness, will the police arrest me if I go to the thana',
    'the investigating officer phoned and said come to the police station to record your statement about the robbery next door', 'court has sent summons for me to tell what I saw at the bus stand, I am nervous to go',
    'the family of the man on trial is threatening me not to give evidence', 'thane se phone aaya ki gawahi ke liye aao, maine sirf jhagda door se dekha tha',
    'court se gawahi ka samman aaya hai, na gaya to kya hoga', 'police bayan lene ghar aane ko bol rahi hai, main 70 saal ka hoon',
    'मैंने सड़क पर हुई मारपीट देखी थी, अब पुलिस बयान के लिए बुला रही है', 'अदालत से गवाही का समन आया है, आरोपी के लोग धमका रहे हैं', 'क्या गवाह को थाने जाना ज़रूरी है या पुलिस घर आकर बयान ले सकती है',
  ],
  'criminal-appeal': [
    'my father was convicted and sentenced to two years by the magistrate, how do we appeal', 'the sessions court gave my son seven years, can the high court release him on bail during the appeal',
    'how many days do we have to file an appeal after the judgment', 'the trial court found me guilty in a cheating case but gave bail for a month to appeal',
    'we cannot afford a lawyer for the high court appeal, my brother is in jail after conviction', 'mere mama ko 5 saal ki saza hui hai, upar ki court me kaise jaayen',
    'faisla aa gaya aur saza ho gayi, ab appeal ka time kitna hota hai', 'session court ne doshi maana, high court me zamanat milegi kya',
    'मजिस्ट्रेट ने मेरे पति को दो साल की सज़ा दी है, अपील कैसे होगी', 'फ़ैसले के खिलाफ़ उच्च न्यायालय में अपील करने की समय-सीमा क्या है', 'सज़ा होने के बाद अपील चलने तक ज़मानत मिल सकती है क्या',
  ],
  'police-misconduct': [
    'the police hit my son with sticks at the station to make him confess', 'a constable slapped me and abused me when I went to complain', 'my husband came back from custody with bruises all over his legs',
    'the police officer demands money and threatens to put me in a false case', 'how do I complain against a police inspector who misbehaved with my mother',
    'where is the police complaints authority in my state', 'police ne thane me le jaake bahut maara, ab tak nishaan hain', 'daroga ne gaali di aur dhamki di, kisko shikayat karein',
    'पुलिस ने हिरासत में मेरे भाई की पिटाई की, शरीर पर निशान हैं', 'थानेदार ने बिना वजह थप्पड़ मारा, उसकी शिकायत कहाँ करें', 'पुलिस वाले पैसे माँगते हैं और झूठे केस की धमकी देते हैं',
  ],
  'child-labour': [
    'a small boy of about ten works all day at the tea stall near my office', 'our neighbours have brought a 12 year old girl from the village to do housework', 'children are working in the firecracker unit on our street',
    'the hotel keeps young boys washing plates till late night', 'how do I report a shop that makes a child carry heavy loads', 'who should I call when I see kids working at a brick kiln',
    'dhabe pe chhote bachche bartan dhote hain, kisko batayein', 'padosi ne 11 saal ki ladki ko ghar ke kaam ke liye rakha hai', 'factory me 13-14 saal ke ladke kaam karte hain',
    'चाय की दुकान पर एक छोटा बच्चा पूरे दिन काम करता है', 'पड़ोस में 12 साल की बच्ची से घर का सारा काम करवाते हैं', 'कारखाने में नाबालिग बच्चे काम कर रहे हैं, शिकायत कहाँ करें',
  ],
  'msme-delayed-payment': [
    'we supplied packaging material to a company and they have not paid for five months', 'our invoices are overdue by 120 days and the buyer keeps postponing', 'I am a registered small enterprise, can I charge interest on late payment',
    'how do I file a case on the MSME Samadhaan portal', 'the buyer accepted the goods but is holding payment saying funds are stuck', 'a large firm owes my printing press 3 lakh for jobs done last year',
    'maal supply kiya tha, company bill ka paisa nahi de rahi', 'udyam registration hai, payment 45 din se zyada late hai kya kar sakte hain', 'hamare bills mahino se pending hain, party taal rahi hai',
    'हमने कंपनी को माल दिया पर महीनों से बिल का भुगतान नहीं हुआ', 'लघु उद्योग का पैसा बड़ी कंपनी रोककर बैठी है', 'उद्यम पंजीकरण है, देर से भुगतान पर ब्याज कैसे मिलेगा',
  ],
  'birth-certificate': [
    'my grandfather died at home ten years ago and his death was never registered', 'my son was born at home in the village and we never got his birth registered', 'the school wants a birth certificate but my birth was never recorded',
    'how do I register a birth after more than one year', 'the municipal office says there is no record of my birth', 'my name is missing in my birth certificate, how do I add it',
    'papa ki death ghar par hui thi, death certificate kaise banega', 'mera janam praman patra kabhi bana hi nahi, ab passport ke liye chahiye', 'ek saal se zyada ho gaya, ab birth registration kaise hoga',
    'मेरा जन्म गाँव में घर पर हुआ था, जन्म प्रमाण पत्र नहीं बना', 'माँ की मृत्यु को दो साल हो गए, मृत्यु का पंजीकरण कैसे कराएँ', 'देर से जन्म पंजीकरण के लिए क्या कागज़ चाहिए',
  ],
  'lost-documents': [
    'I lost my wallet with my aadhaar and pan card on the bus', 'my passport is missing after I shifted house, how do I get a new one', 'do I need an FIR or just a lost report for my driving licence',
    'my school certificates got lost in the floods, how do I get duplicates', 'lost my voter id and ration card while travelling', 'how to get a duplicate PAN card after losing it',
    'mera aadhaar card kahin gum ho gaya, naya kaise banega', 'bag me passport tha, bag kho gaya, ab kya karun', 'licence kho gaya, police me report karni padegi kya',
    'मेरा आधार कार्ड और पैन कार्ड खो गया है, अब क्या करूँ', 'पासपोर्ट खो गया है, नया कैसे मिलेगा', 'खोए हुए दस्तावेज़ों की पुलिस रिपोर्ट कैसे लिखवाएँ',
  ],
};
