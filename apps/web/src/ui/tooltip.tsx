import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { cloneElement, useState } from 'react';
import type { HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../lib/constants';
import './tooltip.css';

/** Gap between the tooltip and its trigger: one step of the 8px grid. */
const TOOLTIP_OFFSET_PX = 8;

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (usually a button); it gets the handlers and `aria-describedby`. */
  children: ReactElement<TriggerProps>;
}

/**
 * A short description of its trigger. Shows 100 ms after the pointer arrives (so passing over
 * does not flash it) or at once on keyboard focus; hides 150 ms after the pointer leaves, on
 * blur and on Escape (spec §2).
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(TOOLTIP_OFFSET_PX), flip(), shift({ padding: TOOLTIP_OFFSET_PX })],
    whileElementsMounted: autoUpdate,
  });
  // Wrapped so the element callbacks are plain functions rather than methods of `refs`.
  const setTrigger = (element: HTMLElement | null) => {
    refs.setReference(element);
  };
  const setTooltip = (element: HTMLElement | null) => {
    refs.setFloating(element);
  };
  // The child may hold a ref of its own; it keeps working beside ours.
  const triggerRef = useMergeRefs([setTrigger, children.props.ref]);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      move: false,
      delay: { open: TOOLTIP_SHOW_DELAY_MS, close: TOOLTIP_HIDE_DELAY_MS },
    }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: triggerRef }))}
      {open && (
        <FloatingPortal>
          <div className="tooltip" ref={setTooltip} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
