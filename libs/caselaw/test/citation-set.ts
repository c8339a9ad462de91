/**
 * Hand-labelled paragraphs in the style of Indian judgments, each with the citations a reader finds
 * in it, written before the extractor they measure. `cites` holds each citation in its normal form:
 *   SCC            (2014) 8 SCC 273 · 1992 Supp (3) SCC 217 · 1975 Supp SCC 1 · (2014) 3 SCC (Cri) 449
 *   AIR            AIR 1962 SC 605 · AIR 1955 All 52
 *   SCR            [1950] SCR 88 · [1962] Supp (2) SCR 769 · [2023] 5 SCR 123
 *   SCC OnLine     2022 SCC OnLine SC 929 · 2023 SCC OnLine Del 1234
 *   Cri LJ         1998 Cri LJ 1234
 *   DLT            (2009) 160 DLT 277
 *   SC neutral     2023 INSC 1045
 *   HC neutral     2023:DHC:1234 · 2023:BHC-AS:5678 · 2023:DHC:1234-DB · 2022/KER/12345
 * The negatives hold what looks like a citation and is not: sections, case numbers, dates, times,
 * amounts, standards, paragraph numbers. Case names appear only with the citations the seed corpus
 * holds for them; other citations are written without a name, so the set asserts no fact it cannot.
 */
export interface LabelledParagraph {
  id: string;
  text: string;
  cites: string[];
}

