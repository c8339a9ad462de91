import { ACTS, DOMAINS, EXAMPLES, formatCharge, LEGAL_ENTRIES, legalKb, LegalEntry, OPPOSITE_ROLES, ROLES } from '../src';

const byId = (id: string) => LEGAL_ENTRIES.find((e) => e.id === id) as LegalEntry;
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

  it('gives every entry known domains, known roles and Devanagari keywords', () => {
    for (const e of LEGAL_ENTRIES) {
      expect({ id: e.id, domains: e.domains.length > 0 }).toEqual({ id: e.id, domains: true });
      for (const d of e.domains) expect(DOMAINS).toContain(d);
      expect(new Set(e.domains).size).toBe(e.domains.length);
      for (const r of e.roles ?? []) expect(ROLES).toContain(r);
      // Advice written for both sides of one dispute is advice for neither.
      for (const r of e.roles ?? []) expect({ id: e.id, both: e.roles?.includes(OPPOSITE_ROLES[r] as never) }).toEqual({ id: e.id, both: false });
      const hi = (e.keywordsHi ?? []).filter((k) => /[\u0900-\u097F]/.test(k));
      expect({ id: e.id, hi: hi.length >= 3 }).toEqual({ id: e.id, hi: true });
    }
  });

  it('labels the sides the issue names', () => {
    expect(byId('arrest-grounds').roles).toEqual(['accused']);
    expect(byId('anticipatory-bail').roles).toEqual(['accused']);
    expect(byId('fir').roles).toEqual(['victim']);
    expect(byId('ni-138').roles).toEqual(expect.arrayContaining(['payee', 'victim']));
    expect(byId('tenant-eviction').roles).toEqual(['tenant']);
    expect(byId('consumer-complaint').roles).toEqual(['buyer']);
    expect(byId('rti').roles).toBeUndefined();
    expect(byId('legal-aid').domains).toEqual(['general']);
    expect(byId('injunction').domains).toEqual(expect.arrayContaining(['property', 'civil']));
    expect(byId('posh-act').domains).toContain('labour');
    expect(byId('bns-85-cruelty').domains).toEqual(expect.arrayContaining(['criminal', 'family']));
    expect(byId('it-66d').domains).toEqual(expect.arrayContaining(['criminal', 'cyber']));
  });

  // Bare everyday words pull an entry into unrelated questions ("leave" into lease, "land" into
  // organised crime, "bus" into theft in a vehicle); entries use phrases for them instead.
  it.each(['leave', 'land', 'bus', 'train', 'ghar', 'home', 'service', 'car', 'flat', 'bank', 'loan', 'complaint', 'notice', 'lawyer',
    'custody', 'compensation', 'stay', 'will', 'fake', 'night', 'driver', 'employee', 'minor', 'documents', 'statement', 'phone', 'mobile',
    'lost', 'rent', 'madad', 'boss', 'hit', 'blocked', 'locked', 'fired', 'sold', 'together', 'magistrate', 'harassment'])(
    'no entry has the bare keyword "%s"', (word) => {
      expect(LEGAL_ENTRIES.filter((e) => e.keywords.includes(word) || e.keywordsHi?.includes(word)).map((e) => e.id)).toEqual([]);
    },
  );

  it('says that forgery for cheating (BNS s.336(3)) is cognizable and non-bailable', () => {
    const e = byId('bns-336-forgery');
    expect(e.sections).toContainEqual({ act: 'BNS', section: '336(3)' });
    expect(e.summary).toMatch(/\(s\.336\(2\)\) is non-cognizable and bailable/);
    expect(e.summary).toMatch(/\(s\.336\(3\)\) is cognizable and non-bailable/);
    // No blanket flag: plain forgery and forgery for cheating are classified differently.
    expect(formatCharge(e)).not.toMatch(/Non-cognizable, bailable\.$/);
    expect(formatCharge(e)).toContain('s.336(3): cognizable, non-bailable');
  });

  it('says that s.18 of the SC/ST Act bars anticipatory bail except where no prima facie case is made out', () => {
    const e = byId('scst-atrocities');
    expect(e.sections).toContainEqual({ act: 'SCST', section: '18' });
    expect(e.sections.some((s) => s.act === 'CASE' && /Prathvi Raj Chauhan v\. Union of India \(2020\)/.test(s.section))).toBe(true);
    expect(e.summary).toMatch(/Section 18 of the Act shuts out anticipatory bail/);
    expect(e.summary).toMatch(/does not apply where the complaint[^.]*does not make out a prima facie case/);
    expect(e.summary).not.toMatch(/anticipatory bail is not available/i);
  });

  it('formats a charge with sections, old sections, punishment and flags', () => {
    expect(formatCharge(byMain('BNS', '303')!)).toBe(
      'Theft (BNS s.303; earlier IPC s.379, IPC s.378): Up to 3 years, or fine, or both; a repeat offender faces 1 to 5 years and fine. Cognizable, non-bailable.',
    );
  });

  it('finds entries by section number and by romanised Hindi', () => {
    expect(legalKb().find('what is section 498A').slice(0, 2).map((h) => h.entry.id)).toContain('bns-85-cruelty');
    expect(legalKb().find('dahej ke liye pareshan')[0].entry.id).toMatch(/dowry|cruelty/);
    expect(legalKb().find('zamanat kaise milegi')[0].entry.id).toMatch(/^bail-/);
  });

  it('keeps the subject of a follow-up from the earlier turns', () => {
    const hits = legalKb().find('what happens if he still does not pay?', ['My cheque of Rs 2 lakh bounced']);
    expect(hits[0].entry.id).toBe('ni-138');
    expect(legalKb().find('what happens if he still does not pay?')[0]?.entry.id).not.toBe('ni-138');
  });

  it('has 10+ situation examples for every entry, at least 3 in Devanagari, and none for unknown ids', () => {
    const ids = new Set(LEGAL_ENTRIES.map((e) => e.id));
    expect(Object.keys(EXAMPLES).filter((id) => !ids.has(id))).toEqual([]);
    for (const e of LEGAL_ENTRIES) {
      const examples = EXAMPLES[e.id] ?? [];
      expect(examples.length).toBeGreaterThanOrEqual(10);
      expect(examples.filter((x) => /[\u0900-\u097F]/.test(x)).length).toBeGreaterThanOrEqual(3);
    }
  });
});
