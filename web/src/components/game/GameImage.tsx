import { LazyImage } from '../LazyImage';
import { DefaultGameIcon } from './DefaultGameIcon';

export interface GameImageProps {
  src: string | null;
  /** The platform's default picture for the game type, tried when `src` fails. */
  fallbackSrc: string | null;
  className?: string;
}

/**
 * A game picture that loads as it nears the viewport and falls back to the default picture, then to a built-in
 * icon, when a load fails (spec 001 §4). Decorative: the tile names the game in text.
 */
export function GameImage({ src, fallbackSrc, className }: GameImageProps) {
  const icon = <DefaultGameIcon className={className} />;
  const fallback = fallbackSrc ? <LazyImage src={fallbackSrc} alt="" className={className} fallback={icon} /> : icon;
  return src ? <LazyImage src={src} alt="" className={className} fallback={fallback} /> : fallback;
}
