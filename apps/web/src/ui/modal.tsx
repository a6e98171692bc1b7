import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  /** Called when the user asks to close it (Escape or a press outside); the owner closes it. */
  onClose: () => void;
  /** The heading, which is also the dialog's accessible name. */
  title: string;
  /**
   * False while the dialog's request is loading: Escape and outside presses are then ignored
   * (spec §2: flag, delete and edit dialogs cannot be closed meanwhile).
   */
  dismissible?: boolean;
  /** The action buttons, in a row at the bottom. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog over a dimmed page. While open the page does not scroll and focus stays inside;
 * on close focus goes back to whatever opened it.
 */
export function Modal({ open, onClose, title, dismissible = true, footer, children }: ModalProps) {
  const titleId = useId();
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  // Wrapped so the element callback is a plain function rather than a method of `refs`.
  const setDialog = (element: HTMLElement | null) => {
    refs.setFloating(element);
  };
  const { getFloatingProps } = useInteractions([
    // A mouse press, not any pointer: a finger that starts scrolling on the overlay keeps it open.
    useDismiss(context, { enabled: dismissible, outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="modal__overlay" lockScroll>
        <FloatingFocusManager context={context}>
          <div
            className="modal"
            ref={setDialog}
            aria-modal="true"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <div className="modal__body">{children}</div>
            {footer !== undefined && <div className="modal__footer">{footer}</div>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
