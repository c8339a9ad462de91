import { EngineOptions, extractInChild } from './child-extract';

/** DOCX body text via mammoth (in a limited child process); paragraphs are separated by blank lines. */
export async function extractDocxText(data: Buffer, options: EngineOptions = {}): Promise<string> {
  return (await extractInChild('docx', data, options))[0].text;
}

/** Legacy Word 97–2003 (.doc) body text via word-extractor (in a limited child process). */
export async function extractDocText(data: Buffer, options: EngineOptions = {}): Promise<string> {
  return (await extractInChild('doc', data, options))[0].text;
}
