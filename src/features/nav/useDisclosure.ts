import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Open/closed state of a menu that closes on Escape (returning focus to its toggle), on a
 * pointer press outside its container, and when `place` (the page it was opened on) changes.
 */
export function useDisclosure(place?: unknown): {
  open: boolean;
  toggle: () => void;
  close: () => void;
  containerRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLAnchorElement | null>;
} {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(place);
  if (openedAt !== place) {
    setOpenedAt(place);
    setOpen(false);
  }
  const containerRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLAnchorElement | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, toggle, close, containerRef, toggleRef };
}
