/** A deterministic synthetic corpus for the search benchmark: realistic shapes, bounded vocabulary. */
import type { CaseRecord } from '@lexmitra/contracts';

const FIRST = ['Ramesh', 'Sunita', 'Arjun', 'Meera', 'Vikram', 'Lakshmi', 'Imran', 'Fatima', 'Harpreet', 'Joseph', 'Anil', 'Kavita', 'Suresh', 'Priya', 'Mohan', 'Geeta', 'Rahul', 'Nandini', 'Abdul', 'Deepa', 'Gopal', 'Rekha', 'Sanjay', 'Asha', 'Kiran', 'Farhan', 'Tenzing', 'Mary', 'Balwinder', 'Shalini'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Khan', 'Singh', 'Nair', 'Patel', 'Das', 'Menon', 'Gupta', 'Chatterjee', 'Kulkarni', 'Pillai', 'Rao', 'Mehta', 'Bose', 'Verma', 'Joshi', 'Naidu', 'Thomas', 'Banerjee', 'Mishra', 'Yadav', 'Gill', 'Fernandes', 'Qureshi', 'Hegde', 'Bhat', 'Saxena', 'Dutta'];
const ORGS = ['Union of India', 'State of Kerala', 'State of Maharashtra', 'State of Uttar Pradesh', 'State of Punjab', 'State of Tamil Nadu', 'State of Bihar', 'Municipal Corporation of Delhi', 'Reserve Bank of India', 'Life Insurance Corporation of India', 'Bharat Steel Ltd.', 'Deccan Textiles Ltd.', 'Coastal Shipping Co.', 'National Highways Authority of India', 'State Bank of India'];
const COURTS = ['Supreme Court of India', 'Delhi High Court', 'Bombay High Court', 'Madras High Court', 'Calcutta High Court', 'Allahabad High Court', 'Karnataka High Court', 'Kerala High Court', 'Gujarat High Court', 'Punjab and Haryana High Court', 'Rajasthan High Court', 'Patna High Court'];
const SUBJECTS = ['basic structure', 'right to privacy', 'freedom of speech', 'personal liberty', 'anticipatory bail', 'land acquisition', 'reservation in promotion', 'arbitration award', 'medical negligence', 'dowry death', 'cheque dishonour', 'environmental clearance', 'service dismissal', 'tenancy eviction', 'income tax assessment', 'insolvency resolution', 'copyright infringement', 'custodial violence', 'maintenance of wife', 'election petition', 'natural justice', 'public interest litigation', 'consumer complaint', 'motor accident compensation', 'specific performance of contract'];
const WORDS = ['appellant', 'respondent', 'tribunal', 'evidence', 'statute', 'section', 'article', 'procedure', 'notice', 'hearing', 'order', 'decree', 'appeal', 'petition', 'writ', 'compensation', 'liability', 'interpretation', 'constitution', 'legislature', 'authority', 'jurisdiction', 'limitation', 'witness', 'testimony', 'contract', 'property', 'possession', 'injunction', 'damages', 'sentence', 'conviction', 'acquittal', 'investigation', 'police', 'magistrate', 'sessions', 'revision', 'review', 'remand'];

/** mulberry32: a tiny seeded PRNG so every run measures the same corpus. */
export function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCases(n: number, seed = 42): CaseRecord[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const person = () => `${pick(FIRST)} ${pick(LAST)}`;
  const out: CaseRecord[] = [];
  for (let i = 0; i < n; i++) {
    const year = 1950 + Math.floor(r() * 75);
    const date = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
    const a = person();
    const b = r() < 0.6 ? pick(ORGS) : person();
    const subject = pick(SUBJECTS);
    const other = pick(SUBJECTS);
    const body = Array.from({ length: 40 }, () => pick(WORDS)).join(' ');
    out.push({
      case_id: `bench-${i}`,
      title: `${a} v. ${b}`,
      court: r() < 0.3 ? COURTS[0] : pick(COURTS),
      date,
      citation: r() < 0.7 ? `(${year}) ${1 + Math.floor(r() * 12)} SCC ${1 + Math.floor(r() * 900)}` : undefined,
      parties: [a, b],
      description: `${a} challenged ${b} on a question of ${subject}. The court considered ${other} and the ${pick(WORDS)} before it.`,
      text: `${body} ${subject} ${Array.from({ length: 20 }, () => pick(WORDS)).join(' ')}`,
      tags: [subject, other],
    });
  }
  return out;
}

/** What people type: party names (some misspelt), subjects, citations and mixtures. */
export function benchQueries(cases: CaseRecord[], n: number, seed = 7): string[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const typo = (s: string) => {
    const i = 1 + Math.floor(r() * (s.length - 2));
    return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  };
  return Array.from({ length: n }, () => {
    const c = pick(cases);
    switch (Math.floor(r() * 5)) {
      case 0: return c.parties![0];
      case 1: return typo(c.parties![0].split(' ')[1]) + ' ' + c.parties![0].split(' ')[0];
      case 2: return pick(SUBJECTS);
      case 3: return c.citation ?? c.title;
      default: return `${c.parties![0].split(' ')[1]} ${pick(SUBJECTS)}`;
    }
  });
}
