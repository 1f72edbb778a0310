import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: the spec's booking spinner shows about 1.5 s. */
export function useMinimumWait(ms: number): boolean {
  const [done, setDone] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}
