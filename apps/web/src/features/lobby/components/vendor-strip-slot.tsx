import { Suspense } from 'react';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout.ts';

const VendorStrip = lazyWithTimeout(() => import('./vendor-strip.tsx'));

/** The footer's vendor strip, loaded after the page: it is below the fold. */
export function VendorStripSlot() {
  return (
    <Suspense fallback={null}>
      <VendorStrip />
    </Suspense>
  );
}
