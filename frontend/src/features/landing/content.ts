/** Static content of the landing page (docs/product.md §2 screen 5); its words are in the locale files (`landing`). */

/** docs/product.md §9: decorative 'Case Closure Statistics' bars, Jan–Jul. */
export const CASE_CLOSURE_BARS = [
  { month: 'Jan', value: 22 },
  { month: 'Feb', value: 34 },
  { month: 'Mar', value: 49 },
  { month: 'Apr', value: 60 },
  { month: 'May', value: 46 },
  { month: 'Jun', value: 40 },
  { month: 'Jul', value: 60 },
] as const;

/** The six service cards; titles and texts are `landing.services.<key>` in the locale files. */
export const SERVICES = ['translation', 'summaries', 'diary', 'views', 'privacy', 'audit'] as const;

/** `key` names the role and the words in the locale files (`landing.testimonials.<key>`). */
export interface Testimonial { key: string; name: string; avatar: string }

/** Five static testimonials (docs/product.md §3); avatars are initials, drawn in the page. */
export const TESTIMONIALS: Testimonial[] = [
  { key: 'priya', name: 'Priya Raman', avatar: 'PR' },
  { key: 'harpreet', name: 'Adv. Harpreet Sandhu', avatar: 'HS' },
  { key: 'arif', name: 'Md. Arif Hossain', avatar: 'AH' },
  { key: 'meera', name: 'Adv. Meera Kulkarni', avatar: 'MK' },
  { key: 'ramesh', name: 'Ramesh Yadav', avatar: 'RY' },
];
