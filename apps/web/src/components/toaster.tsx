import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { noticeHostReady } from '@/lib/notify';

/**
 * Notices appear just below the sticky header (4 rem high, app/layout/header.tsx), never over
 * it: over it they hid the Home link and the menu button, which a person reaches for while
 * reading a notice.
 */
const BELOW_HEADER = { top: 80 };
const BELOW_HEADER_ON_PHONES = { top: 72, left: 12, right: 12 };

export default function StaylaneToaster() {
  useEffect(() => noticeHostReady(), []);
  return (
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_ON_PHONES}
      richColors
      closeButton
    />
  );
}
