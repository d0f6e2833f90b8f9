import { createContext, useContext } from 'react';

/** Pictures the gateway put on the first image CDN, and the CDN this visit loads them from instead. */
export interface ImageCdnChoice {
  first: string;
  picked: string;
}

const STORAGE_KEY = 'saola.imageCdn';

/**
 * The spec's CDN rule (000 §3, 001 §9): one of the platform's image CDNs, picked at random once a visit (the tab's
 * session), so a visit's pictures come from one host and visits spread over all of them.
 */
export function pickImageCdn(cdns: readonly string[]): ImageCdnChoice | null {
  const [first] = cdns;
  if (first === undefined || cdns.length < 2) return null;
  const random = () => cdns[Math.floor(Math.random() * cdns.length)] ?? first;
  let picked: string;
  try {
    const kept = window.sessionStorage.getItem(STORAGE_KEY);
    picked = kept !== null && cdns.includes(kept) ? kept : random();
    window.sessionStorage.setItem(STORAGE_KEY, picked);
  } catch {
    // Storage refused (privacy mode): a pick for this page only.
    picked = random();
  }
  return { first, picked };
}

/** `url` on the visit's CDN when it is on the first one; any other address as it is. */
export function onPickedCdn(url: string, choice: ImageCdnChoice | null): string {
  if (choice === null || !url.startsWith(`${choice.first}/`)) return url;
  return choice.picked + url.slice(choice.first.length);
}

export const ImageCdnContext = createContext<ImageCdnChoice | null>(null);

export function useImageCdn(): ImageCdnChoice | null {
  return useContext(ImageCdnContext);
}
