/**
 * What the Supreme Court dataset's `raw_html` column holds beyond its other columns. raw_html is the
 * court's search-result cell for the judgment (scr.sci.gov.in), as the dataset's scraper saved it:
 *
 *   <button role="link" onclick="javascript:open_pdf('0','2010','2010_5_1_14','2010INSC373','N')"><strong>TITLE</strong></button>
 *   [<span class="escrText">[2010] 5 S.C.R. 1</span>] [<span class="ncDisplay">2010 INSC 373</span>]  a short summary as text
 *   <strong>Coram : HON'BLE MR. JUSTICE A, HON'BLE MR. JUSTICE B<font>*</font>, HON'BLE MR. JUSTICE C</strong>
 *   <strong class="caseDetailsTD"><span> Decision Date :</span><font> 07-05-2010</font><span> | Case No :</span><font> …</font> …</strong>
 *
 * The dataset's own parser keeps only the text of the Coram element before its first child, so its
 * `judge` column stops at the author's asterisk (and `author_judge` is then empty), and it puts the
 * neutral citation in `case_id`: the case number and the whole bench are only here.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { name: string }>;

export interface ScRowHtml {
  /** "Criminal Appeal No. 1020 of 2010" as the cell gives it ("Case No"). */
  caseNo?: string;
  /** The whole bench, titles and all, in the cell's order. */
  coram: string[];
  /** The judge the cell marks with an asterisk as the author. */
  author?: string;
  /** The SCR citation (escrText) and the neutral citation (ncDisplay), as written. */
  scr?: string;
  neutral?: string;
}

/** raw_html longer than this is not a search-result cell; it is not parsed (bounds the parser's work). */
export const MAX_RAW_HTML = 64 * 1024;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function byClass(root: Node[], cls: string): Element | undefined {
  return DomUtils.findOne((e) => (DomUtils.getAttributeValue(e, 'class') ?? '').split(/\s+/).includes(cls), root, true) as Element | undefined;
}

/** The labelled values of the caseDetailsTD element: "decision date" → "07-05-2010", "case no" → …. */
function details(el: Element | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!el) return out;
  let label: string | null = null;
  for (const child of DomUtils.getChildren(el)) {
    if (!DomUtils.isTag(child)) continue;
    const text = clean(DomUtils.textContent(child));
    if (child.name === 'span') label = text.replace(/^\|\s*/, '').replace(/\s*:\s*$/, '').toLowerCase();
    else if (child.name === 'font' && label) {
      out.set(label, text);
      label = null;
    }
  }
  return out;
}

/** Reads one row's raw_html; an empty result when it is missing, too long or holds none of it. */
export function parseScRowHtml(html: unknown): ScRowHtml {
  if (typeof html !== 'string' || !html.trim() || html.length > MAX_RAW_HTML) return { coram: [] };
  const doc = parseDocument(html);
  const out: ScRowHtml = { coram: [] };
  const caseNo = details(byClass(doc.children, 'caseDetailsTD')).get('case no');
  if (caseNo) out.caseNo = caseNo;
  const scr = byClass(doc.children, 'escrText');
  if (scr && clean(DomUtils.textContent(scr))) out.scr = clean(DomUtils.textContent(scr));
  const nc = byClass(doc.children, 'ncDisplay');
  if (nc && clean(DomUtils.textContent(nc))) out.neutral = clean(DomUtils.textContent(nc));
  const coram = DomUtils.findOne((e) => e.name === 'strong' && /^\s*Coram\s*:/i.test(DomUtils.textContent(e)), doc.children, true);
  if (coram) {
    const text = DomUtils.textContent(coram).replace(/^\s*Coram\s*:\s*/i, '');
    for (const part of text.split(',')) {
      const name = clean(part.replace(/\*/g, ''));
      if (!name) continue;
      out.coram.push(name);
      if (part.includes('*') && !out.author) out.author = name;
    }
  }
  return out;
}
