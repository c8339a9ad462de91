import { act } from '@testing-library/react';
import { DOCUMENT_ERROR_TEXT, DocumentLimit, documentLimitText, JobStatusSchema, NoContentSchema } from '@lexmitra/contracts';
import { changeLanguage, localizeError } from '.';
import { http, HttpError } from '../http';
import { mockBff } from '../../test/render';

/**
 * A document past a reading limit, as the worker reports it: the English sentence plus the limit
 * and its numbers. A Hindi or Bengali reader gets the sentence in their language, the numbers
 * grouped the Indian way in their digits.
 */
const PAGES: DocumentLimit = { limit: 'pages', max: 2000 };
const CHARS: DocumentLimit = { limit: 'chars', max: 5_000_000 };

const refusal = async (limit: DocumentLimit | undefined, error = limit ? documentLimitText(limit) : 'x') => {
  mockBff(() => ({ status: 422, body: { error, code: 'DOCUMENT_TOO_LARGE', ...(limit ? { limit } : {}) } }));
  try {
    await http.send(NoContentSchema, '/process_pdf/');
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('no error');
};

describe('reading limits in the interface language', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('keeps the English sentence, with its numbers, in English', async () => {
    const err = await refusal(PAGES);
    expect(err.message).toBe('This PDF has more than 2,000 pages, the most we read in one document. Split it into smaller files and upload them one by one.');
    expect(err).toMatchObject({ status: 422, code: 'DOCUMENT_TOO_LARGE' });
  });

  it('writes the 422 of a synchronous call in Hindi, with the limit grouped the Indian way', async () => {
    await act(() => changeLanguage('hi'));
    expect((await refusal(PAGES)).message).toBe('इस PDF में 2,000 से ज़्यादा पन्ने हैं, जबकि हम एक दस्तावेज़ में अधिकतम इतने ही पन्ने पढ़ते हैं। इसे छोटी फ़ाइलों में बाँटकर एक-एक करके अपलोड करें।');
    expect((await refusal(CHARS)).message).toMatch(/^इस दस्तावेज़ के पाठ में 50,00,000 से ज़्यादा अक्षर हैं/);
    expect((await refusal({ limit: 'unzipped', max: 50 })).message).toMatch(/^यह Word फ़ाइल खुलने पर 50 MB से बड़ी हो जाती है/);
  });

  it('writes it in Bengali with Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    expect((await refusal(PAGES)).message).toBe('এই পিডিএফে ২,০০০টির বেশি পৃষ্ঠা আছে; একটি নথির এর বেশি পৃষ্ঠা আমরা পড়ি না। ফাইলটি কয়েকটি ছোট ফাইলে ভাগ করে একটি একটি করে আপলোড করুন।');
    expect((await refusal(CHARS)).message).toMatch(/^এই নথির লেখায় ৫০,০০,০০০টির বেশি অক্ষর আছে/);
    expect((await refusal({ limit: 'memory', max: 384 })).message).toMatch(/^এই নথিটি পড়তে ৩৮৪ এমবি-র বেশি মেমরি লাগছিল/);
  });

  it("writes a followed job's failure (GET /api/jobs/:id, its SSE status) in the reader's language, every number in place", async () => {
    const limit: DocumentLimit = { limit: 'ocrTime', max: 20, read: 150, total: 412 };
    const status = JobStatusSchema.parse({ id: 'j1', kind: 'doc.process', state: 'failed', progress: null, error: { error: documentLimitText(limit), code: 'DOCUMENT_TOO_COMPLEX', limit } });
    const say = () => localizeError(status.error?.code, status.error!.error, status.error?.limit);
    expect(say()).toBe('Reading the scanned pages of this document took longer than 20 minutes (150 of 412 pages read). Split it into smaller files and upload them one by one.');
    await act(() => changeLanguage('hi'));
    expect(say()).toBe('इस दस्तावेज़ के स्कैन किए हुए पन्ने पढ़ने में 20 मिनट से ज़्यादा लग गए (412 में से 150 पन्ने पढ़े गए)। इसे छोटी फ़ाइलों में बाँटकर एक-एक करके अपलोड करें।');
    await act(() => changeLanguage('bn'));
    expect(say()).toMatch(/^এই নথির স্ক্যান করা পৃষ্ঠাগুলি পড়তে ২০ মিনিটের বেশি লেগেছে \(৪১২টির মধ্যে ১৫০টি পৃষ্ঠা পড়া হয়েছে\)/);
    // One minute has English's singular sentence; the others read the same for one.
    const one: DocumentLimit = { limit: 'ocrTime', max: 1, read: 0, total: 3 };
    expect(documentLimitText(one)).toMatch(/longer than 1 minute \(0 of 3 pages read\)/);
    expect(localizeError('DOCUMENT_TOO_COMPLEX', documentLimitText(one), one)).toMatch(/^এই নথির স্ক্যান করা পৃষ্ঠাগুলি পড়তে ১ মিনিটের বেশি/);
  });

  it('reads an old record that has only the English sentence by its words, and ignores a limit it does not know', async () => {
    await act(() => changeLanguage('hi'));
    expect((await refusal(undefined, documentLimitText(PAGES))).message).toMatch(/^इस PDF में 2,000 से ज़्यादा पन्ने हैं/);
    const unknown = { limit: 'planets', max: 9 } as unknown as DocumentLimit;
    expect((await refusal(unknown, documentLimitText(PAGES))).message).toMatch(/^इस PDF में 2,000 से ज़्यादा पन्ने हैं/);
  });
});

describe("why a document could not be read, without a number, in the reader's language", () => {
  afterEach(() => act(() => changeLanguage('en')));

  it("gives the worker's sentence of each code in Hindi and Bengali", async () => {
    mockBff(() => ({ status: 422, body: { error: DOCUMENT_ERROR_TEXT.ENCRYPTED, code: 'DOCUMENT_ENCRYPTED' } }));
    await act(() => changeLanguage('hi'));
    await expect(http.send(NoContentSchema, '/process_pdf/')).rejects.toMatchObject({ message: 'यह PDF पासवर्ड से सुरक्षित है। पासवर्ड हटाकर इसे फिर से अपलोड करें।' });
    await act(() => changeLanguage('bn'));
    expect(localizeError('DOCUMENT_TOO_COMPLEX', DOCUMENT_ERROR_TEXT.stoppedTwice)).toMatch(/^এই নথিটি পড়তে গিয়ে দু-বার কাজ থেমে গেছে/);
  });
});
