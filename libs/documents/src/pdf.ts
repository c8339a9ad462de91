import { EngineOptions, extractInChild, PageProgress } from './child-extract';

export type PdfProgress = PageProgress;

/** Text of every page via pdfjs-dist, in a child process under the extraction limits (child-extract.ts). */
export function extractPdfPages(data: Uint8Array, onProgress?: (p: PdfProgress) => void, options: Omit<EngineOptions, 'onProgress'> = {}): Promise<{ number: number; text: string }[]> {
  return extractInChild('pdf', data, { ...options, onProgress });
}
