/** Situations people describe in their own words, for the entries of group c (see examples/index.ts). */
export const EXAMPLES_c: Record<string, string[]> = {
  // Tenancy and possession.
  'tenant-eviction': [
    'landlord told me to vacate the flat within a week', 'owner says his son is coming, so leave the house now', 'landlord threatening to throw our things out on the road',
    'house owner wants me out though I pay rent on time', 'makaan malik bol raha hai ek hafte mein ghar khali karo', 'malik dhamki de raha hai saaman bahar phenk dunga',
    'kiraya time pe deta hoon phir bhi nikaal rahe hain', 'dukaan ka malik zabardasti dukaan khali karwa raha hai', 'मकान मालिक जबरदस्ती घर खाली करने को कह रहा है',
    'मालिक ने कहा दो दिन में कमरा छोड़ दो', 'किराया देने के बाद भी मकान मालिक निकालना चाहता है',
  ],
  'tenancy-agreement': [
    'how to make a rent agreement for my flat', 'is an 11 month rent agreement enough or should I register it', 'landlord refuses to give any written rent agreement',
    'do I need to register a three year lease', 'is a notarised rent agreement valid for a shop', 'kiraye ka agreement stamp paper pe kaise banwaye', '11 mahine ka rent agreement hi kyun banate hain',
    'bina agreement ke kiraye pe ghar de diya hai', 'किरायानामा कैसे बनवाएं, रजिस्ट्री जरूरी है क्या', 'मकान मालिक लिखित एग्रीमेंट नहीं दे रहा', 'दुकान किराये पर देने का अनुबंध बनाना है',
  ],
  'security-deposit': [
    'landlord is demanding ten months rent as deposit', 'how much deposit can a landlord legally take', 'owner deducting painting charges from my deposit',
    'when should I get my deposit back after moving out', 'owner ne 6 mahine ka advance maanga hai', 'deposit mein se repair ka paisa kaat liya',
    'ghar chhodne ke baad advance kitne din mein wapas milega', 'मकान मालिक दस महीने का एडवांस मांग रहा है', 'सिक्योरिटी डिपॉजिट से रंगाई के पैसे काट लिए',
    'कमरा खाली करने पर डिपॉजिट कितना वापस मिलेगा', 'landlord cut half my deposit for normal wear and tear',
  ],
  'deposit-recovery': [
    'landlord not returning my deposit after I vacated', 'moved out two months ago, owner keeps avoiding the refund', 'want to send a legal notice to my landlord for the deposit',
    'can I file a case to get my rent deposit back', 'room chhod diya, malik deposit wapas nahi de raha', 'owner ne advance ke 50 hazaar daba liye', 'deposit ke liye landlord ko notice bhejna hai',
    'घर खाली कर दिया पर मालिक डिपॉजिट नहीं लौटा रहा', 'मकान मालिक ने एडवांस के पैसे हड़प लिए', 'डिपॉजिट वापस लेने के लिए केस करना है', 'PG owner stopped picking my calls about my deposit',
  ],
  'lease-notice': [
    'how many days notice to vacate a rented flat', 'I want to leave before the lease ends, what notice do I give', 'landlord wants to end the lease, how much notice is needed',
    'notice period to end the lease of my godown', 'kiraye ka makaan chhodne se pehle kitne din ka notice', 'agreement khatam karne ka notice kaise likhe',
    'lock-in period mein flat chhodna hai, notice kitna dena hoga', 'किराये का मकान छोड़ने से पहले कितने दिन का नोटिस देना होगा', 'लीज़ खत्म करने का नोटिस लिखित में देना जरूरी है क्या',
    'दुकान की लीज़ खत्म करने के लिए नोटिस भेजना है', 'agreement says one month notice but I gave only ten days',
  ],
  'illegal-dispossession': [
    'landlord changed the locks while I was out of town', 'came back home and found my things thrown outside', 'owner broke my shop lock and put his own lock',
    'kicked out of my house without any court order, how to get back', 'gaon gaya tha, malik ne kamre pe apna tala laga diya', 'mera saaman bahar phenk ke ghar pe kabza kar liya',
    'dukaan ka shutter tod ke malik ne kabza le liya', 'मैं बाहर था, मालिक ने मेरे कमरे का ताला बदल दिया', 'जबरदस्ती घर से निकाल कर सामान सड़क पर फेंक दिया',
    'दुकान का ताला तोड़कर मालिक ने कब्जा कर लिया', 'they forcibly removed me from my rented room last week',
  ],
  'injunction': [
    'need a stay order to stop construction on my plot', 'relatives trying to take over my land, want the court to stop them', 'someone keeps blocking the only path to my house',
    'how to get an injunction against someone disturbing my possession', 'builder next door dumping material on my land, want it stopped', 'zameen par stay order kaise milega',
    'dabang log mere khet mein ghusne ki koshish kar rahe hain', 'court se rok lagwani hai taki koi kabza na kare', 'मेरे प्लॉट पर निर्माण रुकवाने के लिए स्टे चाहिए',
    'कोर्ट से स्टे लेना है ताकि कोई कब्जा न करे', 'पड़ोसी मेरे घर का रास्ता रोक रहा है',
  ],
  'rera': [
    'builder has not given flat possession for 3 years', 'paid 80 percent of the price but the project is stuck', 'builder delayed the handover, I want a refund with interest',
    'possession date passed and the builder only gives excuses', 'paying EMI for years but no sign of my apartment', 'builder flat ka possession nahi de raha',
    'booking ke paise diye, project abhi tak adhura hai', 'builder se paisa wapas chahiye byaaj ke saath', 'बिल्डर ने तीन साल से फ्लैट का कब्जा नहीं दिया',
    'फ्लैट बुक किया था, प्रोजेक्ट अधूरा पड़ा है', 'बिल्डर से पैसा ब्याज सहित वापस चाहिए',
  ],

  // Road accidents: victims, helpers and the accused driver.
  'mva-claim': [
    'a truck hit my father\'s scooter and broke his leg', 'my husband died when a bus hit his bike', 'a car hit me while crossing the road, how do I claim',
    'insurance company not paying for my accident injuries', 'want compensation for my son killed in a road accident', 'tempo ne papa ki bike ko takkar maar di, pair toot gaya',
    'bus accident mein bhai ki maut, claim kaise kare', 'road accident ka muavza kaise milega', 'ट्रक ने मेरे पति की बाइक को टक्कर मार दी', 'सड़क दुर्घटना में बेटे की मौत, मुआवजा कैसे मिलेगा',
    'एक्सीडेंट में हाथ टूट गया, गाड़ी वाले से क्लेम चाहिए',
  ],
  'mva-hit-and-run': [
    'an unknown vehicle hit my brother and drove off', 'a car hit my mother at night and never stopped', 'nobody saw the number of the vehicle that hit him',
    'police could not trace the truck that killed my father', 'koi gaadi takkar maar ke bhaag gayi, number nahi pata', 'raat ko papa ko koi vehicle thok ke bhaag gaya',
    'bhaagne wale driver ka pata nahi chala, muavza milega kya', 'अज्ञात वाहन टक्कर मारकर भाग गया', 'रात में किसी गाड़ी ने पिताजी को कुचला और भाग गई', 'गाड़ी का नंबर नहीं मिला, हिट एंड रन का मुआवजा',
    'hit and run killed my uncle and the driver was never found',
  ],
  'mva-good-samaritan': [
    'I took an injured man to hospital, now police want my details', 'scared to help accident victims because of police cases', 'do I have to be a witness if I helped at an accident',
    'police asked my name after I called the ambulance', 'accident wale ko hospital le gaya, ab police pareshan karegi kya', 'ghayal ko uthaya toh kya mujh pe case hoga',
    'madad karne wale ko baar baar thane bulaya ja raha hai', 'घायल को अस्पताल पहुंचाया, अब पुलिस तंग करेगी क्या', 'दुर्घटना में मदद करने पर मुझ पर केस तो नहीं होगा',
    'सड़क पर पड़े घायल की मदद करने से लोग डरते हैं', 'stopped my car to help a bleeding biker, am I liable',
  ],
  'mva-drunk-driving': [
    'a drunk driver rammed into my car at night', 'the driver who hit my son was completely drunk', 'police did no alcohol test on the driver who hit me',
    'a drunk biker crashed into my father on the road', 'neighbour drives drunk every night and nearly hit my kids', 'sharab pee ke gaadi chala raha tha, meri bike thok di',
    'driver nashe mein tha, bhai ko kuchal diya', 'daaru pee ke car wale ne dukaan mein gaadi ghusa di', 'शराब पीकर गाड़ी चला रहे ड्राइवर ने मेरी कार ठोक दी',
    'नशे में धुत ड्राइवर ने मेरे पिता को टक्कर मारी', 'ड्राइवर शराब के नशे में था पर पुलिस ने जांच नहीं की',
  ],

  // The accused's side of criminal cases.
  'fir-against-me': [
    'someone filed an FIR against me, what should I do', 'police registered a case against me and may arrest me', 'my name is in an FIR over a land fight', 'how to get a copy of the FIR against me',
    'want anticipatory bail after a case was filed against me', 'mere upar FIR ho gayi hai, ab kya karu', 'padosi ne mere khilaf thane mein case karwa diya',
    'police ghar aayi thi, bol rahe the mujh pe FIR hai', 'मेरे खिलाफ एफआईआर दर्ज हो गई है', 'थाने में मेरे नाम से मुकदमा लिखा गया', 'गिरफ्तारी से बचने के लिए अग्रिम जमानत चाहिए',
  ],
  'ni-138-drawer': [
    'my cheque bounced and I got a legal notice', 'gave a security cheque, now they filed a bounce case', 'received a notice under section 138 for a cheque I gave',
    'cheque bounce case against me, can I settle it', 'the lender misused my blank signed cheque', 'mera diya hua cheque bounce ho gaya, notice aaya hai',
    'udhaar ke badle cheque diya tha, ab case kar diya', 'cheque bounce ke case mein court se summon aaya', 'मेरा दिया हुआ चेक बाउंस हो गया, नोटिस आया है',
    'सिक्योरिटी में दिया चेक लगाकर मुझ पर केस कर दिया', 'चेक बाउंस केस में समझौता कैसे करें',
  ],
  'summons-accused': [
    'got a court summons in a criminal case', 'the court issued a warrant because I missed the date', 'do I have to appear personally on the summons date',
    'police came to my house with a warrant for me', 'I live abroad and a summons came from an Indian court', 'court se samman aaya hai, peshi pe jaana padega kya',
    'tareekh pe nahi gaya toh warrant nikal gaya', 'police warrant le ke ghar aayi thi', 'कोर्ट से मेरे नाम समन आया है', 'तारीख पर नहीं गया तो वारंट जारी हो गया',
    'पेशी पर खुद हाजिर होना जरूरी है क्या',
  ],
  'cruelty-accused': [
    'my wife filed a 498A case against me and my parents', 'wife filed a dowry harassment complaint against my whole family', 'my married sister who lives elsewhere is named in the dowry case',
    'police calling us to the station over my wife\'s dowry complaint', 'biwi ne mere aur gharwalon pe dahej ka case kar diya', 'bahu ne 498A laga diya, poora parivaar fasa diya',
    'mahila thane se call aaya, patni ne complaint ki hai', 'पत्नी ने मुझ पर और माता-पिता पर दहेज का केस कर दिया', 'बहू ने 498A में पूरे परिवार को फंसा दिया',
    'दहेज उत्पीड़न के केस में गिरफ्तारी से कैसे बचें', 'we settled with my wife, can the 498A case be quashed',
  ],
  'dv-respondent': [
    'my wife filed a domestic violence case against me', 'got a notice from court under the DV Act', 'daughter-in-law filed a DV case against me and my husband',
    'a protection order was passed against me, what can I do', 'wife claims a right to live in my parents\' house under DV', 'patni ne gharelu hinsa ka case daal diya',
    'DV act ka notice aaya hai, jawab kaise de', 'biwi ne DV case mein kharcha aur ghar maanga hai', 'पत्नी ने घरेलू हिंसा का केस किया है', 'घरेलू हिंसा अधिनियम में कोर्ट से नोटिस आया',
    'बहू ने हम सास-ससुर पर डीवी केस डाल दिया',
  ],
  'false-case-remedy': [
    'acquitted after a false case, can I sue the complainant', 'someone filed a fake police complaint to harass me', 'how to punish the person who filed a false FIR on me',
    'want compensation for being falsely implicated', 'neighbour keeps filing false complaints against us', 'jhoothe case mein bari ho gaya, ab uspe case karna hai',
    'mere upar jhootha case karwaya, ulta action kaise le', 'fake complaint karne wale pe maanhani ka case', 'झूठा मुकदमा करने वाले पर कार्रवाई कैसे करें', 'झूठे केस से बरी हुआ, अब मुआवजा चाहिए',
    'पड़ोसी ने झूठी शिकायत करके फंसाया',
  ],
  'lookout-circular': [
    'immigration stopped me at the airport due to a lookout circular', 'police took my passport during the investigation', 'I have a case pending, can I travel abroad for work',
    'LOC issued against me though I attend every hearing', 'passport impounded, I need it back to travel', 'airport pe rok liya, bole LOC hai', 'police ne mera passport jama kar liya',
    'case chal raha hai, videsh jaane ki permission kaise le', 'एयरपोर्ट पर रोक दिया, लुकआउट सर्कुलर जारी है', 'पुलिस ने मेरा पासपोर्ट जब्त कर लिया', 'केस चल रहा है, विदेश जाने की अनुमति चाहिए',
  ],
  'discharge-accused': [
    'chargesheet filed but there is no evidence against me', 'want to be discharged before charges are framed', 'how to get out of the case before the trial starts',
    'my name is in the chargesheet only on suspicion', 'a co-accused\'s statement is the only thing against me', 'chargesheet mein koi saboot nahi, discharge kaise mile',
    'charge frame hone se pehle case se nikalna hai', 'trial shuru hone se pehle hi case se bahar aana hai', 'चार्जशीट में मेरे खिलाफ कोई सबूत नहीं है',
    'आरोप तय होने से पहले डिस्चार्ज की अर्जी देनी है', 'ट्रायल शुरू होने से पहले केस से बाहर कैसे निकलें',
  ],

  // Family.
  'maintenance-payer': [
    'wife filed for maintenance but I earn very little', 'court asked me to pay 30,000 a month to my wife', 'my wife earns more than me and still claims maintenance',
    'lost my job, want to reduce the maintenance amount', 'wife left on her own and now wants monthly money', 'biwi ne kharche ka case kiya, meri salary kam hai',
    'bachche ka kharcha dena hai, kitna dena padega', 'naukri chali gayi, maintenance kam karwana hai', 'पत्नी ने भरण-पोषण का केस किया है', 'मेरी तनख्वाह कम है, गुजारा भत्ता कितना देना होगा',
    'नौकरी छूट गई, खर्चा कम करवाना है',
  ],
  'mutual-divorce-waiver': [
    'we both agreed to divorce, can we skip the six months', 'living separately for two years, want a quick mutual divorce', 'first motion done, can the waiting period be waived',
    'everything is settled with my wife, why wait six months', 'aapsi sehmati se talaq, 6 mahine ka wait maaf ho sakta hai', 'dono raazi hain, jaldi divorce chahiye',
    'first motion ho gaya, second motion jaldi kaise ho', 'आपसी सहमति से तलाक में छह महीने इंतजार जरूरी है क्या', 'हम दोनों सालों से अलग रह रहे हैं, जल्दी तलाक चाहिए',
    'पहली अर्जी के बाद छह महीने की छूट कैसे मिले', 'alimony and custody all agreed, want the divorce this month',
  ],
  'custody-visitation': [
    'my wife is not letting me meet my son', 'my ex-husband stopped me from seeing my daughter', 'want weekend visits with my kids after separation',
    'can I get video calls with my child who lives with her mother', 'want my children for the summer vacation, how to ask court', 'sasural wale bachche se milne nahi dete',
    'talaq ke baad beti se milna hai', 'bete ki custody chahiye, wife mana karti hai', 'पत्नी मुझे बच्चे से मिलने नहीं देती', 'अलग होने के बाद बच्चों से मिलने का हक चाहिए',
    'बेटी की कस्टडी के लिए केस करना है',
  ],
  'child-abduction-parent': [
    'my husband took our baby and went to his parents\' house', 'my wife took my son abroad without telling me', 'the father took my daughter from school and disappeared',
    'police say it is a family matter, but my child was taken', 'want a habeas corpus to get my child back', 'pati bachche ko lekar chala gaya, milne nahi de raha',
    'biwi beti ko le ke maayke bhaag gayi, phone band hai', 'sasural walon ne mera bachcha chheen liya', 'पति मेरे बच्चे को जबरदस्ती अपने साथ ले गया', 'पत्नी बेटे को लेकर विदेश चली गई',
    'ससुराल वालों ने मेरा बच्चा छीन लिया, पुलिस नहीं सुनती',
  ],
  'interfaith-marriage': [
    'I am Hindu and want to marry my Muslim girlfriend', 'want a court marriage without either of us converting', 'her family threatens to kill us for marrying outside caste',
    'how does the 30 day notice for court marriage work', 'dusri jaati ki ladki se shaadi karni hai, ghar wale khilaf hain', 'court marriage karni hai, dharm nahi badalna',
    'ladki ke ghar wale dhamki de rahe hain, suraksha chahiye', 'अलग धर्म की लड़की से कोर्ट मैरिज करनी है', 'अंतरजातीय विवाह के बाद परिवार वाले जान से मारने की धमकी दे रहे',
    'स्पेशल मैरिज एक्ट में शादी का नोटिस कैसे दें', 'we married against our families and need police protection',
  ],
  'live-in-relationship': [
    'we have lived together for 6 years without marriage', 'my live-in partner left me, do I have any rights', 'police and landlord harass us for living together unmarried',
    'will our child from a live-in get property rights', 'my live-in partner beats me, can I use domestic violence law', 'bina shaadi saath rehte hain, kya ye legal hai',
    'live-in partner ne chhod diya, kharcha maang sakti hoon', 'das saal pati-patni ki tarah rahe, ab ghar se nikal diya', 'बिना शादी के साथ रहना कानूनी है क्या',
    'लिव-इन पार्टनर ने छोड़ दिया, मेरा क्या हक है', 'लिव-इन से पैदा बच्चे को संपत्ति में हिस्सा मिलेगा क्या',
  ],
  'senior-eviction': [
    'my son and his wife abuse me in my own house', 'gifted my house to my son, now he mistreats me', 'I am 72 and my son beats me, I want him out',
    'want the gift deed to my son cancelled because he neglects me', 'daughter-in-law harasses us in our own house, want her to leave', 'beta bahu mere hi ghar mein mujhe pareshan karte hain',
    'ghar bete ke naam kiya, ab khana bhi nahi dete', 'budhape mein beta maar-peet karta hai, use ghar se nikalna hai', 'बेटे-बहू मेरे ही मकान में मुझे परेशान करते हैं',
    'मकान बेटे के नाम कर दिया, अब वह देखभाल नहीं करता', 'बुजुर्ग माता-पिता को बेटा उन्हीं के घर में मारता है',
  ],
  'senior-abandonment': [
    'my son left me at an old age home and never came back', 'children abandoned our father at the railway station', 'none of my sons give me money for food or medicine',
    'how much maintenance can parents claim from their children', 'sons refused to take our mother home and left her in hospital', 'bete ne budhi maa ko mandir ke bahar chhod diya',
    'bachche kharcha nahi dete, budhape mein akela hoon', 'beta mujhe ashram mein chhod gaya, phone nahi uthata', 'बेटे ने बूढ़ी मां को रेलवे स्टेशन पर छोड़ दिया', 'बच्चे बुढ़ापे में खर्चा नहीं देते',
    'माता-पिता के भरण-पोषण के लिए ट्रिब्यूनल में अर्जी देनी है',
  ],

  // Tenancy from each side.
  'landlord-evicting-tenant': [
    'my tenant is not vacating even after the agreement ended', 'tenant sublet my flat to others without asking', 'I need my house back for my son\'s family',
    'how to legally get a tenant out of my shop', 'tenant overstaying long after the notice period', 'kirayedar ghar khali nahi kar raha', 'agreement khatam, phir bhi tenant kamra nahi chhod raha',
    'apne bete ke liye makaan khali karwana hai', 'किरायेदार मकान खाली नहीं कर रहा', 'किरायेदार ने मेरी दुकान किसी और को किराये पर दे दी', 'बेटे की शादी के लिए मकान खाली करवाना है',
  ],
  'tenant-unpaid-rent': [
    'my tenant has not paid rent for four months', 'tenant keeps promising but never pays the rent', 'how do I recover unpaid rent from an old tenant', 'tenant left without paying three months rent',
    'shop tenant stopped paying rent since the lockdown', 'kirayedar 5 mahine se kiraya nahi de raha', 'tenant bahane banata hai, kiraya baaki hai',
    'purane kirayedar se baaki kiraya kaise vasool kare', 'किरायेदार छह महीने से किराया नहीं दे रहा', 'दुकान का किराया बकाया है, किरायेदार टाल रहा है',
    'किरायेदार बिजली का बिल और किराया दोनों नहीं देता',
  ],
  'tenant-harassment': [
    'landlord cut off the water supply to my flat', 'owner disconnected electricity to make me leave', 'landlord enters my room when I am not home', 'house owner comes in anytime without informing',
    'owner removed the electricity meter of my portion', 'makaan malik ne paani band kar diya', 'malik bina bataye kamre mein ghus jaata hai', 'owner ne light ka connection kaat diya',
    'मकान मालिक ने बिजली काट दी', 'मालिक बिना बताए मेरे कमरे में घुस जाता है', 'किराया बढ़ाने के लिए मालिक ने पानी बंद कर दिया',
  ],
  'rent-increase': [
    'landlord wants to raise the rent by 30 percent suddenly', 'can the owner increase rent in the middle of the agreement', 'how much notice is needed before a rent hike',
    'old tenant pays very low rent, can I revise it', 'malik ne achanak kiraya badha diya', 'agreement ke beech mein kiraya badhana sahi hai kya', 'har saal kitna kiraya badha sakte hain',
    'मकान मालिक अचानक किराया बढ़ा रहा है', 'अनुबंध के बीच में किराया बढ़ाया जा सकता है क्या', 'किराया बढ़ाने से पहले कितना नोटिस देना होगा',
    'tenant refuses the rent revision written in our agreement',
  ],

  // Land and property.
  'encroachment': [
    'neighbour built his wall two feet into my plot', 'neighbour extended his house onto my land', 'someone fenced part of my farm as their own',
    'neighbour is building on my side of the boundary right now', 'want the court to remove what my neighbour built on my land', 'padosi ne meri zameen mein deewar khadi kar di',
    'padosi ne mere plot pe kabza karke kamra bana liya', 'khet ki med kaat ke padosi ne apne khet mein mila li', 'पड़ोसी ने मेरी जमीन पर दीवार बना ली', 'पड़ोसी ने मेरे प्लॉट का हिस्सा दबा लिया',
    'खेत की मेड़ खिसका कर पड़ोसी ने जमीन दबा ली',
  ],
  'boundary-demarcation': [
    'want my land measured by the revenue department', 'dispute with my neighbour over where our boundary lies', 'how to apply for an official measurement of my field',
    'patwari has still not done the demarcation of my plot', 'boundary stones were removed, need fresh marking', 'zameen ki paimaish karwani hai', 'khet ki naap-jokh kaise karwaye',
    'padosi se seema ko lekar jhagda, nishandehi chahiye', 'जमीन की पैमाइश करवानी है', 'खेत की नाप-जोख के लिए आवेदन कैसे करें', 'सीमांकन के लिए तहसील में अर्जी दी है',
  ],
  'mutation': [
    'father died, how to get the land into our names in records', 'bought a plot but the record still shows the old owner', 'mutation application pending for months at the tehsil',
    'someone got the mutation done in his name wrongly', 'papa ke baad zameen apne naam chadhwani hai', 'dakhil kharij kaise karwaye', 'registry ho gayi, naamantaran nahi hua',
    'पिता की मृत्यु के बाद जमीन का नामांतरण कैसे करें', 'दाखिल खारिज के लिए आवेदन करना है', 'रजिस्ट्री के बाद खतौनी में नाम नहीं चढ़ा', 'khata still in my late grandfather\'s name',
  ],
  'partition-suit': [
    'my brothers refuse to divide our father\'s property', 'want my share in the ancestral house', 'as a daughter, do I get an equal share in family land',
    'one brother occupies the whole house and will not partition', 'want a family settlement deed among us siblings', 'bhai log zameen ka batwara nahi kar rahe',
    'pushtaini makaan mein mera hissa chahiye', 'behen ko bhi pita ki zameen mein hissa milega kya', 'भाई पैतृक जमीन का बंटवारा नहीं कर रहे', 'बेटी को पिता की संपत्ति में बराबर हिस्सा मिलेगा क्या',
    'पुश्तैनी मकान में अपना हिस्सा लेना है',
  ],
  'agreement-to-sell-breach': [
    'seller took an advance and now refuses to register the sale', 'seller backed out because land prices went up', 'buyer paid token money but never paid the balance',
    'want the court to make the seller complete the sale', 'signed an agreement to sell, now the seller is selling to someone else', 'bayana le liya, ab registry nahi kar raha',
    'zameen ka rate badh gaya toh seller mukar gaya', 'kharidar ne baaki paisa nahi diya, bayana zabt kar sakte hain', 'बयाना लेकर बेचने वाला रजिस्ट्री नहीं करा रहा',
    'इकरारनामा होने के बाद मालिक जमीन बेचने से मुकर गया', 'खरीदार ने बाकी रकम नहीं दी, बयाना रख सकते हैं क्या',
  ],
  'property-fraud': [
    'the plot I bought was already sold to someone else', 'seller used a forged power of attorney to sell my land', 'someone sold my house using fake papers',
    'discovered the registry was done on forged documents', 'an impostor sold my land while I was abroad', 'ek hi plot do logon ko bech diya', 'farzi kagaz bana ke meri zameen bech di',
    'nakli malik ban ke kisi ne registry karwa di', 'एक ही प्लॉट दो लोगों को बेच दिया गया', 'जाली कागजात से मेरी जमीन की रजिस्ट्री हो गई', 'फर्जी मुख्तारनामा से मेरा मकान बेच दिया',
  ],
  'adverse-possession': [
    'someone has occupied my land for 15 years and claims ownership', 'I have lived on this land for 20 years, is it mine now', 'our caretaker now says the house belongs to him',
    'a relative living on my plot for years refuses to leave', 'barah saal se koi meri zameen pe baitha hai', 'chacha 20 saal se hamare ghar mein hain, ab maalik bante hain',
    'kabze ke basis pe zameen apni ho sakti hai kya', 'बारह साल से कब्जा है तो जमीन उसकी हो जाएगी क्या', 'कोई पंद्रह साल से मेरे खेत पर कब्जा किए बैठा है', 'लंबे समय से कब्जे के आधार पर मालिकाना हक',
    'occupier signed a paper admitting my ownership years ago',
  ],
  'will-contest': [
    'my brother produced a fake will after father died', 'father made a will when he had dementia', 'grandmother was forced to sign a will for my uncle', 'want to stop probate of a suspicious will',
    'the will has no witnesses, is it valid', 'papa ki jaali vasiyat bana li bhai ne', 'bimaar dadaji se zabardasti vasiyat likhwa li', 'vasiyat ko court mein challenge kaise kare',
    'भाई ने पिता की फर्जी वसीयत बना ली', 'बीमारी में दबाव डालकर वसीयत लिखवाई गई', 'वसीयत को कोर्ट में चुनौती देनी है',
  ],

  // Work and wages.
  'wages-unpaid': [
    'company has not paid my salary for three months', 'salary comes late every month, sometimes 20 days late', 'contractor is not paying our daily wages',
    'employer paying only half salary for months', 'shop owner owes me two months pay', 'teen mahine se tankhwah nahi mili', 'seth majdoori nahi de raha, kal aana bolta hai',
    'company har mahine late salary deti hai', 'कंपनी ने चार महीने से वेतन नहीं दिया', 'ठेकेदार मजदूरी नहीं दे रहा', 'मालिक तनख्वाह देने में हर बार टालमटोल करता है',
  ],
  'wages-final-settlement': [
    'resigned two months ago, full and final still not paid', 'company holding my last salary and relieving letter', 'I was fired and they have not paid my dues',
    'HR says serve notice or lose your last month salary', 'employer keeping my original certificates after I quit', 'resign kiya, F&F settlement abhi tak nahi hua',
    'naukri chhodi toh aakhri mahine ki salary rok li', 'company relieving letter nahi de rahi', 'इस्तीफा देने के बाद फुल एंड फाइनल नहीं मिला', 'नौकरी छोड़ने पर आखिरी महीने का वेतन रोक लिया',
    'कंपनी ने मेरे असली दस्तावेज़ रख लिए',
  ],
  'minimum-wage': [
    'factory pays us 6000 a month for 12 hours work', 'paid less than the government minimum wage at my workplace', 'overtime is not paid at double rate',
    'women get less pay than men for the same work here', 'security guard salary is below the minimum wage', 'minimum wage se kam paisa dete hain', 'overtime ka double paisa nahi milta',
    'aurton ko aadmiyon se kam majdoori milti hai', 'सरकारी न्यूनतम मजदूरी से कम वेतन मिल रहा है', 'बारह घंटे काम, ओवरटाइम का पैसा नहीं', 'महिलाओं को पुरुषों से कम मजदूरी दी जाती है',
  ],
  'gratuity': [
    'worked 8 years, company refuses to pay gratuity', 'retired but gratuity still not paid', 'father died in service, gratuity not given to the family', 'company says no gratuity since I resigned',
    'gratuity delayed for a year, can I get interest', 'paanch saal naukri ki, gratuity nahi mili', 'retirement ke baad gratuity atki hai', 'company gratuity kam calculate kar rahi hai',
    'सेवानिवृत्ति के बाद ग्रेच्युटी नहीं मिली', 'छह साल नौकरी के बाद ग्रेच्युटी देने से मना', 'कंपनी ग्रेच्युटी कम दे रही है',
  ],
  'provident-fund': [
    'PF is deducted from salary but not deposited', 'my EPF passbook shows no contribution for a year', 'old employer has not approved my PF transfer', 'PF withdrawal claim keeps getting rejected',
    'company closed and PF dues were never paid', 'salary se PF katta hai par jama nahi hota', 'purani company PF transfer nahi kar rahi', 'EPF ka paisa nahi nikal raha, claim reject ho gaya',
    'वेतन से पीएफ कटता है पर खाते में जमा नहीं', 'पुरानी कंपनी पीएफ ट्रांसफर नहीं कर रही', 'पीएफ निकालने का दावा बार-बार रद्द हो रहा है',
  ],
  'wrongful-termination': [
    'fired without any notice or inquiry', 'company terminated me after 6 years without compensation', 'laid off suddenly with no retrenchment pay', 'dismissed for misconduct without hearing my side',
    'told not to come from tomorrow, no letter given', 'bina notice naukri se nikaal diya', 'factory ne chhatni kar di, koi muavza nahi', 'kal se mat aana bol diya, koi letter nahi diya',
    'बिना नोटिस के नौकरी से निकाल दिया', 'छंटनी कर दी और कोई मुआवजा नहीं दिया', 'बिना जांच के बर्खास्त कर दिया',
  ],
  'maternity-benefit': [
    'fired after I told my boss I was pregnant', 'company gives only 12 weeks maternity leave for my first child', 'maternity leave salary was not paid',
    'my role was downgraded when I returned from maternity leave', 'pregnant hone par naukri se nikaal diya', 'maternity leave ka paisa nahi diya',
    'delivery ke liye chhutti maangi toh resign karne ko bola', 'गर्भवती होने पर नौकरी से निकाल दिया', 'मातृत्व अवकाश का वेतन नहीं मिला', 'कंपनी छब्बीस हफ्ते की छुट्टी नहीं दे रही',
    'HR asked me to resign during my maternity leave',
  ],
  'bonded-labour': [
    'brick kiln owner will not let us leave until the advance is repaid', 'took a loan from the landlord, now working free for years', 'family forced to work on a farm to pay off a debt',
    'employer keeps our IDs and will not let us go home', 'my brother is held at a farm in another state for a loan', 'bhatte wala bolta hai advance chukao tab jaane dunga',
    'karza utaarne ke liye saalon se muft kaam kar rahe hain', 'seth ne bandhua bana ke rakha hai', 'ईंट भट्ठे पर कर्ज के बदले बंधुआ मजदूरी', 'मालिक पेशगी के नाम पर घर जाने नहीं देता',
    'कर्ज चुकाने के लिए बिना मजदूरी काम करवाते हैं',
  ],
  'employee-left-without-notice': [
    'employee quit without serving the notice period', 'staff member broke the two year training bond', 'can I recover training costs from an employee who left',
    'my worker left suddenly and joined a competitor', 'employee bina notice diye chhod gaya', 'staff ne bond tod diya, paise kaise vasoole', 'kaarigar notice period poora kiye bina chala gaya',
    'कर्मचारी बिना नोटिस दिए नौकरी छोड़ गया', 'कर्मचारी ने बॉन्ड तोड़ दिया, नुकसान की भरपाई कैसे हो', 'क्या नौकरी छोड़ने वाले का वेतन रोक सकते हैं',
    'new hire left after company paid for his certification',
  ],
  'posh-respondent': [
    'a colleague filed a sexual harassment complaint against me', 'the internal committee sent me a notice, what do I do', 'the ICC did not give me a copy of the complaint',
    'a junior accused me of harassment after a dispute at work', 'the committee found me guilty, can I appeal', 'office mein mere khilaf POSH complaint hui hai',
    'ICC inquiry mein apni baat kaise rakhu', 'colleague ne jhoothi harassment complaint ki hai', 'ऑफिस की सहकर्मी ने मुझ पर यौन उत्पीड़न की शिकायत की', 'आंतरिक समिति ने मुझे नोटिस भेजा है',
    'पॉश जांच में मेरी बात नहीं सुनी गई',
  ],

  // Banking, loans and credit.
  'account-frozen-police': [
    'my bank account was frozen by the cyber police', 'bank says my account is on hold due to a police complaint', 'someone sent me money and now my account is blocked',
    'whole account frozen over a 5000 rupee transaction', 'shop account debit-frozen after a customer paid by UPI', 'cyber cell ne mera account freeze kar diya',
    'bank khata band hai, bolte hain police ka order hai', 'UPI se paise aaye aur account hold pe chala gaya', 'साइबर पुलिस ने मेरा बैंक खाता फ्रीज कर दिया',
    'खाते पर होल्ड लगा है, बैंक पुलिस केस बता रहा', 'फ्रीज खाता खुलवाने के लिए कोर्ट में अर्जी देनी है',
  ],
  'loan-app-harassment': [
    'loan app is messaging everyone in my contacts', 'they made a morphed photo of me over a small loan', 'instant loan app asking double the amount I borrowed',
    'recovery people from the app abuse me on WhatsApp', 'loan app wale contacts ko gande messages bhej rahe', 'app se 3000 liye, ab 20000 maang rahe', 'meri photo edit karke rishtedaaron ko bhej di',
    'लोन ऐप वाले मेरे रिश्तेदारों को मैसेज भेज रहे हैं', 'ऐप से छोटा लोन लिया, अब गालियां दे रहे', 'लोन ऐप ने मेरी फोटो एडिट करके वायरल करने की धमकी दी',
    'app charged huge processing fee and now threatens my family',
  ],
  'recovery-agent-harassment': [
    'bank recovery agents come to my house and shout', 'agents call me at midnight about my credit card dues', 'a recovery agent threatened my wife at her office',
    'finance company men abusing me over missed EMIs', 'credit card agents call my relatives and office colleagues', 'recovery wale raat ko phone karke gaali dete hain',
    'EMI late hui toh agent ghar pe tamasha karte hain', 'bank ke agent padosiyon ke saamne beizzati karte hain', 'रिकवरी एजेंट घर आकर धमकाते हैं', 'किस्त बाकी है तो बैंक वाले रात को फोन करते हैं',
    'फाइनेंस कंपनी के लोग किस्त के लिए बदतमीजी करते हैं',
  ],
  'sarfaesi-notice': [
    'bank sent a notice to take my house for an unpaid home loan', 'got a 60 day notice under section 13(2)', 'bank put a possession notice on my house wall', 'bank is auctioning my mortgaged shop',
    'bank sealed my factory over a business loan', 'home loan ki EMI ruki, bank ghar kabze mein lega', 'bank ne ghar pe kabze ka notice chipka diya', 'bank ghar ki nilaami kar raha hai, kya kare',
    'बैंक ने घर कब्जे में लेने का नोटिस भेजा', 'गिरवी रखे मकान की नीलामी का नोटिस आया', 'लोन खाता एनपीए हो गया, बैंक मकान ले लेगा',
  ],
  'debt-recovery-tribunal': [
    'bank filed a recovery case against me in the DRT', 'got DRT summons for a business loan I guaranteed', 'how to reply to the bank\'s original application in DRT',
    'DRT ordered me to pay, can I appeal', 'bank is suing me for a 50 lakh business loan', 'bank ne DRT mein case kar diya', 'guarantor bana tha, ab DRT se notice aaya',
    'DRT ke order ke khilaaf appeal kaise kare', 'बैंक ने ऋण वसूली न्यायाधिकरण में केस किया', 'डीआरटी से समन आया है', 'कारोबारी लोन की वसूली के लिए बैंक ने मुकदमा किया',
  ],
  'upi-wrong-transfer': [
    'sent money to the wrong UPI id by mistake', 'typed the wrong account number and money went to a stranger', 'paid the wrong person on PhonePe and he will not return it',
    'bank says they cannot reverse my wrong transfer', 'one digit wrong in the mobile number and the money went', 'galti se galat number pe paise chale gaye',
    'Google Pay se galat bande ko 10000 bhej diye', 'jisko galti se paise gaye woh wapas nahi kar raha', 'गलती से गलत यूपीआई आईडी पर पैसे चले गए', 'गलत खाते में पैसे ट्रांसफर हो गए',
    'गलती से भेजे पैसे वह वापस नहीं कर रहा',
  ],
  'credit-report-error': [
    'CIBIL shows a loan I never took', 'a closed loan still shows as overdue in my credit report', 'loan rejected due to a wrong entry in CIBIL', 'fully paid credit card still shows pending dues',
    'someone took a loan on my PAN card and it shows in my report', 'CIBIL score galat entry ki wajah se gir gaya', 'loan band ho gaya par CIBIL mein abhi bhi dikh raha',
    'bank CIBIL theek nahi kar raha', 'सिबिल रिपोर्ट में गलत लोन दिख रहा है', 'बंद लोन अभी भी बकाया दिखा रहा है', 'गलत सिबिल की वजह से लोन नहीं मिल रहा',
  ],

  // Traffic: the accused's and the owner's side.
  'juvenile-driving': [
    'my 16 year old son was caught driving my car', 'police stopped my minor daughter riding a scooty', 'my underage son hit someone while driving',
    'a neighbour\'s kid drove my bike without my knowledge', 'naabalig beta bike chalate pakda gaya', 'police ne 15 saal ke ladke ki scooty pakdi, mujh pe case',
    'bina license ke bachcha car le gaya, challan mere naam', 'नाबालिग बेटा स्कूटी चलाते पकड़ा गया', 'सत्रह साल के बेटे से एक्सीडेंट हो गया', 'नाबालिग के गाड़ी चलाने पर पिता पर केस',
    'will the registration of my car be cancelled because my son drove',
  ],
  'driving-without-licence': [
    'police caught me driving without a licence', 'my car insurance had expired when I was stopped', 'I only had a learner licence and got a challan',
    'let my friend drive my car and he had no licence', 'licence expired last year and I am still driving', 'bina license gaadi chalate pakda gaya',
    'insurance khatam tha, police ne challan kaat diya', 'DL ghar pe tha, digilocker dikhaya toh bhi challan', 'बिना लाइसेंस गाड़ी चलाते पकड़ा गया', 'गाड़ी का बीमा खत्म था, चालान कट गया',
    'डिजिलॉकर में लाइसेंस दिखाया फिर भी पुलिस नहीं मानी',
  ],
  'traffic-challan': [
    'got an e-challan for a signal I did not jump', 'a challan came for a car that is not mine', 'want to contest an overspeeding challan in court',
    'old pending challans, can they be settled in Lok Adalat', 'virtual court challan, how to pay or dispute it online', 'galat challan aaya hai, kaise contest kare',
    'meri bike pe kisi aur ka challan aa gaya', 'e-challan bharna nahi chahta, court mein jaana hai', 'गलत ई-चालान आया है, कैसे चुनौती दें', 'मेरी गाड़ी पर दूसरे का चालान कट गया',
    'पुराने चालान लोक अदालत में निपट जाएंगे क्या',
  ],
  'accident-driver-accused': [
    'I hit a pedestrian with my car and he died', 'police filed a case against me after my truck accident', 'my husband drove into a scooter and police arrested him',
    'will my insurance pay the injured man\'s family', 'I hit a biker and ran in fear of the crowd', 'mujhse accident ho gaya, aadmi mar gaya', 'gaadi se takkar ho gayi, police ne case kar diya',
    'truck driver hoon, accident ka case laga hai', 'मेरी कार से एक्सीडेंट हुआ, पुलिस ने केस दर्ज किया', 'मेरी बाइक से टक्कर हो गई, घायल अस्पताल में है',
    'दुर्घटना के बाद ड्राइवर पर लापरवाही का मुकदमा',
  ],
  'vehicle-seized': [
    'police seized my car in a case and will not release it', 'my phone was taken by police during investigation', 'my bike has been lying at the police station for months',
    'how to get superdari of my seized truck', 'police took my tractor after a fight case in the village', 'police ne gaadi case mein thane mein khadi kar di',
    'mobile police ne jabt kar liya, wapas kaise milega', 'case mein pakdi gaadi thane se chhudwani hai', 'पुलिस ने मेरी गाड़ी जब्त कर ली', 'थाने में खड़ी बाइक छुड़वानी है',
    'जांच में लिया मोबाइल वापस चाहिए',
  ],

  // Doctors and hospitals.
  'medical-negligence-consumer': [
    'doctor left a swab inside my wife after surgery', 'hospital gave wrong treatment and my father got worse', 'want compensation from the hospital for a botched operation',
    'hospital refuses to give my mother\'s medical records', 'they operated on the wrong eye at the eye hospital', 'operation mein doctor ki galti se infection ho gaya',
    'galat ilaaj ki wajah se haath kaam nahi karta', 'hospital se muavza lena hai laparwahi ke liye', 'ऑपरेशन में डॉक्टर की लापरवाही से नुकसान हुआ', 'गलत इलाज के लिए अस्पताल से मुआवजा चाहिए',
    'अस्पताल मरीज के मेडिकल रिकॉर्ड नहीं दे रहा',
  ],
  'medical-council-complaint': [
    'want to complain against a doctor to the medical council', 'doctor gave a false medical certificate', 'want this doctor\'s licence cancelled',
    'doctor behaved unethically and demanded extra cash', 'doctor refused to give records, can the council act', 'doctor ki shikayat medical council mein karni hai',
    'doctor ka registration radd karwana hai', 'doctor ne jhootha certificate bana diya', 'डॉक्टर के खिलाफ मेडिकल काउंसिल में शिकायत', 'डॉक्टर का लाइसेंस रद्द करवाना है',
    'डॉक्टर ने गलत मेडिकल सर्टिफिकेट दिया',
  ],
  'medical-negligence-criminal': [
    'my wife died after the doctor operated while drunk', 'want an FIR against the doctor for my father\'s death', 'baby died because the doctor was absent during delivery',
    'police refusing to file a case against the hospital', 'doctor ki laparwahi se maa ki maut, FIR karani hai', 'galat injection se bhai mar gaya, doctor pe case',
    'delivery ke time doctor nahi aaya, bachcha mar gaya', 'डॉक्टर की लापरवाही से पिता की मौत, मुकदमा चाहिए', 'गलत इंजेक्शन से मरीज की मौत हो गई', 'अस्पताल के खिलाफ एफआईआर के लिए मेडिकल बोर्ड',
    'patient died after a careless blood transfusion, want the doctor punished',
  ],

  // Consumers and utilities.
  'ecommerce-refund': [
    'my online order never arrived but shows delivered', 'shopping app not refunding a cancelled order', 'received a broken phone and the seller refuses return',
    'got a brick in the box instead of the product', 'paid by card on a shopping site, no delivery, want chargeback', 'online order aaya hi nahi, refund nahi mil raha',
    'Amazon se galat saaman aaya, return nahi le rahe', 'cancel kiya tha, paise abhi tak wapas nahi aaye', 'ऑनलाइन ऑर्डर डिलीवर नहीं हुआ, रिफंड नहीं मिला', 'खराब सामान आया, वापसी से मना कर दिया',
    'ऑर्डर कैंसिल किया पर पैसे वापस नहीं आए',
  ],
  'seller-consumer-defence': [
    'a customer filed a consumer case against my shop', 'got a notice from the district consumer commission against my business', 'customer misused the product and now sues us',
    'consumer forum ordered me to pay, I want to appeal', 'my coaching institute received a consumer complaint notice', 'grahak ne meri dukaan pe consumer case kar diya',
    'consumer court ka notice aaya hai, jawab dena hai', 'customer ne jhoothi complaint ki hai consumer forum mein', 'ग्राहक ने मेरी दुकान के खिलाफ उपभोक्ता शिकायत की',
    'उपभोक्ता आयोग से नोटिस आया, जवाब कैसे दें', 'उपभोक्ता फोरम के आदेश के खिलाफ अपील करनी है',
  ],
  'product-liability': [
    'pressure cooker burst and burned my hand', 'new phone battery exploded while charging', 'e-bike caught fire and damaged my house', 'child fell sick after eating packaged food',
    'heater had no warning label and gave my son a shock', 'naya geyser phat gaya, bathroom mein chot lagi', 'charging ke waqt phone ki battery phat gayi',
    'kharab gas regulator se kitchen mein aag lag gayi', 'प्रेशर कुकर फटने से पत्नी जल गई', 'नई स्कूटर की बैटरी में आग लगने से घर जला', 'पैकेट वाला खाना खाकर बच्चा बीमार पड़ा',
  ],
  'electricity-bill-dispute': [
    'electricity bill came ten times higher than usual', 'meter is faulty and the bill keeps jumping', 'discom cut my power without notice over an unpaid bill',
    'paid the bill but the discom still disconnected me', 'want to complain to the electricity ombudsman about my bill', 'bijli ka bill bahut zyada aaya hai', 'meter kharab hai, bill galat aa raha',
    'bijli vibhag ne bina notice connection kaat diya', 'बिजली का बिल बहुत ज्यादा आया है', 'मीटर खराब है, गलत बिल आ रहा है', 'बिजली विभाग ने बिना नोटिस कनेक्शन काट दिया',
  ],

  // Online harms.
  'sextortion': [
    'a woman on a video call recorded me and now demands money', 'someone threatens to leak my private photos', 'ex-boyfriend says he will post our video unless I pay',
    'stranger on Instagram blackmailing me with nude pictures', 'paid once already, still demanding more to delete the video', 'video call pe nanga record karke paise maang raha',
    'private photos viral karne ki dhamki de raha hai', 'ex bolta hai video daal dunga agar milne nahi aayi', 'वीडियो कॉल रिकॉर्ड करके पैसे मांग रहे हैं', 'निजी फोटो वायरल करने की धमकी देकर ब्लैकमेल',
    'अश्लील वीडियो डालने की धमकी दे रहा है',
  ],
  'social-media-takedown': [
    'someone made a fake Instagram profile using my photos', 'a defamatory post about me is going viral on Facebook', 'YouTube video spreading lies about my shop',
    'platform ignored my report, how to get the post removed', 'grievance officer not responding to my takedown request', 'meri photo se fake ID bana di, hatwani hai',
    'Facebook pe mere baare mein galat post daali', 'video delete karwana hai, report karne pe bhi nahi hataya', 'मेरी फोटो से फर्जी प्रोफाइल बना दी, हटवानी है',
    'सोशल मीडिया पर मेरे खिलाफ झूठी पोस्ट', 'इंस्टाग्राम से मेरा वीडियो हटवाना है',
  ],
  'online-job-scam': [
    'paid for tasks to like YouTube videos and lost money', 'work from home job asked a registration fee then vanished', 'Telegram task group took 2 lakh to unlock my earnings',
    'fake HR offered a job and took a security deposit', 'paid for a training kit for an online job that never existed', 'part time job ke naam pe paise le liye',
    'hotel rating task mein pehle paise diye phir sab doob gaya', 'Telegram pe task ke bahane 50 hazaar thag liye', 'घर बैठे नौकरी के नाम पर पैसे ठग लिए', 'टेलीग्राम टास्क में पैसे लगाए, सब डूब गए',
    'रजिस्ट्रेशन फीस लेकर नौकरी वाला गायब हो गया',
  ],
};
