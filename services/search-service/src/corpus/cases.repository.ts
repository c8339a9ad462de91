/** The cases repository lives in libs/data (the importer worker and the BFF use it too). */
export { CasesRepository, partiesOf } from '@lexmitra/data';
export type { UpsertOutcome } from '@lexmitra/data';
