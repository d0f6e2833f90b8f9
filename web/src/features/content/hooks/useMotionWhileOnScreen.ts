import { useEffect } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

/**
 * Plays a carousel's motion plugin only while the carousel is on screen: each of its moves runs an animation frame
 * loop, work a phone should not do for a carousel nobody sees (scrolled past, or a footer not yet reached).
 */
export function useMotionWhileOnScreen(embla: UseEmblaCarouselType[1], plugin: 'autoplay' | 'autoScroll'): void {
  useEffect(() => {
    const motion = embla?.plugins()[plugin];
    if (!embla || !motion || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries[entries.length - 1]?.isIntersecting) motion.play();
      else motion.stop();
    });
    observer.observe(embla.rootNode());
    return () => observer.disconnect();
  }, [embla, plugin]);
}