export const CITATION_SET: LabelledParagraph[] = [
  // SCC, in the ways judgments write it
  { id: 'scc-1', text: 'The law on arrest in such cases was settled in Arnesh Kumar v. State of Bihar, (2014) 8 SCC 273, and need not be restated.', cites: ['(2014) 8 SCC 273'] },
  { id: 'scc-2', text: 'Reliance was placed on Kesavananda Bharati v. State of Kerala, 1973 (4) SCC 225, for the proposition that the basic structure cannot be amended.', cites: ['(1973) 4 SCC 225'] },
  { id: 'scc-3', text: 'See Maneka Gandhi v. Union of India [(1978) 1 SCC 248] and A.K. Gopalan v. State of Madras [AIR 1950 SC 27].', cites: ['(1978) 1 SCC 248', 'AIR 1950 SC 27'] },
  { id: 'scc-4', text: 'In Indra Sawhney v. Union of India, 1992 Supp (3) SCC 217, a bench of nine Judges fixed the ceiling at fifty per cent.', cites: ['1992 Supp (3) SCC 217'] },
  { id: 'scc-5', text: 'The election case is reported as Indira Nehru Gandhi v. Raj Narain, 1975 Supp SCC 1.', cites: ['1975 Supp SCC 1'] },
  { id: 'scc-6', text: 'Learned counsel cited (2017) 10 S.C.C. 1 and (2019) 1 S.C.C. 1 on informational privacy.', cites: ['(2017) 10 SCC 1', '(2019) 1 SCC 1'] },
  { id: 'scc-7', text: 'The parallel citation (2014) 3 SCC (Cri) 449 reports the same judgment on the criminal side.', cites: ['(2014) 3 SCC (Cri) 449'] },
  { id: 'scc-8', text: 'Both Bhajan Lal, 1992 Supp (1) SCC 335, and Lalita Kumari, (2014) 2 SCC 1, were pressed into service.', cites: ['1992 Supp (1) SCC 335', '(2014) 2 SCC 1'] },
  { id: 'scc-9', text: 'The decision at 1991 Supp. (1) SCC 600 dealt with termination of permanent employees on notice.', cites: ['1991 Supp (1) SCC 600'] },
  { id: 'scc-10', text: 'This principle was reiterated in (2020) 7 SCC 1, para 73, and earlier in (2014) 10 SCC 473 at paras 14 to 17.', cites: ['(2020) 7 SCC 1', '(2014) 10 SCC 473'] },
  { id: 'scc-11', text: 'See: Satender Kumar Antil v. CBI, (2022)10 SCC 51.', cites: ['(2022) 10 SCC 51'] },
  { id: 'scc-12', text: 'The Constitution Bench in (1980) 2 SCC 684 upheld the death penalty but confined it to the rarest of rare cases; Machhi Singh, (1983) 3 SCC 470, applied that test.', cites: ['(1980) 2 SCC 684', '(1983) 3 SCC 470'] },
  // AIR
  { id: 'air-1', text: 'The classic statement is found in K.M. Nanavati v. State of Maharashtra, AIR 1962 SC 605.', cites: ['AIR 1962 SC 605'] },
  { id: 'air-2', text: 'Reference may be made to A.I.R. 1954 S.C. 300 where search and seizure was held not to offend Article 20(3).', cites: ['AIR 1954 SC 300'] },
  { id: 'air-3', text: 'The High Court followed an earlier Full Bench view reported in AIR 1955 All 52 and a later one in AIR 1990 Bom 123.', cites: ['AIR 1955 All 52', 'AIR 1990 Bom 123'] },
  { id: 'air-4', text: 'In Romesh Thappar (AIR 1950 SC 124) and Brij Bhushan (AIR 1950 SC 129) the Court struck down prior restraints.', cites: ['AIR 1950 SC 124', 'AIR 1950 SC 129'] },
  { id: 'air-5', text: 'The Madras decision, AIR 1976 Mad 84, was not followed.', cites: ['AIR 1976 Mad 84'] },
  { id: 'air-6', text: 'Golaknath v. State of Punjab, AIR 1967 SC 1643, introduced prospective overruling.', cites: ['AIR 1967 SC 1643'] },
  // SCR
  { id: 'scr-1', text: 'The earliest view on Article 21 is at [1950] SCR 88.', cites: ['[1950] SCR 88'] },
  { id: 'scr-2', text: 'Compare (1950) S.C.R. 519 with [1951] SCR 525, both decided within a year of the Constitution.', cites: ['[1950] SCR 519', '[1951] SCR 525'] },
  { id: 'scr-3', text: 'The Court relied on [1962] Supp. 2 S.C.R. 769 in that context.', cites: ['[1962] Supp (2) SCR 769'] },
  { id: 'scr-4', text: 'The judgment was reported in the official reports as [2023] 5 S.C.R. 123.', cites: ['[2023] 5 SCR 123'] },
  { id: 'scr-5', text: 'As held in 1973 Supp SCR 1, Parliament cannot destroy the identity of the Constitution.', cites: ['[1973] Supp SCR 1'] },
  { id: 'scr-6', text: 'Reported at [1978] 2 SCR 621 and (1978) 1 SCC 248, the passport case widened Article 21.', cites: ['[1978] 2 SCR 621', '(1978) 1 SCC 248'] },
  // SCC OnLine
  { id: 'online-1', text: 'On the twin conditions for bail under the PMLA see Vijay Madanlal Choudhary v. Union of India, 2022 SCC OnLine SC 929.', cites: ['2022 SCC OnLine SC 929'] },
  { id: 'online-2', text: 'The Delhi High Court in 2023 SCC OnLine Del 1234 took a different view.', cites: ['2023 SCC OnLine Del 1234'] },
  { id: 'online-3', text: 'Judgments at 2021 SCC OnLine Bom 55 and 2022 SCC OnLine Ker 4321 are to the same effect.', cites: ['2021 SCC OnLine Bom 55', '2022 SCC OnLine Ker 4321'] },
  { id: 'online-4', text: 'The scheme was struck down (2024 SCC OnLine SC 150) for want of transparency in political funding.', cites: ['2024 SCC OnLine SC 150'] },
  { id: 'online-5', text: 'Reliance on 2023 SCC Online SC 1348 is misplaced on the facts of this case.', cites: ['2023 SCC OnLine SC 1348'] },
  // Cri LJ
  { id: 'crilj-1', text: 'The High Court relied on 1998 Cri LJ 1234 and 2005 Cri. L.J. 567.', cites: ['1998 Cri LJ 1234', '2005 Cri LJ 567'] },
  { id: 'crilj-2', text: 'The point is covered by a Division Bench judgment reported in 2010 CriLJ 4102.', cites: ['2010 Cri LJ 4102'] },
  { id: 'crilj-3', text: 'See 1987 Cr LJ 1100 (Ker), where the delay in lodging the FIR was explained.', cites: ['1987 Cri LJ 1100'] },
  // DLT
  { id: 'dlt-1', text: 'Naz Foundation v. Government of NCT of Delhi, (2009) 160 DLT 277, read down Section 377.', cites: ['(2009) 160 DLT 277'] },
  { id: 'dlt-2', text: 'Following 2015 (150) DLT 1 the learned Single Judge dismissed the suit.', cites: ['(2015) 150 DLT 1'] },
  // SC neutral citations
  { id: 'insc-1', text: 'This appeal is governed by the principles in 2023 INSC 1045.', cites: ['2023 INSC 1045'] },
  { id: 'insc-2', text: 'Neutral Citation: 2024 INSC 12. The appellant was convicted under Section 302 IPC.', cites: ['2024 INSC 12'] },
  { id: 'insc-3', text: 'See also 2022 INSC 690, 2023 INSC 5 and 2021 INSC 1.', cites: ['2022 INSC 690', '2023 INSC 5', '2021 INSC 1'] },
  { id: 'insc-4', text: 'The ruling (2024 INSC 598) was placed on record by the respondent.', cites: ['2024 INSC 598'] },
  // High Court neutral citations
  { id: 'hcnc-1', text: 'Neutral Citation Number: 2023:DHC:1234', cites: ['2023:DHC:1234'] },
  { id: 'hcnc-2', text: 'The Division Bench decision, 2023:DHC:8765-DB, is binding on this Court.', cites: ['2023:DHC:8765-DB'] },
  { id: 'hcnc-3', text: 'Neutral citation 2024:KER:12345 and the earlier 2022/KER/4567 were both cited at the Bar.', cites: ['2024:KER:12345', '2022/KER/4567'] },
  { id: 'hcnc-4', text: 'See 2023:BHC-AS:5678 and 2024:BHC-OS:210, decided on the Appellate and Original sides.', cites: ['2023:BHC-AS:5678', '2024:BHC-OS:210'] },
  { id: 'hcnc-5', text: 'The Allahabad High Court, 2023:AHC:123456 and 2024:AHC-LKO:9876, held otherwise.', cites: ['2023:AHC:123456', '2024:AHC-LKO:9876'] },
  { id: 'hcnc-6', text: 'NC: 2024:KHC:1111; 2024:KHC-D:222; 2023:MHC:3333.', cites: ['2024:KHC:1111', '2024:KHC-D:222', '2023:MHC:3333'] },
  { id: 'hcnc-7', text: 'Neutral citation No. 2023:PHHC:012345 (Punjab and Haryana).', cites: ['2023:PHHC:012345'] },
  { id: 'hcnc-8', text: 'The order (2024:RJ-JD:4455) was set aside in 2024:GUJHC:7788.', cites: ['2024:RJ-JD:4455', '2024:GUJHC:7788'] },
  // Several kinds in one paragraph, and Hindi text around a citation
  { id: 'mixed-1', text: 'In Rajesh Sharma, (2018) 10 SCC 472, modified by Social Action Forum for Manav Adhikar, (2018) 10 SCC 443, the directions on Section 498A were revisited; see also 2018 SCC OnLine SC 1501.', cites: ['(2018) 10 SCC 472', '(2018) 10 SCC 443', '2018 SCC OnLine SC 1501'] },
  { id: 'mixed-2', text: 'The judgment is reported at (2016) 2 SCC 500 : AIR 2016 SC 99 : (2016) 1 SCC (Civ) 301, and its paragraph 20 was read out.', cites: ['(2016) 2 SCC 500', 'AIR 2016 SC 99', '(2016) 1 SCC (Civ) 301'] },
  { id: 'mixed-3', text: 'अर्नेश कुमार बनाम बिहार राज्य, (2014) 8 SCC 273 में सर्वोच्च न्यायालय ने गिरफ्तारी के दिशानिर्देश दिए।', cites: ['(2014) 8 SCC 273'] },
  { id: 'mixed-4', text: 'तटस्थ उद्धरण: 2023 INSC 1045', cites: ['2023 INSC 1045'] },
  { id: 'mixed-5', text: 'Shreya Singhal, (2015) 5 SCC 1, struck down Section 66A; Kedar Nath Singh, AIR 1962 SC 955, read down Section 124A.', cites: ['(2015) 5 SCC 1', 'AIR 1962 SC 955'] },
  // Negatives: nothing here is a citation
  { id: 'neg-1', text: 'The complaint under Section 138 of the Negotiable Instruments Act, 1881 was filed on 12.03.2019 for Rs. 5,00,000.', cites: [] },
  { id: 'neg-2', text: 'Criminal Appeal No. 1234 of 2019 arises out of SLP (Crl.) No. 5678 of 2018.', cites: [] },
  { id: 'neg-3', text: 'W.P.(C) 1234/2020 and CM APPL. 4567/2020 were heard together on 10:30 a.m. board.', cites: [] },
  { id: 'neg-4', text: 'FIR No. 123/2021 dated 01.01.2021 was registered at P.S. Saket under Sections 420, 467, 468 and 471 IPC.', cites: [] },
  { id: 'neg-5', text: 'The building was to conform to IS 456:2000 and ISO 9001:2015, the report said.', cites: [] },
  { id: 'neg-6', text: 'Articles 14, 19(1)(g) and 21 of the Constitution are invoked; see paras 12.3 and 14.', cites: [] },
  { id: 'neg-7', text: 'Order XXXIX Rules 1 and 2 CPC read with Section 151 CPC; the suit is valued at Rs 2,50,000/-.', cites: [] },
  { id: 'neg-8', text: 'The judgment reported in SCC was not placed before us, nor was any AIR report.', cites: [] },
  { id: 'neg-9', text: 'The hearing ended at 16:45:30 and the ratio of votes was 3:2 in 2019.', cites: [] },
  { id: 'neg-10', text: 'Section 41A CrPC (now Section 35 BNSS) requires a notice; Section 498A IPC corresponds to Sections 85 and 86 of the BNS.', cites: [] },
  { id: 'neg-11', text: 'The accused was born in 1998 and was 25 years old in 2023; he earned Rs. 12,000 a month.', cites: [] },
  { id: 'neg-12', text: 'Case No. 2023/1045 of the trial court and Diary No. 17050-2006 concern the same land.', cites: [] },
  { id: 'neg-13', text: 'The parties settled on 2023-10-04 at 11:00; mobile number 98765 43210 was recorded.', cites: [] },
  { id: 'neg-14', text: 'Under Rule 5(2) of the 2016 Rules, read with Schedule III Part 2, the fee is 2023 rupees.', cites: [] },
  { id: 'neg-15', text: 'Cr. Rev. P. 456/2022 and CRL.M.C. 789/2023 are disposed of; interim order dated 05.06.2023 stands vacated.', cites: [] },
];
