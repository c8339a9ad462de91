/** The `cases` schema lives in libs/data. */
export { StoredCaseSchema } from '@lexmitra/data';
export type { StoredCase } from '@lexmitra/data';
