import { CaptchaResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiGet } from '../../../lib/api-client.ts';

/** spec 7 "captcha": every fetch is a new image; `refetch` is the refresh of spec 2.6 item 6. */
export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: ['verification', 'captcha', scope],
    queryFn: () => apiGet(WEB_API_PATHS.captcha, CaptchaResponse, { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });

/** `enabled` false until the captcha is shown (spec 2.5: only after the server demands it). */
export function useCaptcha(scope: string, enabled: boolean) {
  return useQuery({ ...captchaQueryOptions(scope), enabled });
}

/**
 * When to change an image the server gives `expiresInSeconds` to live: a little before it would
 * refuse it (a quarter of the lifetime, at most 10 s), so an answer typed at the last moment
 * still reaches a live captcha. Counted from when the image arrived, on the device's own clock.
 */
export function captchaRenewalDelayMs(expiresInSeconds: number): number {
  const lifetime = expiresInSeconds * 1000;
  return Math.max(1000, lifetime - Math.min(10_000, lifetime / 4));
}

/**
 * Issue 8 item 3, decision 032: loads a new image by itself before the shown one expires, calling
 * `onRenew` first (the field clears its answer). `expired` is true while the image on show is the
 * one that replaced an expired one, until `dismiss` (the member types or asks for another).
 */
export function useCaptchaRenewal(captcha: UseQueryResult<CaptchaResponse>, onRenew: () => void) {
  const [renewedId, setRenewedId] = useState<string | null>(null);
  const latest = useRef(onRenew);
  latest.current = onRenew;
  const { data, refetch } = captcha;
  useEffect(() => {
    if (!data) return;
    const timer = setTimeout(() => {
      latest.current();
      void refetch().then((result) => setRenewedId(result.data?.captchaId ?? null));
    }, captchaRenewalDelayMs(data.expiresInSeconds));
    return () => clearTimeout(timer);
  }, [data, refetch]);
  return {
    expired: renewedId !== null && renewedId === data?.captchaId,
    dismiss: () => setRenewedId(null),
  };
}
