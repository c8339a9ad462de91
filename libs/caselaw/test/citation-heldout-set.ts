/**
 * A second, held-out set of labelled paragraphs for citation extraction, written after the first set
 * (citation-set.ts) and before any change to the extractor it measures, by a different hand from the
 * one that wrote the extractor and its first set. Where the first set is clean typed prose, this one
 * copies how citations reach us from real judgments and their OCR:
 *   - a citation broken over a line ("(2008) 4\nSCC 54"), or with its pieces run together ("AIR1973SC1461");
 *   - OCR's confusions: "S.C.C.", "S C C", "SCC 0nLine", "0" for "O", "l" or "I" for "1" in a year;
 *   - parallel citations joined by ":" or ";", pinpoints ("at para 12", "at p. 56", "@ 67"), "supra";
 *   - negatives a reader skips: dates, times, section and article numbers, case and FIR numbers,
 *     phone numbers, amounts, paper-book pages.
 * `cites` holds each citation in the normal form the first set's header describes (an OCR-mangled
 * citation is labelled with what the printed page says). Names appear only beside citations known to
 * be theirs; other citations stand without a name, so the set asserts no fact it cannot.
 * First figures, before any change to the extractor: precision 100.0% (48/48), recall 87.3% (48/55).
 */
import type { LabelledParagraph } from './citation-set';

