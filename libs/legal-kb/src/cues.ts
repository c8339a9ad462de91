/**
 * The words that tell who is asking and what field of law a situation is in. Written once, in
 * English and romanised Hindi: text.ts folds the question (Devanagari romanised, spellings unified,
 * English stemmed) and these cues the same way, so "मेरे खिलाफ" meets "mere khilaf". A cue matches
 * at the start of a word, so "arrest" also matches "arrested". Longer cues weigh more: "i am the
 * tenant" beats "the tenant". Parts joined by "…" must come in that order within seven words
 * ("police … picked up" matches "the police came and picked up my son"). A cue ending in "$" must end
 * at a word end where its folded form starts common words: "bahu$" (daughter-in-law) is not "bahut"
 * (very), "wall$" (folded "val") is not "vale" (वाले). Words whose Hindi twin is everyday are left out:
 * "vahan" (वाहन, vehicle) folds like वहाँ (there), "pita" (beaten) like पिता (father).
 */
import type { Domain, Role } from './types';

export const ROLE_CUES: Partial<Record<Role, string[]>> = {
  accused: [
    'against me', 'against my son', 'against my husband', 'against my brother', 'against my father', 'against my family',
    'against us', 'accused of', 'i am accused', 'i am the accused', 'named in the fir', 'named in an fir', 'named me',
    'charged with', 'booked me', 'booked my', 'booked under', 'false case', 'fake case', 'false complaint against',
    'falsely accus', 'falsely implicat', 'implicated', 'framed me', 'arrest me', 'arrested', 'arrest my', 'picked up my',
    'took my son', 'took my husband', 'took away my', 'detained', 'in custody', 'in jail', 'in lockup', 'lock up', 'remand',
    'bail', 'anticipatory', 'summons', 'warrant', 'police are looking for me', 'police came to my house', 'called me to the police',
    'my chargesheet', 'discharge', 'acquit', 'quash', 'absconding', 'proclaimed',
    'mere khilaf', 'mere upar', 'mujh par', 'mujhpar', 'mujhpe', 'mujh pe', 'hamare khilaf', 'humare khilaf', 'mere pati ke khilaf',
    'mere bete ke khilaf', 'mere bhai ke khilaf', 'pure parivar', 'mere … ke upar', 'mere … ke khilaf', 'hamare … ke upar',
    'hum par', 'humpar', 'hampar', 'hum pe', 'me and my … accused', 'against me and', 'jhutha', 'jhuta', 'jhootha', 'giraftar',
    // "fasa diya" is framed; "fasa hai" is only stuck (in a brick kiln, in debt).
    'fansa diya', 'fasa diya', 'fansaya', 'fasaya', 'fansa rah', 'fasa rah', 'fansa de', 'fasa de',
    'girftar', 'pulis … pakad', 'pulis … utha', 'pulis … le gayi', 'pulis … le gaye', 'pulis … le gai', 'thane … le gaye',
    'police … picked', 'police … took him', 'police … took my', 'police … detain', 'police … raid', 'hirasat', 'havalat',
    'jail mein', 'jel', 'jamanat', 'jamant', 'bel', 'khilaf kes', 'khilaf fir', 'case darj ho gaya mere',
    'in the police station', 'at the police station', 'sitting in the police station', 'not produced', 'taken him to', 'thane mein band',
    'thane me band', 'thane me baitha', 'thane bulaya', 'called to the police station', 'police called my', 'fir kara di', 'fir karva di',
    'case kar diya', 'kes kar diya', 'case kiya hai', 'kes kiya hai', 'my name is in', 'named my', 'nam … fir', 'nam … chargesheet',
    'taken to the station', 'took him to the station', 'filed a case saying i', 'ordered me to pay', 'order … me to pay', 'asking me to pay', 'asking me for maintenance', 'maintenance from me', 'mujhe … dena pad', 'ilzam', 'aarop', 'arop',
    'interrogat', 'puchtach', 'chargesheet', 'charge sheet', 'trial', 'convicted', 'sentenced', 'saja ho gayi', 'appeal against conviction',
    'police … taken him', 'police … taken my', 'caught with', 'pakda gaya', 'pakde gaye', 'fir … mera nam', 'mera nam … dal',
    'nam bhi dal', 'pulis … mujhse', 'force me to sign', 'jabardasti … bayan', 'ki saja', 'saja di', 'saja suna', 'appeal karn',
    'pe kes', 'par kes', 'kes bana', 'saying i', 'claiming i', 'alleging i', 'complaint against me',
    // Denials are the accused's words: "I never did anything", "main begunah hoon".
    'accused me', 'blamed me', 'complained that i', 'complained … that i', 'reported that i', 'i am innocent', 'he is innocent',
    'we are innocent', 'i never did', 'i did nothing', 'i have done nothing', 'begunah', 'nirdosh', 'maine kuch nahi kiya',
    // A court summons in Hindi is "samman"/"समन"; alone the word is also "goods" (saaman), so only beside the court.
    'kort … saman', 'saman … kort',
    // Someone else filed: the asker is the one it was filed against ("she has filed a case for maintenance").
    'she has filed', 'she filed', 'he has filed', 'he filed', 'they have filed', 'they filed',
  ],
  victim: [
    'stole my', 'stolen', 'robbed me', 'snatched my', 'cheated me', 'duped me', 'beat me', 'beats me', 'hit me', 'attacked me',
    'assaulted me', 'harass me', 'harassing me', 'harassed me', 'threaten me', 'threatening me', 'threatened me', 'touched me',
    'molest', 'raped', 'abused me', 'my fir', 'file an fir', 'file a fir', 'file fir', 'lodge', 'register an fir', 'register my',
    'file a complaint against', 'complain against', 'complaint against him', 'complaint against her', 'complaint against them',
    'want to complain', 'happened to me', 'victim', 'against him', 'against her', 'against them', 'my daughter was', 'my son was beaten',
    'mujhe mara', 'mujhe pita', 'mere sath', 'mere saath', 'loot liya', 'chura liya', 'chori ho', 'thag liya', 'dhoka diya',
    'fir karvani', 'fir darj karvani', 'fir darj karani', 'fir likhvani', 'shikayat karni', 'shikayat karna', 'shikayat darj',
    'uske khilaf', 'unke khilaf', 'usne mujhe', 'unhone mujhe', 'peedit', 'pidit',
    // A scam call's "digital arrest" is no arrest: the caller is the offender, the asker the victim.
    'digital arrest', 'digital arest',
    // Struck by a vehicle: the one hit (or the family) asks, not the driver.
    'was hit by', 'were hit by', 'got hit by', 'knocked down by', 'was run over', 'ran over my', 'ko takkar mar', 'ko thokar mar', 'ko kuchal',
  ],
  drawer: [
    'i gave a chek', 'i gave the chek', 'i gave him a chek', 'i gave her a chek', 'i issued', 'chek i gave', 'chek i issued',
    'chek given by me', 'my chek was', 'notice for chek', 'chek bounce notice', 'chek bounc notice', '138 notice', 'notice under 138',
    'notice under section 138', 'received a legal notice for', 'got a legal notice for', 'got a notice for chek', 'case against me for chek',
    'maine chek', 'mene chek', 'mera diya chek', 'mere diye chek', 'mere diye hue', 'chek bounce ka notis', 'chek bauns ka notis',
    'notis mila chek', 'chek ka notis', 'chek ka kes mere', 'mujh par chek', 'mujhpar chek', 'mere upar chek', 'security chek',
    'received a legal notis', 'got a legal notis', 'notis … my chek', 'my chek … notis', 'pay within 15 days', 'pay in 15 days',
    'i gave … chek', 'i issued … chek', 'i had given … chek', 'maine … chek diya', 'maine … chek diye', 'stop payment',
    // "X ko cheque diya": the cheque went to someone else.
    'ko … chek diya', 'ko … chek diye',
    // "The cheque was mine, I gave it to my supplier."
    'chek was mine', 'was my chek', 'chek … i gave', 'mera chek tha', 'chek mera tha',
  ],
  payee: [
    'gave me a chek', 'gave me the chek', 'gave me chek', 'chek he gave', 'chek she gave', 'chek they gave', 'chek given to me',
    'chek i received', 'i received a chek', 'i received the chek', 'received a chek', 'received the chek', 'his chek', 'her chek',
    'their chek', 'chek from', 'chek i deposit', 'deposited the chek', 'deposited his', 'send a notice to', 'mujhe chek', 'usne chek',
    'uska chek', 'unka chek', 'uski taraf se', 'jo chek mila', 'chek mila tha', 'mila hua chek', 'paid by chek', 'paid me',
    'paid us', 'paid rent by', 'paid the rent by', 'gave us a chek', 'issued to me', 'issued in my favour', 'in my name',
    // Hindi word order: "उसका दिया चेक", the cheque he gave (me).
    'uska diya', 'unka diya', 'uski di', 'uske diye', 'diya hua chek', 'diya gaya chek',
    'customer gave', 'tenant gave', 'friend gave', 'buyer gave', 'client gave', 'party gave', 'usne diya', 'unhone diya',
    'gave me … chek', 'usne … chek diya', 'unhone … chek diya', 'chek … gave me', 'chek … diya tha mujhe',
    'jo chek … mila', 'chek mujhe mila', 'mujhe … chek mila', 'chek mila',
  ],
  tenant: [
    'my landlord', 'our landlord', 'landlady', 'owner of the flat', 'owner of the house',
    'makan malkin', 'malik makan', 'i am a tenant', 'i am the tenant', 'as a tenant', 'i live on rent', 'i vacated',
    'we vacated', 'after vacating', 'my deposit', 'our deposit', 'my security deposit', 'main kirayedar', 'hum kirayedar', 'kiraye par rehta',
    'kiraye pe rehta', 'kiraye par rehte', 'kiraye ke makan', 'kiraye ke kamre', 'kiraye ka makan', 'room khali karne',
    'mere makan malik', 'hamare makan malik', 'makan malik ne', 'the landlord is', 'the landlord has', 'the landlord refus',
    'the landlord want', 'the landlord ask', 'the landlord told', 'the landlord say', 'our house owner', 'my house owner',
  ],
  landlord: [
    'my tenant', 'our tenant', 'tenant is', 'tenant not', 'tenant has', 'tenant refus', 'tenant stop', 'i rented out',
    'i let out', 'rented my', 'let out my', 'i am the landlord', 'i am a landlord', 'i am the owner', 'mera kirayedar',     'main makan malik', 'mai makan malik', 'maine kiraye par', 'maine kiraye pe', 'kiraye par diya',
    'kiraye pe diya', 'kiraya nahi de', 'kiraya nahi dey', 'mere kirayedar', 'hamara kirayedar', 'hamare kirayedar', 'kirayedar ne',
    'the tenant is', 'the tenant has', 'the tenant refus', 'the tenant stop', 'the tenant won',
    'gave on rent', 'gave it on rent', 'given on rent', 'gave … on rent', 'i own … on rent', 'kiraye par de', 'kiraye pe de',
  ],
  employee: [
    'my employer', 'my company', 'my boss', 'my manager', 'my salary', 'my wage', 'my pay', 'my job', 'my last salary',
    'salary not', 'not paid my', 'not paying my', 'fired me', 'terminated me', 'dismissed me', 'sacked me', 'laid me off', 'laid off',
    'i resigned', 'my resignation', 'i work', 'i worked', 'working at', 'worked at', 'working in', 'i am an employee', 'i am the employee',
    'as an employee', 'relieving letter', 'experience letter', 'meri salari', 'meri tankhvah', 'mera vetan', 'meri pagar', 'meri majduri',
    'naukri se nikal', 'naukri chali', 'kampani ne', 'seth ne', 'malik ne salari', 'tankhvah nahi', 'salari nahi', 'vetan nahi', 'mera pf',
    'main karmchari', 'mai karmchari', 'main karmachari', 'karmachari hun', 'main majdur', 'hum majdur',
  ],
  employer: [
    'my employee', 'my staff', 'my worker', 'our employee', 'our staff', 'an employee of mine', 'employee of my company',
    'i am the employer', 'i am an employer', 'left without notice', 'left without serving', 'without serving notice', 'my driver left',
    'my maid left', 'i run a', 'my factory', 'mera karmchari', 'mere karmchari', 'mera naukar', 'mere kamgar', 'main malik hun',
    'main niyokta', 'mai niyokta', 'maine naukri par rakha',
    // The people a small business owner employs, named as theirs.
    'shop owner', 'business owner', 'factory owner', 'my cashier', 'my accountant', 'my munim', 'my helper', 'my servant',
    'my salesman', 'my guard', 'my cook', 'my labourer', 'my labour', 'my workers', 'our cashier', 'our accountant', 'our munim',
    'mera munim', 'hamara munim', 'hamare munim', 'mera naukar', 'mere yaha kam', 'mere yahan kam', 'hamare yahan kam',
  ],
  buyer: [
    'i bought', 'i purchased', 'i ordered', 'bought a', 'bought from', 'purchased a', 'purchased from', 'my order', 'the seller',
    'sold me', 'i booked a flat', 'i booked a plot', 'i paid for', 'i am the buyer', 'i am a buyer', 'maine kharida', 'mene kharida',
    'kharida tha', 'order kiya', 'mangvaya', 'mangaya', 'becha mujhe', 'mujhe becha',
  ],
  seller: [
    'my shop', 'my customer', 'a customer', 'the customer', 'customer has', 'customer filed', 'i sold', 'sold my', 'the buyer',
    'buyer is', 'buyer has', 'buyer back', 'i am the seller', 'i am a seller', 'my business', 'my store', 'maine becha', 'mene becha',
    'meri dukan', 'hamari dukan', 'grahak ne', 'kharidar ne', 'vikreta',
    // Selling what is one's own: "apna plot bechne ka sauda", "selling my flat".
    'apna … bech', 'apni … bech', 'apne … bech', 'selling my', 'i am selling', 'i agreed to sell', 'we agreed to sell',
  ],
  borrower: [
    'my loan', 'i took a loan', 'took a loan', 'took loan', 'loan app', 'my emi', 'emi', 'recovery agent', 'recovery call',
    'i borrowed', 'i owe', 'my home lon', 'my personal lon', 'my credit card', 'i am the borrower', 'i borrowed the money',
    'maine lon', 'lon liya', 'karj liya', 'karja liya', 'karja', 'karj', 'kist', 'vasuli',
  ],
  lender: [
    'i lent', 'i gave a lon', 'i gave him money', 'i gave her money', 'lent him', 'lent her', 'lent money', 'borrowed from me',
    'took money from me', 'not returning my money', 'not repaying', 'owes me', 'i lent the money', 'udhar diya', 'udhaar diya',
    'paise diye the', 'paisa diya tha', 'vapas nahi kar', 'vapas nahi de', 'lauta nahi', 'mere paise',
  ],
  parent: [
    'my son', 'my daughter', 'my child', 'my kid', 'my minor', 'my children', 'our son', 'our daughter', 'our child',
    'mera beta', 'meri beti', 'mere bache', 'mera bacha', 'mere bete', 'hamara beta', 'hamari beti',
    // "my 13 year old son", "our younger daughter".
    'my … son$', 'my … daughter$', 'our … son$', 'our … daughter$',
    'as a father', 'as a mother', 'as a parent', 'i am the father', 'i am the mother', 'i am his father', 'i am her father',
    'i am his mother', 'i am her mother', 'my baby', 'our baby', 'our kid', 'our kids', 'bache ka pita', 'bache ki ma',
  ],
  spouse: [
    'my husband', 'my wife', 'my spouse', 'my in-laws', 'my in laws', 'mere pati', 'meri patni', 'meri bivi', 'mera pati',
    'mere sasural', 'sasural', 'sasur', 'saas',
  ],
  senior: [
    'senior citizen', 'old age', 'elderly', 'old parents', 'aged parents', 'my old mother', 'my old father', 'i am old',
    'budhe', 'budhape', 'bujurg', 'vridh', 'bade buj',
  ],
};

