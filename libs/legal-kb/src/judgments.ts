/**
 * Every judgment the knowledge base names, in its entries' references and in its text, with the
 * case of the seed corpus (services/search-service/data/seed-cases.jsonl) that is that judgment. The
 * chat's citation chips carry the case id, so a chip opens the judgment page (/cases/:id) instead of
 * a search for the name; the search-service test cited-judgments.spec fails when any judgment named
 * in shipped content is missing here or from the corpus.
 *
 * `names` are the forms the content writes (without the year); `year` is the year the content gives,
 * which may be the year of the report rather than of the decision (D.K. Basu: decided 1996, reported
 * (1997) 1 SCC 416).
 */
export interface CitedJudgment {
  id: string;
  names: string[];
  year: number;
}

export const CITED_JUDGMENTS: CitedJudgment[] = [
  { id: 'sc-2017-amardeep-singh', names: ['Amardeep Singh v. Harveen Kaur'], year: 2017 },
  { id: 'sc-2014-arnesh-kumar', names: ['Arnesh Kumar v. State of Bihar'], year: 2014 },
  { id: 'sc-2023-aureliano-fernandes', names: ['Aureliano Fernandes v. State of Goa'], year: 2023 },
  { id: 'sc-1983-bandhua-mukti-morcha', names: ['Bandhua Mukti Morcha v. Union of India'], year: 1984 },
  { id: 'sc-2010-d-velusamy', names: ['D. Velusamy v. D. Patchaiammal'], year: 2010 },
  { id: 'sc-1996-dk-basu', names: ['D.K. Basu v. State of West Bengal'], year: 1997 },
  { id: 'sc-2010-damodar-prabhu', names: ['Damodar S. Prabhu v. Sayed Babalal H.'], year: 2010 },
  { id: 'sc-2012-gian-singh', names: ['Gian Singh v. State of Punjab'], year: 2012 },
  { id: 'sc-1958-venkatachala-iyengar', names: ['H. Venkatachala Iyengar v. B.N. Thimmajamma'], year: 1959 },
  { id: 'sc-1995-ima-vp-shantha', names: ['Indian Medical Association v. V.P. Shantha'], year: 1995 },
  { id: 'sc-2013-indra-sarma', names: ['Indra Sarma v. V.K.V. Sarma'], year: 2013 },
  { id: 'sc-2005-jacob-mathew', names: ['Jacob Mathew v. State of Punjab'], year: 2005 },
  { id: 'sc-2018-joseph-shine', names: ['Joseph Shine v. Union of India'], year: 2018 },
  { id: 'sc-2022-kahkashan-kausar', names: ['Kahkashan Kausar v. State of Bihar'], year: 2022 },
  { id: 'sc-2015-kailash-nath', names: ['Kailash Nath Associates v. DDA'], year: 2015 },
  { id: 'sc-2022-kattukandi-edathil', names: ['Kattukandi Edathil Krishnan v. Kattukandi Edathil Valsan'], year: 2022 },
  { id: 'sc-2013-lalita-kumari', names: ['Lalita Kumari v. Govt. of U.P.'], year: 2013 },
  { id: 'sc-2006-lata-singh', names: ['Lata Singh v. State of U.P.'], year: 2006 },
  { id: 'sc-2018-mahender-chawla', names: ['Mahender Chawla v. Union of India'], year: 2018 },
  { id: 'sc-1978-maneka-gandhi', names: ['Maneka Gandhi v. Union of India'], year: 1978 },
  { id: 'sc-2020-hilli-multipurpose', names: ['New India Assurance Co. Ltd. v. Hilli Multipurpose Cold Storage Pvt. Ltd.', 'New India Assurance v. Hilli Multipurpose Cold Storage'], year: 2020 },
  { id: 'sc-2017-nithya-anand-raghavan', names: ['Nithya Anand Raghavan v. State (NCT of Delhi)'], year: 2017 },
  { id: 'sc-2006-prakash-singh', names: ['Prakash Singh v. Union of India'], year: 2006 },
  { id: 'sc-2020-prathvi-raj-chauhan', names: ['Prathvi Raj Chauhan v. Union of India', 'पृथ्वी राज चौहान बनाम भारत संघ'], year: 2020 },
  { id: 'sc-2020-rajnesh', names: ['Rajnesh v. Neha'], year: 2020 },
  { id: 'sc-2010-rangappa', names: ['Rangappa v. Sri Mohan'], year: 2010 },
  { id: 'sc-2019-ravinder-kaur-grewal', names: ['Ravinder Kaur Grewal v. Manjit Kaur'], year: 2019 },
  { id: 'sc-2010-s-khushboo', names: ['S. Khushboo v. Kanniammal'], year: 2010 },
  { id: 'sc-2020-s-vanitha', names: ['S. Vanitha v. Deputy Commissioner, Bengaluru Urban District'], year: 2020 },
  { id: 'sc-2020-satish-chander-ahuja', names: ['Satish Chander Ahuja v. Sneha Ahuja'], year: 2020 },
  { id: 'sc-2010-selvi', names: ['Selvi v. State of Karnataka'], year: 2010 },
  { id: 'sc-2018-shakti-vahini', names: ['Shakti Vahini v. Union of India'], year: 2018 },
  { id: 'sc-2023-shilpa-sailesh', names: ['Shilpa Sailesh v. Varun Sreenivasan'], year: 2023 },
  { id: 'sc-1999-tapas-neogy', names: ['State of Maharashtra v. Tapas D. Neogy'], year: 1999 },
  { id: 'sc-2004-debendra-nath-padhi', names: ['State of Orissa v. Debendra Nath Padhi'], year: 2005 },
  { id: 'sc-2002-sunderbhai-ambalal-desai', names: ['Sunderbhai Ambalal Desai v. State of Gujarat'], year: 2002 },
  { id: 'sc-2007-suraj-bhan', names: ['Suraj Bhan v. Financial Commissioner'], year: 2007 },
  { id: 'sc-2008-suresh-nanda', names: ['Suresh Nanda v. CBI'], year: 2008 },
  { id: 'sc-2019-tejaswini-gaud', names: ['Tejaswini Gaud v. Shekhar Jagdish Prasad Tewari'], year: 2019 },
  { id: 'sc-2013-anis-ahmad', names: ['U.P. Power Corporation Ltd. v. Anis Ahmad'], year: 2013 },
  { id: 'sc-1978-prafulla-kumar-samal', names: ['Union of India v. Prafulla Kumar Samal'], year: 1979 },
  { id: 'sc-2010-v-kishan-rao', names: ['V. Kishan Rao v. Nikhil Super Speciality Hospital'], year: 2010 },
  { id: 'sc-2025-vijaya-bank-narnaware', names: ['Vijaya Bank v. Prashant B. Narnaware'], year: 2025 },
  { id: 'sc-2020-vineeta-sharma', names: ['Vineeta Sharma v. Rakesh Sharma'], year: 2020 },
  { id: 'sc-2020-yashita-sahu', names: ['Yashita Sahu v. State of Rajasthan'], year: 2020 },
  { id: 'sc-2016-youth-bar-association', names: ['Youth Bar Association of India v. Union of India'], year: 2016 },
];

const key = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const BY_NAME = new Map(CITED_JUDGMENTS.flatMap((j) => j.names.map((n) => [key(n), j] as const)));

/** The judgment a name as the content writes it stands for ("Rajnesh v. Neha (2020)", "Rajnesh v. Neha"); year must agree. */
export function citedJudgment(written: string): CitedJudgment | undefined {
  const m = /^(.*?)(?:\s*[(,]\s*(\d{4})\)?)?\s*$/.exec(written);
  const found = m ? BY_NAME.get(key(m[1])) : undefined;
  if (!found || (m?.[2] && Number(m[2]) !== found.year)) return undefined;
  return found;
}
