/** The exporters read a draft as the editor's preview shows it: one parser, in libs/contracts. */
export { cleanLine, parseDraft } from '@lexmitra/contracts';
export type { DraftBlock } from '@lexmitra/contracts';
