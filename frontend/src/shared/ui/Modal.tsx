import { ReactNode, useEffect, useId, useRef } from 'react';

/** Accessible dialog: labelled by its title, closes on Escape and the X button, focuses itself. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>×</button>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
