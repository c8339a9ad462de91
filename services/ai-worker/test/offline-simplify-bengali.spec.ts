/**
 * The offline engine's Simplify on a Bengali paper: the plain Bengali words come from the Bengali
 * glossary (libs/documents/content/glossary.bn.yaml), and the engine's closing line follows the asker's
 * interface language, Bengali included. No model and no stack: the offline engine runs on its own.
 */
import { DOC_AI_QUERIES } from '@lexmitra/contracts';
import { buildDocument } from '@lexmitra/documents';
import { DocOperationInput } from '../src/documents/engine';
import { OfflineDocEngine } from '../src/documents/offline-engine';

const PAPER = 'আসামিকে জামিনের জন্য হলফনামা দাখিল করিতে হইবে।\n\nস্ত্রীকে মাসিক খোরপোশ দিতে হইবে।';
const input = (interfaceLanguage: string): DocOperationInput => ({
  doc: buildDocument('pdf', [{ number: 1, text: PAPER }]),
  query: DOC_AI_QUERIES.simplify,
  interfaceLanguage,
  onProgress: () => undefined,
  checkCancelled: async () => undefined,
  reserveCalls: async () => undefined,
});

describe('offline Simplify of a Bengali paper', () => {
  it('explains হলফনামা, জামিন and খোরপোশ in plain Bengali and says so in Bengali for a Bengali interface', async () => {
    const out = await new OfflineDocEngine().simplify(input('bn'));
    expect(out).toContain('জামিনের (মামলা চলার সময় শর্ত মেনে হেফাজত বা জেল থেকে ছাড়া পাওয়া)');
    expect(out).toContain('হলফনামা (শপথ করে লেখা বিবৃতি');
    expect(out).toContain('খোরপোশ (স্ত্রী, সন্তান বা বাবা-মায়ের সংসার চালানোর জন্য প্রতি মাসে দেওয়া টাকা)');
    expect(out).toContain('দাখিল করতে হবে।');
    // Four words explained (আসামি, জামিন, হলফনামা, খোরপোশ) and two replaced (করিতে, and হইবে counted once).
    expect(out.split('\n\n').at(-1)).toBe('(৬টি আইনি শব্দ সহজ ভাষায় বদলানো বা বোঝানো হয়েছে।)');
  });

  it('keeps the closing line in English or Hindi for those interfaces', async () => {
    expect((await new OfflineDocEngine().simplify(input('en'))).split('\n\n').at(-1)).toBe('(6 legal terms rewritten or explained in plain words.)');
    expect((await new OfflineDocEngine().simplify(input('hi'))).split('\n\n').at(-1)).toBe('(6 कानूनी शब्द आसान शब्दों में बदले या समझाए गए।)');
  });
});
