// Spec 001 §3/§9: lottery favourites are kept in the browser under LOTTFAV, per username.
export const LOTTERY_FAVOURITES_KEY = 'LOTTFAV';
const CHANGE_EVENT = 'saola:lottfav';

type Stored = Record<string, string[]>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOTTERY_FAVOURITES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const stored: Stored = {};
    for (const [user, codes] of Object.entries(parsed)) {
      if (Array.isArray(codes)) stored[user] = codes.filter((code): code is string => typeof code === 'string');
    }
    return stored;
  } catch {
    // Unreadable storage (privacy mode, a foreign value): no favourites rather than a broken page.
    return {};
  }
}

/** The game codes a user marked, as one string (a stable snapshot for useSyncExternalStore). */
export function readLotteryFavourites(username: string): string {
  return (readAll()[username] ?? []).join(',');
}

export function toggleLotteryFavourite(username: string, gameCode: string): void {
  const all = readAll();
  const codes = all[username] ?? [];
  all[username] = codes.includes(gameCode) ? codes.filter((code) => code !== gameCode) : [...codes, gameCode];
  try {
    window.localStorage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the toggle is lost, nothing else breaks.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Changes from this tab (our event) and from other tabs (the storage event). */
export function subscribeLotteryFavourites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOTTERY_FAVOURITES_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
