/**
 * What other features may use of mail: the pages a mailed link opens (unsubscribe, confirm updates),
 * the mail settings dialog and the contact form. Those two are loaded lazily (import('../mail')).
 */
export { UnsubscribePage } from './UnsubscribePage';
export { UpdatesConfirmPage } from './UpdatesConfirmPage';
export { MailSettingsDialog } from './MailSettingsDialog';
export { ContactForm } from './ContactForm';
