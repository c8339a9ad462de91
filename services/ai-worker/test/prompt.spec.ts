/**
 * What the model is given and what it may cite: the frame and the triaged entries go into the
 * system prompt; citations of sections it was not given are dropped.
 */
import { legalKb, triage } from '@lexmitra/legal-kb';
import { groundedCitations, groundingText } from '../src/chat/prompt';

describe('chat prompt grounding', () => {
  const kb = legalKb();
  const t = triage(kb, 'I received a legal notice because the cheque I gave my supplier bounced');

  it('tells the model who is asking and marks the other side\'s entries', () => {
    const text = groundingText(t);
    expect(text).toMatch(/Asker's side: .*drawer/);
    expect(text).toMatch(/\[1\] .*drawer's side/);
    expect(text).toMatch(/Dishonour of a cheque \(cheque bounce\) \(other side\)/);
  });

  it('cautions the model when the story\'s law bars a remedy the accused may ask for', () => {
    const barred = groundingText(triage(kb, 'an SC/ST atrocities case was filed against me over a wall dispute, can I get anticipatory bail?'));
    expect(barred).toMatch(/Caution: .*section 18 bars anticipatory bail/);
    expect(groundingText(t)).not.toMatch(/Caution:/);
  });

  it('keeps citations of given sections (by full act name or code) and drops the rest', () => {
    const { citations, dropped } = groundedCitations(
      [
        { act: 'Negotiable Instruments Act, 1881', section: '138', title: 'Dishonour' },
        { act: 'NIA', section: 's.147', title: 'Compounding' },
        { act: 'Indian Penal Code, 1860', section: '420', title: 'Cheating' },
      ],
      t,
    );
    expect(citations.map((c) => c.section)).toEqual(['138', 's.147']);
    expect(dropped).toEqual(['Indian Penal Code, 1860 420']);
  });

  it('falls back to the given sections when the model cited nothing it was given', () => {
    const { citations } = groundedCitations([{ act: 'Made-up Act', section: '1', title: 'x' }], t);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => c.act === 'Negotiable Instruments Act, 1881' || c.act === 'Supreme Court of India')).toBe(true);
  });
});
