export * from './chunk';
export * from './errors';
export * from './extract';
export * from './kinds';
export * from './model';
export { extractPdfPages, type PdfProgress } from './pdf';
export * from './glossary';
export * from './offline';
