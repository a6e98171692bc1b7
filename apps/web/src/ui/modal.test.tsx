import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

/** A screen that owns the modal: a button opens it, onClose shuts it. */
function Harness({
  dismissible,
  onClose = vi.fn(),
}: {
  dismissible?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Delete Entry
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Delete test value"
        {...(dismissible === undefined ? {} : { dismissible })}
        footer={
          <>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </button>
            <button type="button">Delete</button>
          </>
        }
      >
        <p>The latest test value will be deleted.</p>
      </Modal>
    </>
  );
}

async function openModal(props: { dismissible?: boolean; onClose?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete Entry' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete test value' });
  return { user, opener, dialog };
}

/** The dimmed area around the dialog, where an outside press lands. */
function overlayOf(dialog: HTMLElement): Element {
  const overlay = dialog.closest('.modal__overlay');
  if (overlay === null) throw new Error('The dialog has no overlay');
  return overlay;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with its content and actions', async () => {
    const { dialog } = await openModal();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Delete test value' })).toBeTruthy();
    expect(screen.getByText('The latest test value will be deleted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(<Harness />);

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a mouse press outside it, not on one inside', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });

    await user.click(screen.getByText('The latest test value will be deleted.'));
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(overlayOf(dialog));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and outside presses while not dismissible', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ dismissible: false, onClose });

    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('locks the page scroll while open and releases it on close', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { user } = await openModal();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    // Focus moves in (and wraps round at the ends) a frame after the key press.
    const expectFocusOn = (element: HTMLElement) =>
      waitFor(() => {
        expect(document.activeElement).toBe(element);
      });
    await expectFocusOn(cancel);

    await user.tab();
    await expectFocusOn(remove);
    await user.tab();
    await expectFocusOn(cancel);
    await user.tab({ shift: true });
    await expectFocusOn(remove);
  });
});
