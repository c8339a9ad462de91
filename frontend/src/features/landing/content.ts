/** Static marketing content of the landing page (SPEC §2 screen 5), in our own words. */

/** SPEC §9: decorative 'Case Closure Statistics' bars, Jan–Jul. */
export const CASE_CLOSURE_BARS = [
  { month: 'Jan', value: 22 },
  { month: 'Feb', value: 34 },
  { month: 'Mar', value: 49 },
  { month: 'Apr', value: 60 },
  { month: 'May', value: 46 },
  { month: 'Jun', value: 40 },
  { month: 'Jul', value: 60 },
] as const;

export const SERVICES = [
  { title: 'AI Translation', text: 'Read a court order or notice in Hindi, Tamil, Bengali or ten other Indian languages, with the legal meaning kept intact.' },
  { title: 'Document Summaries', text: 'Upload a PDF or Word file and get the key points, the dates that matter and plain-language explanations.' },
  { title: 'Advocate Diary', text: 'Keep matters, hearing dates and stages in one diary with a calendar, so no listing is missed.' },
  { title: 'Judge and Lawyer view', text: 'Views shaped for how advocates and the bench read a matter: parties, stage, next date and papers together.' },
  { title: 'Privacy controls', text: 'Your papers stay yours: every document is tied to its owner and opened only with its unique ID.' },
  { title: 'Audit trails', text: 'Firms can see who uploaded, opened or changed a document and when.' },
] as const;

export interface Testimonial { name: string; role: string; avatar: string; text: string }

/** Five static testimonials (SPEC §3); avatars are initials, drawn in the page. */
export const TESTIMONIALS: Testimonial[] = [
  { name: 'Priya Raman', role: 'Tenant, Chennai', avatar: 'PR', text: 'My landlord sent a legal notice in English. LexMitra explained it to me in Tamil and told me what I could do next.' },
  { name: 'Adv. Harpreet Sandhu', role: 'Advocate, Chandigarh', avatar: 'HS', text: 'The diary keeps my hearing dates in one place, and summaries save me an hour on every new brief.' },
  { name: 'Md. Arif Hossain', role: 'Small business owner, Kolkata', avatar: 'AH', text: 'I understood the cheque-bounce notice before I met my lawyer, so our first meeting was short and useful.' },
  { name: 'Adv. Meera Kulkarni', role: 'Partner, Pune law firm', avatar: 'MK', text: 'Drafting from templates and exporting to Word means juniors start from a clean, consistent notice.' },
  { name: 'Ramesh Yadav', role: 'Farmer, Varanasi', avatar: 'RY', text: 'A land record order was in difficult language. The simplified version in Hindi told me exactly what it meant.' },
];
