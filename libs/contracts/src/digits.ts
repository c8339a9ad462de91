/**
 * Indian digits. A Bengali or Hindi reader types numbers in their own script as often as in Latin
 * digits (a phone keyboard in Bengali gives ০-৯), so every numeric input reads both: years, times,
 * page numbers and section numbers are normalised to ASCII digits before they are parsed.
 */
const ZERO = { bengali: 0x09e6, devanagari: 0x0966 } as const;
const INDIAN_DIGIT = /[\u09E6-\u09EF\u0966-\u096F]/g;

/** The text with Bengali (০-৯) and Devanagari (०-९) digits as ASCII 0-9; everything else unchanged. */
export function asciiDigits(value: string): string {
  return value.replace(INDIAN_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= ZERO.bengali ? ZERO.bengali : ZERO.devanagari));
  });
}

/** ASCII digits written in Bengali script, for texts that show a number to a Bengali reader. */
export function bengaliDigits(value: string): string {
  return value.replace(/[0-9]/g, (d) => String.fromCharCode(ZERO.bengali + Number(d)));
}
