import { useEffect, useRef, useState } from 'react';

/** How long a result must stay unchanged before it is read out. */
export const settleMs = 800;

/**
 * The text for a polite live region: `message` once it has stayed the same for a moment, so a screen reader
 * hears the result the visitor arrived at, not one per keystroke; nothing while it is still the page's first
 * result (that is not news). Empty on the server and at hydration, so the markup matches.
 */
export function useSettledMessage(message: string, delayMs: number = settleMs): string {
  const [settled, setSettled] = useState('');
  const untouched = useRef<string | null>(message);
  useEffect(() => {
    if (untouched.current === message) return;
    untouched.current = null;
    const timer = setTimeout(() => setSettled(message), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return settled;
}
