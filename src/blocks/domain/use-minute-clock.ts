import { useEffect, useState } from 'react';

/**
 * The current time while `running`: read again every minute and whenever `readAgain` changes (the finder
 * passes its 'Abierto ahora' choice), so that 'Abierto ahora' follows the clock on a page left open.
 */
export function useMinuteClock(running: boolean, readAgain: unknown): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [running, readAgain]);
  return now;
}
