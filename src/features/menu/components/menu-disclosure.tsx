import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { classNames } from '@/shared/ui/class-names';
import styles from './site-header.module.css';

export interface MenuDisclosureProps {
  /** Unique within the page: the id of the list the button controls. */
  id: string;
  /** What the button shows; it is also its accessible name. */
  button: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A dropdown that follows the mouse on desktop, an accordion below it. */
  isDesktop: boolean;
  className?: string;
  buttonClassName?: string;
  /** Shown above the links inside the panel. */
  before?: ReactNode;
  /** The `<li>` entries. */
  children: ReactNode;
}

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button')) : [];
}

/**
 * One menu group in the disclosure navigation pattern: a button with aria-expanded that shows a
 * list of links. Not role=menu: these are links of a site, and screen readers keep their usual
 * reading and link navigation.
 */
export function MenuDisclosure({ id, button, open, onOpenChange, isDesktop, className, buttonClassName, before, children }: MenuDisclosureProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A tap on a touch screen fires mouseenter right before its click: the click must not undo the opening.
  const openedByHover = useRef(false);

  function onMouseEnter() {
    if (!isDesktop || open) return;
    openedByHover.current = true;
    onOpenChange(true);
  }

  function onMouseLeave() {
    openedByHover.current = false;
    if (isDesktop && open) onOpenChange(false);
  }

  function onClick() {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    onOpenChange(!open);
  }

  function moveFocus(step: 1 | -1) {
    const items = focusables(panelRef.current);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
    items[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open && isDesktop) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const fromButton = event.target === buttonRef.current;
      if (fromButton && event.key === 'ArrowUp') return;
      event.preventDefault();
      if (!open) flushSync(() => onOpenChange(true));
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (isDesktop && open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  }

  const panelId = `menu-${id}`;
  return (
    // The arrow keys and the blur come from the button and the links inside (event delegation);
    // the list item keeps its role in the menu's list.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className={classNames(styles.group, className)} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={classNames(styles.groupButton, buttonClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {button}
      </button>
      <div ref={panelRef} id={panelId} className={styles.dropdown} hidden={!open}>
        {before}
        <ul>{children}</ul>
      </div>
    </li>
  );
}
