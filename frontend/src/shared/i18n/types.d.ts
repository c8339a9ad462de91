import 'i18next';
import type { LocaleTree } from '.';

// t('header.home') is checked against the English locale at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: LocaleTree };
    returnNull: false;
  }
}
