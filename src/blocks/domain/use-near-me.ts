/**
 * 'Cerca de mí' (docs/behaviour.md §10): the browser's position, asked only when the visitor clicks and kept
 * in this component's state; it is never sent anywhere.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Coordinates } from '../../common/places/distance';
import { placeFinderSettings } from '../../config/places';

export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; origin: Coordinates }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'failed' };

/** GeolocationPositionError codes (not every browser defines the constants on the error). */
const permissionDenied = 1;
const timedOut = 3;

export function nearMeFailure(code: number): NearMeState {
  if (code === permissionDenied) return { status: 'denied' };
  if (code === timedOut) return { status: 'timeout' };
  return { status: 'failed' };
}

export function useNearMe(): { state: NearMeState; locate: () => void } {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  // An answer that arrives after the finder is gone (client navigation) is dropped.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        const { latitude, longitude } = position.coords;
        setState({ status: 'located', origin: { latitude, longitude } });
      },
      (error) => {
        if (mounted.current) setState(nearMeFailure(error.code));
      },
      {
        enableHighAccuracy: false,
        timeout: placeFinderSettings.geolocationTimeoutMs,
        maximumAge: placeFinderSettings.geolocationMaxAgeMs,
      },
    );
  }, []);
  return { state, locate };
}
