import { ACTS, formatCharge, LEGAL_ENTRIES, legalKb, LegalEntry } from '../src';

const byMain = (act: string, section: string) => LEGAL_ENTRIES.find((e) => e.sections.some((s) => s.act === act && s.section === section));

describe('legal knowledge base', () => {
  it('holds at least 120 complete entries with unique ids and known acts', () => {
    expect(LEGAL_ENTRIES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(LEGAL_ENTRIES.map((e) => e.id)).size).toBe(LEGAL_ENTRIES.length);
    for (const e of LEGAL_ENTRIES) {
      expect(e.summary.length).toBeGreaterThan(40);
      expect(e.keywords.length).toBeGreaterThanOrEqual(3);
      expect(e.sections.length).toBeGreaterThan(0);
      for (const s of [...e.sections, ...(e.replaces ?? [])]) expect(Object.keys(ACTS)).toContain(s.act);
    }
  });

  // The mappings the product promises; a typo in a data file fails here.
  it.each([
    ['103(1)', 'IPC', '302'], ['105', 'IPC', '304'], ['303', 'IPC', '379'], ['309', 'IPC', '392'], ['308', 'IPC', '384'],
    ['318', 'IPC', '420'], ['316', 'IPC', '406'], ['80', 'IPC', '304B'], ['85', 'IPC', '498A'], ['64', 'IPC', '376'],
    ['78', 'IPC', '354D'], ['115(2)', 'IPC', '323'], ['117(2)', 'IPC', '325'], ['351', 'IPC', '506'], ['356', 'IPC', '500'],
    ['137', 'IPC', '363'], ['126(2)', 'IPC', '341'], ['127(2)', 'IPC', '342'], ['324', 'IPC', '427'], ['329', 'IPC', '447'],
    ['152', 'IPC', '124A'], ['108', 'IPC', '306'], ['109', 'IPC', '307'], ['106(1)', 'IPC', '304A'], ['281', 'IPC', '279'],
    ['336', 'IPC', '465'], ['75', 'IPC', '354A'], ['74', 'IPC', '354'], ['77', 'IPC', '354C'], ['82', 'IPC', '494'],
    ['317', 'IPC', '411'], ['310', 'IPC', '395'],
  ])('BNS %s replaces %s %s', (bns, act, old) => {
    const e = byMain('BNS', bns) as LegalEntry;
    expect(e).toBeDefined();
    expect(e.replaces).toContainEqual({ act, section: old });
  });

  it.each([['173', '154'], ['47', '50'], ['58', '57'], ['478', '436'], ['480', '437'], ['482', '438'], ['144', '125']])('BNSS %s replaces CrPC %s', (bnss, crpc) => {
    expect(byMain('BNSS', bnss)?.replaces).toContainEqual({ act: 'CrPC', section: crpc });
  });

  it('new BNS offences have no IPC predecessor', () => {
    for (const s of ['304', '111', '113', '103(2)', '69']) expect(byMain('BNS', s)?.replaces).toBeUndefined();
  });

  it('formats a charge with sections, old sections, punishment and flags', () => {
    expect(formatCharge(byMain('BNS', '303')!)).toBe(
      'Theft (BNS s.303; earlier IPC s.379, IPC s.378): Up to 3 years, or fine, or both; a repeat offender faces 1 to 5 years and fine. Cognizable, non-bailable.',
    );
  });

  it('finds entries by section number and by romanised Hindi', () => {
    expect(legalKb().find('what is section 498A')[0].entry.id).toBe('bns-85-cruelty');
    expect(legalKb().find('dahej ke liye pareshan')[0].entry.id).toMatch(/dowry|cruelty/);
    expect(legalKb().find('zamanat kaise milegi').map((h) => h.entry.id)).toContain('bail-bailable');
  });

  it('keeps the subject of a follow-up from the earlier turns', () => {
    const hits = legalKb().find('what happens if he still does not pay?', ['My cheque of Rs 2 lakh bounced']);
    expect(hits[0].entry.id).toBe('ni-138');
    expect(legalKb().find('what happens if he still does not pay?')[0]?.entry.id).not.toBe('ni-138');
  });
});
