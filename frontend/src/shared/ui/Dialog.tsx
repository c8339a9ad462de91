import * as RadixDialog from '@radix-ui/react-dialog';
import { ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps { title: string; onClose: () => void; children: ReactNode }

/**
 * Radix's dialog: focus is trapped inside while open and returned to what opened it on close; Escape,
 * the X button and a click outside close it; the rest of the page is hidden from assistive tech.
 * Opening focuses the dialog itself, so its title is read first and no button is pressed by a stray Enter.
 */
export default function Dialog({ title, onClose, children }: DialogProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to give focus
  // back to: we give it back to whatever had it when the dialog opened.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
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
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              if (opener?.isConnected) opener.focus();
            }}
          >
            <RadixDialog.Close className="modal__close" aria-label={t('common.close')}>×</RadixDialog.Close>
            <RadixDialog.Title>{title}</RadixDialog.Title>
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
