/**
 * The offline answer's fixed texts in English (as they always were) and in Hindi, and which of
 * the two an answer is written in. The knowledge base is written in English and Hindi only, so a
 * question in another Indian language is answered offline in English; a provider answers it in
 * its own language (services/ai-worker).
 */
import { isDevanagari } from './text';

export type KbLanguage = 'en' | 'hi';

/**
 * Hindi when the question is written in Devanagari or the interface is Hindi. Romanised Hindi
 * with an English interface stays English: the Hindi texts are in Devanagari, which someone who
 * types in the Latin alphabet may not read as easily.
 */
export function kbLanguage(question: string, interfaceLanguage?: string): KbLanguage {
  return isDevanagari(question) || interfaceLanguage?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export interface AnswerTexts {
  closing: string;
  legalAidStep: string;
  noMatch: string;
  noMatchStep: string;
  whereToGo: (forum: string) => string;
  /** The case an accused faces; `lead` is set when the lead entry is not itself the offence. */
  accusedOpening: (named: string[], lead?: string) => string;
  offenceOpening: (named: string[]) => string;
  topicOpening: (title: string, refs: string) => string;
  clarifyWhy: string;
  /** Put before an English text shown in a Hindi answer, where an entry has no Hindi yet. */
  englishOnly: string;
  or: string;
  /** Told to an accused when a law in the story takes a remedy away (triage.ts BARS), by that law's entry id. */
  bars: Record<string, string>;
}

const joinOr = (items: string[], or: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`);

export const ANSWER_TEXTS: Record<KbLanguage, AnswerTexts> = {
  en: {
    closing: 'This is general information from the statutes, not legal advice: an advocate can look at the details and documents of your case.',
    legalAidStep: 'If you cannot afford a lawyer, contact the District Legal Services Authority at your district court or call the NALSA helpline 15100 for free legal aid.',
    noMatch: 'I could not match your question to the laws I know well. Please describe what happened: who did what, when and where, and whether the police or a court are already involved.',
    noMatchStep: 'Write down the facts in order, with dates, and keep every document, message and receipt.',
    whereToGo: (forum) => `Where to go: ${forum}.`,
    accusedOpening: (named, lead) => `From what you describe, the case you face is most likely about ${joinOr(named, 'or')}. ${lead ? `${lead}: ` : ''}`,
    offenceOpening: (named) => `From what you describe, the law that most likely applies is ${joinOr(named, 'or')}.`,
    topicOpening: (title, refs) => `Here is what the law says about ${title.toLowerCase()} (${refs}).`,
    clarifyWhy: 'The law gives each side different steps and deadlines, so the answer depends on it.',
    englishOnly: '',
    or: 'or',
    bars: {
      'scst-atrocities':
        'Note: for offences under the SC/ST (Prevention of Atrocities) Act, section 18 bars anticipatory bail. Courts still grant it where the complaint, read as it stands, does not show such an offence at all (Prathvi Raj Chauhan v. Union of India, 2020), so show the FIR to a criminal lawyer before applying.',
    },
  },
  hi: {
    closing: 'यह कानून की सामान्य जानकारी है, कानूनी सलाह नहीं: आपके मामले के तथ्य और कागज़ात देखकर कोई वकील ही ठीक-ठीक सलाह दे सकता है।',
    legalAidStep: 'अगर आप वकील का खर्च नहीं उठा सकते, तो अपने जिला न्यायालय में जिला विधिक सेवा प्राधिकरण (DLSA) से संपर्क करें, या मुफ़्त कानूनी सहायता के लिए NALSA हेल्पलाइन 15100 पर कॉल करें।',
    noMatch: 'मैं आपके सवाल को उन कानूनों से नहीं जोड़ पाया जिन्हें मैं अच्छी तरह जानता हूँ। कृपया बताइए कि क्या हुआ: किसने क्या किया, कब और कहाँ, और क्या पुलिस या अदालत पहले से इसमें शामिल है।',
    noMatchStep: 'सारी बात तारीखों के साथ क्रम से लिख लें, और हर कागज़, संदेश और रसीद संभालकर रखें।',
    whereToGo: (forum) => `कहाँ जाएँ: ${forum}।`,
    accusedOpening: (named, lead) => `आपने जो बताया उसके अनुसार, आप पर मामला सबसे अधिक संभावना से ${joinOr(named, 'या')} का है। ${lead ? `${lead}: ` : ''}`,
    offenceOpening: (named) => `आपने जो बताया उसके अनुसार, सबसे अधिक लागू होने वाला कानून है: ${joinOr(named, 'या')}।`,
    topicOpening: (title, refs) => `${title} (${refs}) के बारे में कानून यह कहता है:`,
    clarifyWhy: 'दोनों पक्षों के लिए कानून अलग रास्ता बताता है, इसलिए सही जानकारी के लिए यह जानना ज़रूरी है।',
    englishOnly: '(यह हिस्सा अभी केवल अंग्रेज़ी में उपलब्ध है) ',
    or: 'या',
    bars: {
      'scst-atrocities':
        'ध्यान दें: अनुसूचित जाति और अनुसूचित जनजाति (अत्याचार निवारण) अधिनियम के अपराधों में धारा 18 अग्रिम ज़मानत पर रोक लगाती है। फिर भी जहाँ शिकायत को जैसी लिखी है वैसी पढ़ने पर ऐसा कोई अपराध बनता ही नहीं, वहाँ अदालतें अग्रिम ज़मानत दे देती हैं (पृथ्वी राज चौहान बनाम भारत संघ, 2020), इसलिए आवेदन से पहले FIR किसी आपराधिक वकील को दिखाएँ।',
    },
  },
};
