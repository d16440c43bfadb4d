import { useEffect, useState } from 'react';

/** The current time, renewed every minute while `running`: 'Abierto ahora' follows the clock on an open page. */
export function useMinuteClock(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
