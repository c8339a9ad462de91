import { draftLanguage } from './draftLanguage';

describe('the language of a draft', () => {
  it('is the script most of its letters are in', () => {
    expect(draftLanguage('প্রতি,\nভারপ্রাপ্ত আধিকারিক\n{{police_station}} থানা')).toBe('bn');
    expect(draftLanguage('# किरायानामा\n\nयह किरायानामा {{city}} में')).toBe('hi');
    // Bengali sentences end with the danda of the Devanagari block: still Bengali.
    expect(draftLanguage('আমি অভিযোগ জানাচ্ছি।')).toBe('bn');
    expect(draftLanguage('।।।')).toBeUndefined();
    expect(draftLanguage('AFFIDAVIT of {{deponent_name}} (শপথ)')).toBeUndefined();
  });
});
