/**
 * Renders a passage whose matched words the server wrapped in <mark>…</mark>, as text nodes and
 * <mark> elements only: nothing from the server is ever parsed as HTML.
 */
export function Highlight({ text }: { text: string }) {
  const parts = text.split(/(<mark>[^<]*<\/mark>)/g).filter(Boolean);
  return (
    <>
      {parts.map((part, i) => {
        const m = /^<mark>([^<]*)<\/mark>$/.exec(part);
        return m ? <mark key={i}>{m[1]}</mark> : <span key={i}>{part}</span>;
      })}
    </>
  );
}
