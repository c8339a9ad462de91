/** The pages a mailed link opens (unsubscribe, confirm updates). */
export { UnsubscribePage } from './UnsubscribePage';
export { UpdatesConfirmPage } from './UpdatesConfirmPage';
