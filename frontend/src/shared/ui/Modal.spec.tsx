import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

/** A page with a button that opens a dialog, and a clock that re-renders the page while it is open. */
function Page() {
  const [open, setOpen] = useState(false);
  const [ticks, setTicks] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <button type="button" onClick={() => setTicks((t) => t + 1)}>Outside {ticks}</button>
      {open && (
        // A new onClose on every render, as callers write it: it must not move the focus.
        <Modal title="Join a firm" onClose={() => setOpen(false)}>
          <label htmlFor="code">Invite code</label>
          <input id="code" />
          <button type="button" onClick={() => setTicks((t) => t + 1)}>Tick</button>
        </Modal>
      )}
    </main>
  );
}

describe('Modal', () => {
  it('focuses itself on open, keeps Tab inside, survives parent re-renders and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Join a firm' });
    expect(dialog).toHaveFocus();

    // Tab cycles through the dialog's controls only.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    // The parent re-renders (new onClose each time) while the visitor types: focus stays put.
    const input = screen.getByLabelText('Invite code');
    await user.click(input);
    await user.type(input, 'AB');
    fireEvent.click(screen.getByRole('button', { name: 'Tick' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tick' }));
    expect(input).toHaveFocus();
    expect(input).toHaveValue('AB');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands focus back on the next tick after the dialog unmounts.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from its X button and hides the page behind it from assistive tech while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Join a firm' });
    expect(screen.queryByRole('button', { name: /^Outside/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Outside/ })).toBeInTheDocument();
  });
});
