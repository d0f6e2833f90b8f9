import { useState } from 'react';
import { DefaultGameIcon } from './DefaultGameIcon';

export interface GameImageProps {
  src: string | null;
  /** The platform's default picture for the game type, tried when `src` fails. */
  fallbackSrc: string | null;
  className?: string;
}

/**
 * A game picture that loads only near the viewport (native lazy loading) and falls back to the default picture,
 * then to a built-in icon, when a load fails (spec 001 §4). Decorative: the tile names the game in text.
 */
export function GameImage({ src, fallbackSrc, className }: GameImageProps) {
  const candidates = [src, fallbackSrc].filter((url): url is string => Boolean(url));
  const [failed, setFailed] = useState(0);
  const current = candidates[failed];
  if (current === undefined) return <DefaultGameIcon className={className} />;
  return (
    <img
      key={current}
      className={className}
      src={current}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed((count) => count + 1)}
    />
  );
}