/** Field-of-law cues; a question may sit in several (a landlord's threat is tenancy and criminal). */
export const DOMAIN_CUES: Record<Exclude<Domain, 'general'>, string[]> = {
  criminal: [
    'pulis', 'fir', 'arrest', 'bel', 'jail', 'custody', 'stole', 'stolen', 'theft', 'thief', 'rob', 'snatch', 'beat', 'hit me', 'attack',
    'murder', 'kill', 'rape', 'molest', 'threat', 'blackmail', 'extort', 'kidnap', 'abduct', 'chargesheet', 'charge sheet', 'accused',
    'crime', 'criminal', 'offence', 'assault', 'injur', 'knife', 'gun', 'acid', 'stalk', 'abuse', 'forged', 'forgery', 'cheated',
    'cheating', 'trespass', 'riot', 'drug', 'ganja', 'thana', 'havalat', 'hirasat', 'giraftar', 'jamanat', 'chori', 'chor', 'lut',
    'mar pit', 'marpit', 'mara', 'pitai', 'pit diya', 'pit dala', 'pita gaya', 'piti gayi', 'dhamki', 'katl', 'hatya', 'balatkar', 'chhed', 'ched', 'apharan', 'dhokha', 'thag', 'frod',
    'kes darj', 'mukadma', 'mukadama', 'sajaa', 'saja', 'punish', 'summons', 'warrant', 'magistrate', 'remand', 'lockup', 'lock up',
    'dahej', 'dowry', '498', 'sexual', 'harass', 'pareshan kar', 'suicide', 'goli', 'chaku', 'chaaku', 'hit him', 'hit her', 'hit my',
    'iron rod', 'lathi', 'danda', 'dhaka', 'stab', 'shot', 'stone', 'smash', 'vandal', 'damag', 'tod di', 'tod diya', 'fod', 'atmahatya', 'missing', 'lapata', 'gum ho', 'poks', 'pocso', 'sc st', 'atrocit',
    // Threats to kill and abuse as people say them in Hindi.
    'jan se mar', 'mar dunga', 'mar dalunga', 'mar dalenge', 'marva dunga', 'gali galoch', 'galiyan',
  ],
  civil: [
    'civil suit', 'civil court', 'suit', 'injunction', 'stay order', 'contract', 'legal notis', 'vasuli',
    'damages', 'compensation', 'rti', 'pension', 'stamp', 'udhar', 'udhaar', 'lent', 'owes me',
  ],
  property: [
    'land', 'plot', 'jamin', 'khet', 'farm', 'boundary', 'divar', 'deevar', 'wall$', 'walls$', 'encroach', 'kabja', 'mutation',
    'dakhil kharij', 'namantaran', 'registry', 'sale deed', 'property', 'sampati', 'jaydad', 'builder', 'partition', 'batvara',
    'inherit', 'ancestral', 'pushtaini', 'virasat', 'vasiyat', 'patvari', 'tehsil', 'khasra', 'khatauni', 'revenue', 'demarcat',
    'nishandehi', 'paimaish', 'his will', 'her will', 'a will', 'the will', 'my flat', 'our flat', 'flat possession', 'house possession', 'possession of', 'kabja', 'plot', 'mortgag', 'sarfaesi', 'adverse',
  ],
  consumer: [
    'bought', 'purchas', 'product', 'defect', 'refund', 'replacement', 'varranty', 'guarantee', 'seller', 'deliver',
    'e-commerce', 'ecommerce', 'amazon', 'flipkart', 'treatment', 'surgery', 'medical negligence',
    'consumer', 'grahak', 'bijli', 'electricity', 'mediclaim', 'courier', 'airline', 'flight', 'kharid',
    'dukan', 'dukandar', 'upbhokta', 'my order', 'online order', 'ordered', 'electricity bill', 'bijli bill', 'deficiency in service', 'service center', 'hospital bill', 'wrong treatment', 'doctor negligence', 'negligence', 'shopkeeper', 'insurance claim',
    // Medical care is a service: a doctor, a hospital or an operation is the consumer side of a story.
    'hospital', 'aspatal', 'nurse', 'nars', 'operation', 'ilaj', 'nursing home',
  ],
  labour: [
    'salari', 'wage', 'vetan', 'tankhvah', 'tankha', 'pagar', 'majduri', 'employer', 'employee', 'job', 'naukri', 'fired', 'terminat',
    'dismiss', 'resign', 'notice period', 'pf', 'provident', 'epf', 'gratuity', 'bonus', 'overtime', 'labour', 'labor', 'majdur',
    'factory', 'contractor', 'thekedar', 'maternity', 'prasuti', 'boss', 'manager', 'appraisal', 'karmchari',
    'workplace', 'colleague', 'vorker', 'kam se nikal', 'kaam se nikal', 'niyokta',   ],
  family: [
    'husband', 'wife', 'pati', 'patni', 'bivi', 'marriage', 'married', 'shadi', 'vivah', 'divorce', 'talak', 'maintenance', 'kharcha',
    'gujara', 'alimony', 'custody of', 'child custody', 'bache ki custody', 'in-laws', 'in laws', 'sasural', 'dowry', 'dahej',     'gharelu hinsa', '498', 'adopt', 'god le', 'live-in', 'live in', 'senior citizen', 'old parents', 'budhe', 'bujurg', 'son and daughter-in-law',
    'bahu$', 'guardian', 'domestic violence', 'dv act', 'dv case', 'girlfriend', 'boyfriend', 'inheritance', 'succession',
  ],
  cyber: [
    'online', 'internet', 'hack', 'otp', 'upi', 'phishing', 'social media', 'facebook', 'instagram', 'vhatsap', 'whatsapp', 'fake profile',
    'fake id', 'morph', 'photos leaked', 'video leaked', 'cyber', 'video call', 'sextort', 'scam',
    'telegram', 'youtube', 'twitter', 'x.com', 'account hack', 'kyc', 'screenshot', 'onlain', 'net banking', 'loan app', 'fake app', 'clicked a link', 'sim card', 'sim swap', 'email hack', 'my password', 'task scam', 'online task',
  ],
  traffic: [
    'accident', 'driving', 'drive', 'drove', 'licence', 'license', 'challan', 'chalan', 'traffic', 'helmet', 'speed', 'drunk',
    'hit and run', 'truck', 'bike', 'scooter', 'scooty', 'motorcycle', 'car', 'gadi', 'gaadi', 'vehicle', 'hadsa', 'durghatna',
    'takkar', 'signal', 'rc', 'number plate',
  ],
  tenancy: [
    'landlord', 'tenant', 'rent', 'kiraya', 'kiraye', 'kirayedar', 'makan malik', 'lease', 'deposit', 'evict', 'vacate', 'khali karne',
    'khali kar', 'rent agreement', 'paying guest', 'hostel',   ],
  banking: [
    'bank', 'akaunt', 'chek', 'lon', 'emi', 'credit card', 'debit card', 'atm', 'frozen', 'freez', 'cibil', 'credit score', 'recovery agent',
    'npa', 'sarfaesi', 'upi', 'kyc', 'net banking', 'passbook', 'fd', 'fixed deposit', 'byaj', 'karj', 'karja', 'kist',
    'nbfc', 'lender', 'borrow', 'udhar', 'udhaar',
  ],
};

