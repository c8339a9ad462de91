/**
 * Hindi and Bengali typed in the Latin alphabet ("mera phone chori ho gaya", "amar swami roj mare,
 * ki korbo"). The answer engines (libs/legal-kb offline, libs/ai for a model) both decide from these
 * lists, so a message is read as the same language whichever engine answers it. Only function words,
 * pronouns and verb forms are listed, never subject words: they are what tells the language, and
 * English does not use them ("to", "the", "main", "par", "na" are left out as ambiguous; "ki" is both
 * Hindi's "of" and Bengali's "what", and counts for Bengali only where Bengali words outnumber Hindi ones).
 */

/** Romanised Bengali: pronouns, question words, postpositions and common verb forms. */
const BANGLISH = new Set(
  ('ami amar amake amay amader amra apni apnar apnake tumi tomar tomake tora tader tini tnar onar ' +
    'amr amk ki kii kivabe kibhabe kemne kemon keno kothay kotha kobe kokhon kotodin koto ' +
    'korbo korbe korben korchi korchhi korche korchhe koreche korechhe korechi korechhi korlo korlam korte kore korle korun korecho ' +
    'hobe hoy hoye hoyeche hoyechhe hoyechi hocche hochhe hochche holo hoyni hoini hbe ' +
    'dicche dichhe dichche diche dicchen dilo dilam diyeche diyechhe diye debe diben ' +
    'nicche nichhe niyeche niyechhe nilo niye nebe ' +
    'bolche bolchhe boleche bolechhe bollo bolte bolchi bolchhi ' +
    'ache achhe achi achhi achen achhen chilo chhilo chilam chhilam nei ' +
    'theke jonno kintu ebong othoba tobe tahole jodi jokhon ekhon shudhu sudhu sathe songe kache moddhe ' +
    'pachhe pacche pabo pabe parbo parbe parchi parchhi parchhe parche jabe jabo gelo geche gechhe ' +
    'ekta ekti kono kichu onek boudi ' +
    // Spoken forms as typed in chat ("korse" for "koreche", "dise" for "diyeche"), and everyday verbs.
    'korse korsi korsilo dise disi hoise hoisi nise nisi gese gesi khaise dhorse marse dey deyni dena thake thaki thakbo chhere chere').split(' '),
);

/**
 * Romanised Hindi words English does not use. Listed here only to keep Hindi apart from Bengali: a
 * message with more of these than of BANGLISH is Hindi ("mera", "kya karu", "nahi").
 */
const HINGLISH = new Set(
  ('hai hain ho hota hoti hote hua hui huye gaya gayi gaye gya kya kaise kaisa kyun kyon kab kahan kaha nahi nahin nhi mat ' +
    'mera meri mere mujhe mujhko maine mene humne hamne hum hamara hamari hamare hame humein aap aapka aapki apna apni apne ' +
    'uska uski uske usne unka unki unke unhone unko usko isko isme usme ka ke ko se ne mein aur lekin magar ' +
    'kar karna karne karke karta karti karte kiya kiye diya diye liya liye raha rahi rahe tha thi chahiye chahta chahti ' +
    'sakta sakti sakte wala wali wale bhi sirf abhi koi kuch kaun jab tab agar toh yeh woh wo bahut bohot karu karun').split(' '),
);

/** Bengali verb endings in the Latin alphabet: continuous and perfect ("korchhe", "diyechhe"), first-person past ("gelam"). */
const BENGALI_VERB = /^[a-z]{2,}(chhe|cche|chhi|cchi|chhen|cchen|echhe|eche|echi|lam|len)$/;

const latinWords = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** How many words of the text are romanised Bengali, and how many romanised Hindi. */
export function romanisedCounts(text: string): { bengali: number; hindi: number; words: number } {
  const words = latinWords(text);
  return {
    bengali: words.filter((w) => BANGLISH.has(w) || BENGALI_VERB.test(w)).length,
    hindi: words.filter((w) => HINGLISH.has(w)).length,
    words: words.length,
  };
}

/**
 * Bengali typed in the Latin alphabet: two of its words (a sixth of the words at least) and more
 * than of Hindi's, or one in a message of three words or fewer ("ki korbo?").
 */
export function isBanglish(text: string): boolean {
  const { bengali, hindi, words } = romanisedCounts(text);
  if (bengali <= hindi) return false;
  return bengali >= 2 ? bengali / words >= 0.15 : bengali === 1 && words <= 3;
}
