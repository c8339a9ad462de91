import 'i18next';
import type en from './locales/en.json';

// t('header.home') is checked against the English locale at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