/** Facts about the people involved that some entries need (a juvenile entry needs a minor). */
export const FLAG_CUES = {
  minor: [
    'minor', 'nabalig', 'under 18', 'below 18', 'underage', 'under age', 'juvenile', 'child', 'kid', 'school', 'class',
    // Stated ages ("16 saal ki", "72 years old") are read as numbers by frame.ts agesOf, not as cue words:
    // "68 saal ki hu" is an elderly woman, not a child.
    // Not "ladka"/"ladki": they say boy and girl of any unmarried age ("ek ladki ne mere upar case kiya").
    // Not "teen": it folds to "tin", which is also "teen" and "तीन", three ("teen saal se", for three years).
    'teenage', 'bacha', 'bachi',
  ],
  woman: ['woman', 'women', 'girl', 'lady', 'wife', 'mahila', 'aurat', 'ladki', 'patni', 'bivi', 'bahu$', 'beti', 'daughter', 'sister', 'behen', 'mother', 'maa'],
  elderly: ['senior citizen', 'old age', 'elderly', 'old parents', 'aged', 'budhe', 'budhape', 'bujurg', 'vridh'],
  // Stated ages of 18 and over with no child in the story also make it `adult` (frame.ts).
  adult: ['adult', 'balig', 'major hai', 'major ho'],
  // A tenant who has already left the premises: advice for a sitting tenant (stay on, keep paying) no longer fits.
  vacated: [
    'vacated', 'moved out', 'shifted out', 'left the flat', 'left the house', 'left the room', 'left the premises', 'left the shop', 'handed over the keys', 'handed back the keys', 'returned the keys',
    // Done, not told to: "khali kar diya" (I vacated), never "khali karo" (vacate!), which a landlord says.
    'khali kar diya', 'khaali kar diya', 'flat chhod diya', 'makan chhod diya', 'kamra chhod diya', 'खाली कर दिया', 'मकान छोड़ दिया', 'कमरा छोड़ दिया', 'फ्लैट छोड़ दिया',
  ],
  custody: ['arrest', 'custody', 'lockup', 'lock up', 'jail', 'detained', 'remand', 'hirasat', 'havalat', 'giraftar', 'pulis … pakad', 'pulis … utha', 'police … picked'],
} as const;
