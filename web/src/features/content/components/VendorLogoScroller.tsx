import useEmblaCarousel from 'embla-carousel-react';
import AutoScroll from 'embla-carousel-auto-scroll';
import { useMotionWhileOnScreen } from '../hooks/useMotionWhileOnScreen';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { VendorLogoStrip, type VendorLogo } from './VendorLogoStrip';

/**
 * Spec 000 §9: 10 slides, gap 10, speed 3000, continuous. Speed 3000 is the ms one slide takes to pass; the
 * auto-scroll plugin counts pixels per frame, so at the 1200 px layout a slide and its gap (≈ 119 + 10 px)
 * passing in 3000 ms at 60 frames per second is about 0.7 px per frame.
 */
const slideMs = 3000;
const slideAndGapPx = 129;
const autoScrollSpeed = slideAndGapPx / (slideMs / (1000 / 60));

/**
 * The vendor logos scrolling continuously (held still for visitors who prefer reduced motion). The scroll runs only
 * while the strip is on screen: it moves the track every frame, work a phone should not do for a footer nobody sees.
 */
export function VendorLogoScroller({ logos }: { logos: VendorLogo[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', dragFree: true },
    reducedMotion ? [] : [AutoScroll({ speed: autoScrollSpeed, startDelay: 0, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true })],
  );

  useMotionWhileOnScreen(embla, 'autoScroll');

  return <VendorLogoStrip logos={logos} viewportRef={viewportRef} />;
}
