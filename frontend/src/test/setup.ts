import '@testing-library/jest-dom';
import '../shared/i18n';
import { loadAllRoutes } from '../app/router';
import { preloadAllComponents } from '../shared/lazyComponent';

// jsdom lacks matchMedia, which react-slick's responsive settings query.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }),
  });
}
// jsdom has scrollTo only as a "not implemented" error; react-router's scroll restoration calls it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};


// Screens and dialogs load lazily in the browser; tests render them at once.
beforeAll(async () => {
  await loadAllRoutes();
  await preloadAllComponents();
});
