/**
 * The language of answers: the request the worker sends to the OpenAI-compatible server names the
 * target language and its script (the question's language first, then the interface language), and
 * without a provider a Hindi question or interface gets the offline answer in Hindi.
 */
import { createAiProvider } from '@lexmitra/ai';
import { ChatAnswerResultSchema } from '@lexmitra/contracts';
import { buildDocument } from '@lexmitra/documents';
import pino from 'pino';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { chatAnswerHandler } from '../src/chat/chat-answer.handler';
import { ProviderDocEngine } from '../src/documents/provider-engine';

const logger = pino({ level: 'silent' });
const modelAnswer = { lawyer_response: 'x', potential_charges: [], rights: [], next_steps: [], citations: [] };

describe('chat answers in the asker\'s language', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(async () => fake?.close());
  beforeEach(() => fake.reset());

  const ask = async (data: Record<string, unknown>) => {
    const ai = createAiProvider({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'indic-model' })!;
    fake.script({ json: modelAnswer });
    const result = ChatAnswerResultSchema.parse(await chatAnswerHandler(ai, logger)({ id: 'j1', data }));
    const system = fake.requests.at(-1)!.body.messages![0].content;
    return { result, system };
  };

  it.each([
    ['a Devanagari question', { message: 'मेरा फोन बाजार में चोरी हो गया' }, 'hi', /LANGUAGE: Write in Hindi \(हिन्दी\), in the Devanagari/],
    ['a Devanagari question, whatever the interface', { message: 'मेरा फोन बाजार में चोरी हो गया', language: 'en' }, 'hi', /in the Devanagari/],
    ['a Tamil question', { message: 'என் கைபேசி சந்தையில் திருடப்பட்டது' }, 'ta', /LANGUAGE: Write in Tamil \(தமிழ்\), in the Tamil script/],
    ['romanised Hindi', { message: 'mera phone market mein chori ho gaya, kya karu' }, 'hi', /LANGUAGE: Write in Hindi using the Latin \(Roman\) alphabet/],
    ['an English question from a Hindi interface', { message: 'Someone stole my phone at the market', language: 'hi' }, 'hi', /in the Devanagari/],
    ['an English question from a Bengali interface', { message: 'Someone stole my phone at the market', language: 'bn' }, 'bn', /Bengali \(বাংলা\), in the Bengali script/],
    ['a Bengali question', { message: 'বাজারে আমার মোবাইল চুরি হয়ে গেছে' }, 'bn', /LANGUAGE: Write in Bengali \(বাংলা\), in the Bengali script/],
    ['Bengali typed in Latin letters', { message: 'bajare amar mobile churi hoye geche, ki korbo' }, 'bn', /Bengali typed in Latin letters; answer it in the Bengali script/],
    ['an English question', { message: 'Someone stole my phone at the market' }, 'en', /LANGUAGE: Write in simple English/],
  ])('%s: the prompt names the language and script', async (_name, data, code, instruction) => {
    const { result, system } = await ask(data);
    expect(system).toMatch(instruction);
    // Still grounded in the entries; the knowledge base reads English and Hindi only, so a Tamil question matches none.
    expect(system).toContain(code === 'ta' ? 'STATUTE ENTRIES: none matched' : 'BNS s.303');
    expect(result.language).toBe(code);
    expect(result.engine).toBe('provider');
  });

  it('answers offline in Hindi for a Devanagari question or a Hindi interface', async () => {
    const handler = chatAnswerHandler(null, logger);
    for (const data of [{ message: 'मेरा फोन बाजार में चोरी हो गया' }, { message: 'Someone stole my phone at the market', language: 'hi' }]) {
      const result = ChatAnswerResultSchema.parse(await handler({ id: 'j2', data }));
      expect(result).toMatchObject({ engine: 'offline', language: 'hi' });
      expect(result.lawyer_response).toContain('कानूनी सलाह नहीं');
      expect(result.potential_charges[0]).toMatch(/^चोरी \(BNS s\.303/);
    }
    // Bengali script, Bengali in Latin letters or a Bengali interface: the answer is in Bengali (its fixed words
    // in Bengali where the content has them; an entry's English where it has no Bengali text yet).
    for (const data of [{ message: 'বাজারে আমার মোবাইল চুরি হয়ে গেছে' }, { message: 'bajare amar mobile churi hoye geche, ki korbo' }, { message: 'Someone stole my phone at the market', language: 'bn' }]) {
      const result = ChatAnswerResultSchema.parse(await handler({ id: 'j4', data }));
      expect([data.message, result.language]).toEqual([data.message, 'bn']);
      expect(result.potential_charges.join(' ')).toMatch(/BNS s\.303/);
    }
    const english = ChatAnswerResultSchema.parse(await handler({ id: 'j3', data: { message: 'Someone stole my phone at the market' } }));
    expect(english.language).toBe('en');
    expect(english.lawyer_response).toContain('not legal advice');
  });
});

describe('document tools in the asker\'s language', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(async () => fake?.close());
  beforeEach(() => fake.reset());

  const doc = buildDocument('pdf', [{ number: 1, text: 'The tenant shall pay rent of Rs 12,000 by the 5th of each month.\n\nThe landlord shall return the deposit within 30 days of vacating.' }]);
  const run = (query: string, translationLanguage?: string) => ({
    doc, query, translationLanguage, onProgress: () => undefined, checkCancelled: async () => undefined, reserveCalls: async () => undefined,
  });
  const engine = () => new ProviderDocEngine(createAiProvider({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'indic-model' })!, 2);
  const lastSystem = () => fake.requests.at(-1)!.body.messages![0].content;

  it.each([
    ['ta', /into Tamil \(தமிழ்\), written in the Tamil script/],
    ['hi', /into Hindi \(हिन्दी\), written in the Devanagari/],
    ['ur', /into Urdu \(اردو\), written in the Perso-Arabic \(Nastaliq\) script, written right to left/],
    ['or', /into Odia \(ଓଡ଼ିଆ\), written in the Odia script/],
  ])('a translation into %s names the language and its script', async (code, instruction) => {
    fake.setResponder(() => ({ content: 'translated' }));
    await engine().translate(run('Summarise the document', code));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].body.model).toBe('indic-model');
    expect(lastSystem()).toMatch(instruction);
    expect(fake.requests[0].body.messages!.at(-1)!.content).toContain('Rs 12,000');
  });

  it('answers a question, and summarises, in the language the question is asked in', async () => {
    fake.setResponder(() => ({ content: 'उत्तर' }));
    await engine().answer(run('किराया कब तक देना है?'));
    expect(lastSystem()).toMatch(/Write in Hindi \(हिन्दी\), in the Devanagari/);
    await engine().summarize(run('ela summary cheyyandi: ఈ ఒప్పందం ఏమి చెబుతుంది?'));
    expect(lastSystem()).toMatch(/Write in Telugu \(తెలుగు\), in the Telugu script/);
    await engine().simplify(run('Simplify the language of the document'));
    expect(lastSystem()).toMatch(/Write in simple English/);
  });
});
