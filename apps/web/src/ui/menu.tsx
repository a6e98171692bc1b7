import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { MENU_CLOSE_DELAY_MS, MENU_OFFSET_PX } from '../lib/constants';
import './menu.css';

export interface MenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface MenuProps {
  /** Accessible name of the button that opens the menu. */
  label: string;
  /** What the button shows, usually an icon. */
  trigger: ReactNode;
  items: readonly MenuItem[];
}

/**
 * A button with a menu that opens on hover, click, Enter or Space, and closes 80 ms after the
 * pointer leaves (spec §2), on Escape or on a press outside. Arrow keys move between the items.
 */
export function Menu({ label, trigger, items }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const itemElements = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(MENU_OFFSET_PX), flip(), shift()],
    whileElementsMounted: autoUpdate,
  });
  // Wrapped so the element callbacks are plain functions rather than methods of `refs`.
  const setTrigger = (element: HTMLElement | null) => {
    refs.setReference(element);
  };
  const setList = (element: HTMLElement | null) => {
    refs.setFloating(element);
  };
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useHover(context, { delay: { close: MENU_CLOSE_DELAY_MS } }),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef: itemElements,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);

  return (
    <>
      <button
        type="button"
        className="menu__trigger"
        aria-label={label}
        ref={setTrigger}
        {...getReferenceProps()}
      >
        {trigger}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              className="menu__list"
              ref={setList}
              style={floatingStyles}
              {...getFloatingProps()}
            >
              {items.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  className="menu__item"
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(element) => {
                    itemElements.current[index] = element;
                  }}
                  {...getItemProps({
                    onClick: () => {
                      setOpen(false);
                      item.onSelect();
                    },
                  })}
                >
                  {item.icon}
                  {item.label}
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
