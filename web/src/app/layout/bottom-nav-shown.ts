import { useSyncExternalStore } from 'react';

// Spec 000 §2: a toggle shows or hides the bottom nav bar. The choice holds across pages and visits.
const storageKey = 'saola.bottomNav';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== 'hidden';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBottomNavShown(shown: boolean): void {
  try {
    if (shown) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, 'hidden');
  } catch {
    // Storage refused (private mode): the choice lasts until the next read.
  }
  listeners.forEach((listener) => listener());
}

/** Whether the header's category bar is shown (the top bar's and the phone menu's toggle change it). */
export function useBottomNavShown(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
