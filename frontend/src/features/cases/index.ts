/** What other features may use of case search: a judgment's date and court as a reader writes them. */
export { courtName, readableDate } from './readable';
