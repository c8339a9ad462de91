/** The interface-language switcher, for the header and the sidebar. */
export { LanguageSwitcher } from './LanguageSwitcher';
