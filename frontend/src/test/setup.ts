import '@testing-library/jest-dom';

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
if (!window.scrollTo) window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

