/**
 * Which language an answer is written in: the question's script or words first, then the
 * interface language, then English; and the prompt names both the language and its script.
 */
import { answerLanguage, detectLanguage, isHinglish, languageInstruction } from '../src';

describe('answer language', () => {
  it.each([
    ['मेरा फोन बाजार में चोरी हो गया', 'hi'],
    ['माझा फोन चोरीला गेला आहे, काय करायचे?', 'mr'],
    ['मेरो फोन चोरी भयो', 'ne'],
    ['আমার ফোন চুরি হয়ে গেছে', 'bn'],
    ['মোৰ ফোন চুৰি হৈছে', 'as'],
    ['ਮੇਰਾ ਫ਼ੋਨ ਚੋਰੀ ਹੋ ਗਿਆ', 'pa'],
    ['મારો ફોન ચોરાઈ ગયો', 'gu'],
    ['ମୋ ଫୋନ ଚୋରି ହୋଇଗଲା', 'or'],
    ['என் போன் திருடு போனது, FIR எப்படி?', 'ta'],
    ['నా ఫోన్ దొంగిలించబడింది', 'te'],
    ['ನನ್ನ ಫೋನ್ ಕಳ್ಳತನವಾಗಿದೆ', 'kn'],
    ['എന്റെ ഫോൺ മോഷണം പോയി', 'ml'],
    ['میرا فون چوری ہو گیا', 'ur'],
  ])('%s is %s', (q, code) => expect(detectLanguage(q)?.code).toBe(code));

  it('tells romanised Hindi from English', () => {
    expect(isHinglish('mera mobile chori ho gaya market mein')).toBe(true);
    expect(isHinglish('bail kaise milega')).toBe(true);
    expect(isHinglish('Police arrested my brother last night and have not told us why')).toBe(false);
    expect(isHinglish('What is the main punishment for theft in the BNS?')).toBe(false);
    expect(detectLanguage('pati ne ghar se nikal diya, kya karu')).toMatchObject({ code: 'hi', script: 'Latin', romanised: true });
    expect(detectLanguage('My landlord changed the locks')).toBeUndefined();
  });

  it('puts the question before the interface language, and the interface before English', () => {
    expect(answerLanguage('என் போன் திருடு போனது', 'hi').code).toBe('ta');
    expect(answerLanguage('What is anticipatory bail?', 'hi').code).toBe('hi');
    expect(answerLanguage('What is anticipatory bail?', 'hi-IN').code).toBe('hi');
    expect(answerLanguage('What is anticipatory bail?').code).toBe('en');
    expect(answerLanguage('What is anticipatory bail?', 'fr').code).toBe('en');
    // Devanagari alone cannot tell Hindi from Marathi: the interface decides.
    expect(answerLanguage('जमानत कैसे मिलेगी?', 'mr').code).toBe('mr');
    expect(answerLanguage('jamanat kaise milegi', 'en')).toMatchObject({ code: 'hi', romanised: true });
  });

  it('reads Bengali typed in Latin letters as Bengali, answered in Bengali script, and keeps Hinglish Hindi', () => {
    expect(detectLanguage('amar swami roj mare, ki korbo')).toMatchObject({ code: 'bn', script: 'Bengali script', fromLatin: true });
    expect(answerLanguage('amar bari theke ber kore dicche', 'en').code).toBe('bn');
    expect(answerLanguage('amar bariwala taka dicche na, ki korbo', 'hi').code).toBe('bn');
    expect(detectLanguage('mera pati roz marta hai, kya karu')).toMatchObject({ code: 'hi', romanised: true });
    expect(detectLanguage('ki karu, police FIR nahi likh rahi')).toMatchObject({ code: 'hi', romanised: true });
    expect(detectLanguage('The landlord will take the deposit')).toBeUndefined();
    expect(languageInstruction(answerLanguage('amar swami roj mare, ki korbo'))).toMatch(/Bengali \(বাংলা\), in the Bengali script.*typed in Latin letters; answer it in the Bengali script/);
    expect(languageInstruction(answerLanguage('স্বামী মারধর করে'))).toMatch(/^Write in Bengali \(বাংলা\), in the Bengali script; /);
  });

  it('names the language and its script in the instruction', () => {
    expect(languageInstruction(answerLanguage('मेरा फोन चोरी हो गया'))).toMatch(/Hindi \(हिन्दी\), in the Devanagari/);
    expect(languageInstruction(answerLanguage('x', 'ta'))).toMatch(/Tamil \(தமிழ்\), in the Tamil script/);
    expect(languageInstruction(answerLanguage('x', 'ur'))).toMatch(/Urdu .*right to left/);
    expect(languageInstruction(answerLanguage('mera phone chori ho gaya'))).toMatch(/Latin \(Roman\) alphabet.*not in Devanagari/);
    expect(languageInstruction(answerLanguage('My phone was stolen'))).toMatch(/simple English/);
  });
});