export const HELDOUT_SET: LabelledParagraph[] = [
  // Line breaks inside citations, as PDF text extraction gives them
  { id: 'h-break-1', text: 'The principle is well settled. See (2008) 4\nSCC 54, where the Court held that the\ndelay stood explained.', cites: ['(2008) 4 SCC 54'] },
  { id: 'h-break-2', text: 'Learned counsel placed reliance upon AIR\n1973 SC 1461 and the observations therein.', cites: ['AIR 1973 SC 1461'] },
  { id: 'h-break-3', text: 'In Arnesh Kumar v. State of Bihar, (2014)\n8 SCC 273, this Court deprecated arrests made as a matter of routine.', cites: ['(2014) 8 SCC 273'] },
  { id: 'h-break-4', text: 'reported as 2019 SCC\nOnLine Del 1234 and followed consistently since.', cites: ['2019 SCC OnLine Del 1234'] },
  { id: 'h-break-5', text: '16. The decision in 2023\nINSC 1045 is squarely applicable to the facts at hand.', cites: ['2023 INSC 1045'] },
  { id: 'h-break-6', text: 'The view taken in 1992 Supp (1)\nSCC 335 was reiterated in (2019) 10 SCC\n1, para 25.', cites: ['1992 Supp (1) SCC 335', '(2019) 10 SCC 1'] },
  // OCR confusions
  { id: 'h-ocr-1', text: 'The Full Bench in 2019 SCC 0nLine Del 1234 considered the point at length.', cites: ['2019 SCC OnLine Del 1234'] },
  { id: 'h-ocr-2', text: 'Reliance is placed on (2008) 4 S.C.C. 54 and (2010) 2 S. C. C. 114.', cites: ['(2008) 4 SCC 54', '(2010) 2 SCC 114'] },
  { id: 'h-ocr-3', text: 'Vide A.I.R. 1973 S.C. 1461 ; A I R 1980 S C 898.', cites: ['AIR 1973 SC 1461', 'AIR 1980 SC 898'] },
  { id: 'h-ocr-4', text: 'The text reads AIR1973SC1461 in the certified copy, without spaces.', cites: ['AIR 1973 SC 1461'] },
  { id: 'h-ocr-5', text: 'See 2021 SCC 0nline SC 1022 and 2020 SCC OnIine Bom 345.', cites: ['2021 SCC OnLine SC 1022', '2020 SCC OnLine Bom 345'] },
  { id: 'h-ocr-6', text: 'As held in (2Ol4) 8 SCC 273 the police must first satisfy themselves of the need to arrest.', cites: ['(2014) 8 SCC 273'] },
  { id: 'h-ocr-7', text: 'The judgment at (1999) Cri LJ 123 and 2004 Cri.L.J. 2345 were cited.', cites: ['1999 Cri LJ 123', '2004 Cri LJ 2345'] },
  { id: 'h-ocr-8', text: 'Reported in [2010] 3 SCR 1 and [2012] 6 S.C.R. 1064.', cites: ['[2010] 3 SCR 1', '[2012] 6 SCR 1064'] },
  // Pinpoints and supra
  { id: 'h-pin-1', text: 'In Lalita Kumari (supra), at para 120, the Court listed the cases in which a preliminary inquiry may be held.', cites: [] },
  { id: 'h-pin-2', text: 'See (2014) 2 SCC 1 at para 120.7, and Arnesh Kumar (supra) at para 11.', cites: ['(2014) 2 SCC 1'] },
  { id: 'h-pin-3', text: 'The observations in AIR 1962 SC 605 at p. 612 do not assist the appellant.', cites: ['AIR 1962 SC 605'] },
  { id: 'h-pin-4', text: '(1978) 1 SCC 248 @ 284, para 56; see also Maneka Gandhi (supra).', cites: ['(1978) 1 SCC 248'] },
  { id: 'h-pin-5', text: 'Para 12 of the judgment in 2022 SCC OnLine SC 929 (paras 12 to 14) was read.', cites: ['2022 SCC OnLine SC 929'] },
  // Parallel citations and lists
  { id: 'h-par-1', text: 'Kesavananda Bharati v. State of Kerala, (1973) 4 SCC 225 : AIR 1973 SC 1461 : 1973 Supp SCR 1.', cites: ['(1973) 4 SCC 225', 'AIR 1973 SC 1461', '[1973] Supp SCR 1'] },
  { id: 'h-par-2', text: 'See: (i) (2008) 4 SCC 54; (ii) (2010) 2 SCC 114; (iii) 2023 INSC 1045; (iv) 2024:DHC:1234.', cites: ['(2008) 4 SCC 54', '(2010) 2 SCC 114', '2023 INSC 1045', '2024:DHC:1234'] },
  { id: 'h-par-3', text: 'The case is reported as 2013 (8) SCC 491 ; 2013 AIR SCW 3948.', cites: ['(2013) 8 SCC 491'] },
  { id: 'h-par-4', text: 'D.K. Basu v. State of W.B., (1997) 1 SCC 416 : 1997 SCC (Cri) 92.', cites: ['(1997) 1 SCC 416', '1997 SCC (Cri) 92'] },
  { id: 'h-par-5', text: 'Relied upon: 2019 SCC OnLine Del 1234; 2020 SCC OnLine Del 55; 2021 SCC OnLine P&H 678.', cites: ['2019 SCC OnLine Del 1234', '2020 SCC OnLine Del 55', '2021 SCC OnLine P&H 678'] },
  // Neutral citations in headers and footers
  { id: 'h-nc-1', text: 'Neutral Citation Number : 2024:DHC:1234\nIN THE HIGH COURT OF DELHI AT NEW DELHI', cites: ['2024:DHC:1234'] },
  { id: 'h-nc-2', text: '2023 INSC 1045 REPORTABLE IN THE SUPREME COURT OF INDIA CIVIL APPELLATE JURISDICTION', cites: ['2023 INSC 1045'] },
  { id: 'h-nc-3', text: 'NEUTRAL CITATION NO. 2024:BHC-AS:45678-DB ... Page 1 of 23', cites: ['2024:BHC-AS:45678-DB'] },
  { id: 'h-nc-4', text: 'Signature Not Verified. Digitally signed on 12.04.2024. Neutral Citation No:=2024:PHHC:051234', cites: ['2024:PHHC:051234'] },
  { id: 'h-nc-5', text: '2022/KER/12345 ... W.P.(C) No. 1234 of 2022', cites: ['2022/KER/12345'] },
  // Other reporters and forms
  { id: 'h-misc-1', text: 'The Division Bench in (2009) 160 DLT 277 and 2015 (150) DLT 1 (DB) was followed.', cites: ['(2009) 160 DLT 277', '(2015) 150 DLT 1'] },
  { id: 'h-misc-2', text: 'Reference was made to 1991 Supp (1) SCC 600 and 1994 Supp (3) SCC 5.', cites: ['1991 Supp (1) SCC 600', '1994 Supp (3) SCC 5'] },
  { id: 'h-misc-3', text: 'AIR 1955 SC 549, AIR 1961 SC 1808 and [1962] Supp 3 SCR 1 were referred to.', cites: ['AIR 1955 SC 549', 'AIR 1961 SC 1808', '[1962] Supp (3) SCR 1'] },
  { id: 'h-misc-4', text: 'This Court in (2020) 3 SCC 67 and (2021) 2 SCC 324 directed the parties to file affidavits of assets.', cites: ['(2020) 3 SCC 67', '(2021) 2 SCC 324'] },
  { id: 'h-misc-5', text: 'A learned Single Judge in AIR 2005 Del 123 and AIR 2001 Bom 45 took the same view.', cites: ['AIR 2005 Del 123', 'AIR 2001 Bom 45'] },
  { id: 'h-misc-6', text: 'आरोपी की ओर से (2014) 8 SCC 273 तथा 2023 INSC 1045 पर भरोसा किया गया।', cites: ['(2014) 8 SCC 273', '2023 INSC 1045'] },
  // Negatives: nothing here is a citation
  { id: 'h-neg-1', text: 'Crl.A. No. 123 of 2019 and Crl.M.A. No. 4567 of 2020 are taken up together.', cites: [] },
  { id: 'h-neg-2', text: 'The cheque dated 15.03.2019 for Rs. 4,50,000/- was returned on 22.03.2019 with the remark "funds insufficient".', cites: [] },
  { id: 'h-neg-3', text: 'The complainant can be reached at +91 98110 12345 or 011-2338 1234.', cites: [] },
  { id: 'h-neg-4', text: 'Under Sections 302/34 IPC read with Section 25 of the Arms Act, 1959, the accused were charged in S.C. No. 45 of 2015.', cites: [] },
  { id: 'h-neg-5', text: 'Written submissions (at pages 54 to 61 of the paper book) were filed on 2023-08-14 at 4:30 PM.', cites: [] },
  { id: 'h-neg-6', text: 'O.S. No. 1973 of 2008 was decreed; R.F.A. 456/2012 was dismissed on 01.02.2013.', cites: [] },
  { id: 'h-neg-7', text: 'FIR No. 0234/2021 under Section 498A IPC, P.S. Dwarka; charge-sheet filed in 2022.', cites: [] },
  { id: 'h-neg-8', text: 'In the year 2008, 4 SCC judges were transferred and 54 posts remained vacant.', cites: [] },
  { id: 'h-neg-9', text: 'SLP(C) No. 2019/2020 and Diary No. 1234-2023 are tagged; listing on 10.10.2023 at 10:30.', cites: [] },
  { id: 'h-neg-10', text: 'The land measures 2 Bighas 12 Biswas in Khasra No. 1461, village Rithala, registered in 1973.', cites: [] },
];
