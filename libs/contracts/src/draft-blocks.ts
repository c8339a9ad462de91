/**
 * A draft is plain text typed in a textarea. The editor's preview and both exporters read it the same way: every line is a
 * paragraph, blank lines separate sections, a short line in capitals (or one starting with "# ") is
 * a heading, and a line starting "1." / "2)" / "(a)" is a numbered paragraph whose number is kept
 * as typed (so the exported numbering matches the text the user sees).
 */
export type DraftBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'numbered'; marker: string; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'blank' };

const NUMBERED = /^\s*((?:\d{1,3}[.)](?:\d{1,3}[.)]?)*)|(?:\([a-zA-Z0-9]{1,4}\))|(?:[a-z][.)]))\s+(.*)$/;

/** Removes what no font can draw: control characters other than tab, which becomes spaces. */
export function cleanLine(line: string): string {
  return line.replace(/\t/g, '    ').replace(/[\u0000-\u001f\u007f-\u009f\u200b\ufeff]/g, '').trimEnd();
}

function isHeading(line: string): boolean {
  // An indented line in capitals is a signature block ("            DEPONENT"), not a heading.
  if (/^ {4,}/.test(line)) return false;
  const t = line.trim();
  if (t.length < 3 || t.length > 90) return false;
  // At least three capital letters, no small ones: "AFFIDAVIT", "LEGAL NOTICE UNDER SECTION 138".
  return !/[a-z]/.test(t) && (t.match(/[A-Z]/g)?.length ?? 0) >= 3 && !/^[^A-Z]*:/.test(t);
}

export function parseDraft(content: string): DraftBlock[] {
  const blocks: DraftBlock[] = [];
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = cleanLine(raw);
    if (!line.trim()) {
      // Runs of blank lines collapse to one gap, and none lead the document.
      if (blocks.length && blocks[blocks.length - 1].kind !== 'blank') blocks.push({ kind: 'blank' });
      continue;
    }
    if (line.startsWith('# ')) {
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered && numbered[2].trim()) {
      blocks.push({ kind: 'numbered', marker: numbered[1], text: numbered[2].trim() });
      continue;
    }
    blocks.push(isHeading(line) ? { kind: 'heading', text: line.trim() } : { kind: 'paragraph', text: line });
  }
  while (blocks.length && blocks[blocks.length - 1].kind === 'blank') blocks.pop();
  return blocks;
}
