/** The script-run splitter and the visual order of runs, on the mixed lines drafts really have. */
import { isRtlParagraph, Script, splitRuns, visualOrder } from '../src/render/scripts';
import { wrapText } from '../src/render/wrap';

// As the PDF painter sees fonts: Noto fonts have digits, punctuation and the danda; DejaVu lacks the danda.
const covers = (script: Script, cp: number) => (script === 'latin' ? cp !== 0x964 && cp !== 0x965 : true);
const runs = (line: string) => splitRuns(line, covers).map((r) => `${r.script}${r.rtl ? '<' : ''}:${r.text}`);

describe('script runs', () => {
  it('keeps neutrals with the script around them and Latin words in Latin', () => {
    expect(runs('धारा 6(1) of the RTI Act, 2005')).toEqual(['deva:धारा 6(1) ', 'latin:of the RTI Act, 2005']);
    expect(runs('Name: सुनीता देवी, Delhi')).toEqual(['latin:Name: ', 'deva:सुनीता देवी, ', 'latin:Delhi']);
  });

  it('gives a danda after a Latin word to a font that has it', () => {
    // The neutrals before the next Devanagari word go with it when no earlier run can take them all.
    expect(runs('Plot 12, Sector 4। यदि')).toEqual(['latin:Plot 12, Sector', 'deva: 4। यदि']);
    expect(runs('Sector B।')).toEqual(['latin:Sector B', 'deva:।']);
  });

  it('keeps ZWJ/ZWNJ inside their Indic run and splits scripts that meet', () => {
    expect(runs('क्‍ष তথ্য')).toEqual(['deva:क्‍ष ', 'beng:তথ্য']);
  });

  it('makes digits inside Urdu a left-to-right run and orders the runs right to left', () => {
    const line = 'میں 2005 کی Section 6 بات';
    expect(isRtlParagraph(line)).toBe(true);
    const split = splitRuns(line, covers);
    expect(split.map((r) => [r.text, r.rtl])).toEqual([['میں', true], [' 2005 ', false], ['کی ', true], ['Section 6 ', false], ['بات', true]]);
    // Right to left: the last run comes first; a left-to-right group keeps its own order.
    expect(visualOrder(split, true).map((r) => r.text)).toEqual(['بات', 'Section 6 ', 'کی ', ' 2005 ', 'میں']);
    expect(isRtlParagraph('1. Hindi हिन्दी میں')).toBe(false);
  });
});

describe('wrapping a word longer than the line', () => {
  it('cuts between grapheme clusters, never between a consonant and its matra', () => {
    const word = 'कि'.repeat(30);
    // Every code point is one unit wide: a cut by code points would leave a line starting with ि.
    const lines = wrapText(word, 7, (t) => Array.from(t).length);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line).toMatch(/^(कि)+$/);
  });
});
