import { ProcessPdfFieldsSchema, TRANSLATION_LANGUAGES } from './index';

describe('translation languages', () => {
  it('lists the thirteen languages of docs/product.md §9 in order', () => {
    expect(TRANSLATION_LANGUAGES.map((l) => `${l.code} ${l.name}`).join(', ')).toBe(
      'as Assamese, bn Bengali, gu Gujarati, hi Hindi, kn Kannada, ml Malayalam, mr Marathi, ne Nepali, or Odia, pa Punjabi, ta Tamil, te Telugu, ur Urdu',
    );
  });

  it('rejects an unknown language code and a blank query', () => {
    expect(ProcessPdfFieldsSchema.safeParse({ query: 'x', translation_language: 'fr' }).success).toBe(false);
    expect(ProcessPdfFieldsSchema.safeParse({ query: '   ' }).success).toBe(false);
    expect(ProcessPdfFieldsSchema.safeParse({ query: 'Translate', translation_language: 'ta' }).success).toBe(true);
  });
});
