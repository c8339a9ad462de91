import * as RadixDialog from '@radix-ui/react-dialog';
import { ReactNode, useRef } from 'react';

export interface DialogProps { title: string; onClose: () => void; children: ReactNode }

/**
 * Radix's dialog: focus is trapped inside while open and returned to what opened it on close; Escape,
 * the X button and a click outside close it; the rest of the page is hidden from assistive tech.
 * Opening focuses the dialog itself, so its title is read first and no button is pressed by a stray Enter.
 */
export default function Dialog({ title, onClose, children }: DialogProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal-backdrop">
          <RadixDialog.Content
            ref={content}
            className="modal"
            aria-describedby={undefined}
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              content.current?.focus();
            }}
          >
            <RadixDialog.Close className="modal__close" aria-label="Close">×</RadixDialog.Close>
            <RadixDialog.Title>{title}</RadixDialog.Title>
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
