import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { onPickedCdn, useImageCdn } from '../lib/media/image-cdn';
import { rememberLoaded, wasLoaded } from '../lib/media/loaded-images';
import { whenNearViewport } from '../lib/media/near-viewport';

/** The spec's retries (001 §9): a failed picture is asked for three more times, a little later each time. */
const RETRIES = 3;
const RETRY_STEP_MS = 500;

export interface LazyImageProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'fetchPriority' | 'draggable' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** Loads at once: the first banner (the page's largest paint) must not wait for an observer. */
  eager?: boolean;
  /** What shows once the retries have failed too. */
  fallback: ReactNode;
}

/**
 * Every picture from the platform (game tiles, banners, promotions, the points mall): it loads 1.3 screens before
 * it scrolls into view, from the visit's image CDN, retries a failure three times, then shows `fallback`.
 */
export function LazyImage(props: LazyImageProps) {
  const src = onPickedCdn(props.src, useImageCdn());
  // A new address is a new picture: its own wait, its own retries.
  return <Picture key={src} {...props} src={src} />;
}

function Picture({ src, alt, eager = false, fallback, ...attributes }: LazyImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => eager || wasLoaded(src));
  // `eager` may turn on later (a carousel's next slide): near from then on, even once the carousel moves past it.
  if (eager && !near) setNear(true);
  const [failures, setFailures] = useState(0);
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (near || image.current === null) return;
    return whenNearViewport(image.current, () => setNear(true));
  }, [near]);

  if (failures > RETRIES) return fallback;
  const loading = near && !resting;
  return (
    <img
      // A fresh element per attempt: the browser asks again instead of repeating the failure.
      key={failures}
      ref={image}
      {...attributes}
      src={loading ? src : undefined}
      alt={alt}
      decoding="async"
      onLoad={() => rememberLoaded(src)}
      onError={() => {
        const count = failures + 1;
        setFailures(count);
        setResting(true);
        // A picture gone meanwhile ignores it (React drops updates of unmounted components).
        window.setTimeout(() => setResting(false), RETRY_STEP_MS * count);
      }}
    />
  );
}
