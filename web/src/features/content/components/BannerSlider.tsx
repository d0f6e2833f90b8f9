import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useMotionWhileOnScreen } from '../hooks/useMotionWhileOnScreen';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { BannerSliderView, type BannerItem } from './BannerSliderView';

/** Spec 001 §9: a carousel of several banners moves on every 5000 ms. */
const bannerAutoplayDelayMs = 5000;

/**
 * The banner slider's motion: loops, plays on every 5 s while on screen (not with reduced motion), follows the
 * pagination.
 */
export function BannerSlider({ label, items }: { label: string; items: BannerItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true },
    reducedMotion ? [] : [Autoplay({ delay: bannerAutoplayDelayMs, stopOnInteraction: false, stopOnMouseEnter: true })],
  );
  const [selected, setSelected] = useState(0);
  useMotionWhileOnScreen(embla, 'autoplay');

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <BannerSliderView
      label={label}
      items={items}
      selected={selected}
      viewportRef={viewportRef}
      onPick={(index) => embla?.scrollTo(index)}
    />
  );
}
