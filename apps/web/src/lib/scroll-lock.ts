import { useEffect } from 'react';

// spec 2.1: while a modal is open, page scroll is hidden. Modals can stack (the language
// picker opens from the menu), so the lock counts its holders.
let holders = 0;

export function lockScroll(root: HTMLElement = document.documentElement): () => void {
  holders += 1;
  if (holders === 1) {
    root.classList.add('scroll-locked');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) root.classList.remove('scroll-locked');
  };
}

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
