import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { noticeHostReady } from '@/lib/notify';

export default function StaylaneToaster() {
  useEffect(() => noticeHostReady(), []);
  return <Toaster position="top-center" richColors closeButton />;
}
