/** The static pages. */
export { AboutPage, ContactPage, NotFoundPage } from './StaticPages';
