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
