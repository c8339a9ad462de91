import { Suspense } from 'react';
import { lazyComponent } from '../lazyComponent';
import type { DialogProps } from './Dialog';

/** The dialog's code (Radix) is not part of the first download: it comes when a dialog first opens. */
const Dialog = lazyComponent(() => import('./Dialog').then((m) => m.default));

/** Accessible modal dialog, labelled by its title; see Dialog for focus and closing. */
export function Modal(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** Starts fetching the dialog's code early: when the pointer or the keyboard reaches a button that opens one. */
export const preloadModal = () => void Dialog.preload();
