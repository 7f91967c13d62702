import type { LotteryDraw } from '@lobby/shared';
import { useCallback, useState } from 'react';
import { type CountdownAnchor, remainingSeconds } from '../../components/countdown.tsx';
import { useOpenNumeros } from './api/get-open-numeros.ts';
import type { Timed } from './api/keys.ts';

// Which draw the betting page sells (spec 4 countdown; decision 095): the first open numero
// whose lock is still ahead on the page's monotonic clock and that no event said was locked.
// Before its openTime sales are closed ("next draw in ..."); at its lock the page moves on.

type Answer = Timed<{ serverTime: number; list: LotteryDraw[] }>;

/** The countdown anchor to an instant of the server's clock (ms since the epoch). */
export const anchorAt = (answer: Answer, instant: number): CountdownAnchor => ({
  seconds: (instant - answer.serverTime) / 1000,
  receivedAt: answer.receivedAt,
  halfTripMs: answer.halfTripMs,
});

export interface CurrentDraw {
  draw: LotteryDraw | undefined;
  /** Counts down to the draw's lock while on sale, else to its opening. */
  anchor: CountdownAnchor | undefined;
  onSale: boolean;
  pending: boolean;
  failed: boolean;
  /** Called when a countdown ends or a draw event locks `numero`: moves on and refetches. */
  closed: (numero?: string) => void;
}

export function useCurrentDraw(gameCode: string): CurrentDraw {
  const numeros = useOpenNumeros(gameCode);
  const [locked, setLocked] = useState<readonly string[]>([]);
  // Bumped at each countdown end so the choice below is made again at the new moment.
  const [, setMoment] = useState(0);
  const { refetch } = numeros;
  const closed = useCallback(
    (numero?: string) => {
      if (numero) setLocked((list) => (list.includes(numero) ? list : [...list, numero]));
      setMoment((n) => n + 1);
      void refetch();
    },
    [refetch],
  );
  const answer = numeros.data;
  const now = performance.now();
  const draw = answer?.list.find(
    (candidate) =>
      !locked.includes(candidate.numero) &&
      remainingSeconds(anchorAt(answer, candidate.lockTime), now, true) !== null,
  );
  const waiting = answer && draw ? remainingSeconds(anchorAt(answer, draw.openTime), now, true) : null;
  const onSale = draw !== undefined && waiting === null;
  const anchor = answer && draw ? anchorAt(answer, onSale ? draw.lockTime : draw.openTime) : undefined;
  return {
    draw,
    anchor,
    onSale,
    pending: numeros.isPending,
    failed: numeros.isError && !answer,
    closed,
  };
}
