import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { BannerCarousel, BannerCarouselBannerFragment } from '../components/BannerCarousel';

const banner = (id: string, title: string, linkType: 'NONE' | 'URL' | 'PROMOTION', link: string | null = null) => ({
  __typename: 'Banner' as const,
  id,
  title,
  imageUrl: `https://img.example/${id}.png`,
  linkType,
  link,
});

function renderBanners(banners: ReturnType<typeof banner>[]) {
  const cache = createCache();
  for (const item of banners) {
    cache.writeFragment({ fragment: BannerCarouselBannerFragment, fragmentName: 'BannerCarousel_banner', data: item as never });
  }
  const refs = banners.map(({ __typename, id }) => ({ __typename, id }));
  return renderWithProviders(
    <MemoryRouter>
      <BannerCarousel banners={refs as never} />
    </MemoryRouter>,
    { cache },
  );
}

describe('BannerCarousel', () => {
  it('is hidden without banners', () => {
    renderBanners([]);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });

  it('shows one banner still, without pagination', () => {
    renderBanners([banner('B1', 'Get the app', 'NONE')]);
    const carousel = within(screen.getByTestId('banner-carousel'));
    expect(carousel.getByRole('img', { name: 'Get the app' })).toBeTruthy();
    expect(carousel.queryByRole('button')).toBeNull();
    expect(carousel.queryByRole('link')).toBeNull();
  });

  it('gives several banners clickable pagination, and opens their links', () => {
    renderBanners([
      banner('B1', 'First deposit', 'PROMOTION', '/promoDetail?id=UHJvbW90aW9uOjMwMDI'),
      banner('B2', 'Rebate', 'URL', 'https://saola.example/rebate'),
      banner('B3', 'Slots', 'NONE'),
    ]);
    const carousel = within(screen.getByRole('region', { name: 'Featured' }));
    const dots = carousel.getAllByRole('button', { name: /^Banner \d$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[2] as HTMLElement);

    const slides = screen.getAllByTestId('banner-slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]?.querySelector('a')?.getAttribute('href')).toBe('/promoDetail?id=UHJvbW90aW9uOjMwMDI');
    const outside = slides[1]?.querySelector('a');
    expect(outside?.getAttribute('href')).toBe('https://saola.example/rebate');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(slides[2]?.querySelector('a')).toBeNull();
  });
});
