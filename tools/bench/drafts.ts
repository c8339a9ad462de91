/** Drafts the export benchmarks render. */

/** Numbered paragraphs long enough to wrap, with headings, ₹ and accented names: 20 A4 pages. */
export function twentyPageDraft(): string {
  const out = ['DEED OF PARTNERSHIP', ''];
  for (let i = 1; i <= 280; i++) {
    if (i % 40 === 1) out.push('', `PART ${Math.ceil(i / 40)}`, '');
    out.push(`${i}. The partner Ánanya Gupta shall contribute ₹ ${(i * 1250).toLocaleString('en-IN')} towards item ${i} of the schedule, and the firm shall record it in the books of account kept at the principal place of business.`);
  }
  return out.join('\n');
}

const HINDI_CLAUSES = [
  'भागीदार अनन्या गुप्ता अनुसूची की मद {i} के लिए ₹ {amt} का योगदान करेंगी, और फर्म इसे मुख्य कारोबार स्थल पर रखी गई लेखा पुस्तकों में दर्ज करेगी।',
  'किरायेदार प्रत्येक माह की {i} तारीख़ तक किराया जमा करेगा, और मकान मालिक उसकी लिखित रसीद देगा; विलंब होने पर क्षतिपूर्ति अनुबंध की शर्तों के अनुसार होगी।',
  'शपथकर्ता सत्यनिष्ठा से प्रतिज्ञान करता है कि दस्तावेज़ क्रमांक {i} में दी गई सूचना उसकी जानकारी और विश्वास के अनुसार सही है, और कुछ भी छिपाया नहीं गया है।',
];

/** The same layout in Hindi (issue 17): conjuncts, matras, ₹ and numbers in Devanagari runs, 20 A4 pages. */
export function twentyPageHindiDraft(): string {
  const out = ['# भागीदारी विलेख', ''];
  for (let i = 1; i <= 415; i++) {
    if (i % 40 === 1) out.push('', `# भाग ${Math.ceil(i / 40)}`, '');
    out.push(`${i}. ${HINDI_CLAUSES[i % 3].replace('{i}', String(i)).replace('{amt}', (i * 1250).toLocaleString('en-IN'))}`);
  }
  return out.join('\n');
}
