const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function focusableElements(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => !element.closest('[inert]'));
}

/** Makes every other child of <body> inert while a modal is open; returns the undo. */
export function inertOutside(container: HTMLElement): () => void {
  const changed = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== container && !element.hasAttribute('inert'),
  );
  changed.forEach((element) => element.setAttribute('inert', ''));
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}
