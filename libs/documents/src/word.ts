import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { DocumentError } from './errors';

/** DOCX body text via mammoth; paragraphs come out separated by blank lines. */
export async function extractDocxText(data: Buffer): Promise<string> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: data });
    return value;
  } catch (err) {
    throw new DocumentError('CORRUPT', (err as Error).message);
  }
}

/** Legacy Word 97–2003 (.doc) body text via word-extractor. */
export async function extractDocText(data: Buffer): Promise<string> {
  try {
    const doc = await new WordExtractor().extract(data);
    // Word separates paragraphs with single newlines; make them blank-line separated like DOCX.
    return doc.getBody().replace(/\r\n?/g, '\n').split('\n').join('\n\n');
  } catch (err) {
    throw new DocumentError('CORRUPT', (err as Error).message);
  }
}
