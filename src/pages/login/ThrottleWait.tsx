import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 without one or once it is over. */
export function useSecondsLeft(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
    // `left` reads `until` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/**
 * The wait as minutes and seconds (`2:05`), in the page's digits. A timer that does not speak
 * every second: the alert around it is read once, and again when the wait is over.
 */
export function WaitTime({ seconds }: { seconds: number }) {
  const intl = useIntl();
  const minutes = intl.formatNumber(Math.floor(seconds / 60));
  const rest = intl.formatNumber(seconds % 60, { minimumIntegerDigits: 2 });
  return (
    <bdi role="timer" aria-live="off" dir="ltr" className="login-alert__timer">
      {minutes}:{rest}
    </bdi>
  );
}
