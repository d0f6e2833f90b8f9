import { lazy, Suspense } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { VendorLogoStrip, type VendorLogo } from './VendorLogoStrip';

export const VendorLogoCarouselVendorFragment = graphql(`
  fragment VendorLogoCarousel_vendor on Vendor {
    id
    name
    iconUrl
  }
`);

// The scrolling is code for motion only: it loads after the first paint, over the same strip of logos.
const VendorLogoScroller = lazy(() => import('./VendorLogoScroller').then((module) => ({ default: module.VendorLogoScroller })));

function isVendorLogo(vendor: Partial<VendorLogo> | null): vendor is VendorLogo {
  return typeof vendor?.id === 'string' && typeof vendor.name === 'string';
}

/** The footer's row of vendor logos, scrolling continuously. */
export function VendorLogoCarousel({ vendors }: { vendors: ReadonlyArray<FragmentType<typeof VendorLogoCarouselVendorFragment>> }) {
  const { data } = useFragment({ fragment: VendorLogoCarouselVendorFragment, fragmentName: 'VendorLogoCarousel_vendor', from: [...vendors] });
  const loaded: ReadonlyArray<Partial<VendorLogo> | null> = data;
  const logos = loaded.filter(isVendorLogo);
  if (logos.length === 0) return null;
  return (
    <Suspense fallback={<VendorLogoStrip logos={logos} />}>
      <VendorLogoScroller logos={logos} />
    </Suspense>
  );
}
