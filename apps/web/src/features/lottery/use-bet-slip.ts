import type { PlaceBetsResponse } from '@lobby/shared';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { placeBets } from './api/place-bets.ts';
import { addLine, EMPTY_SLIP, keyedSlip, removeLine, type Slip, type SlipLine } from './betting-rules.ts';

// The bet slip and its confirmation (issue 13 "Bets"; decision 095): ONE idempotency key per
// slip, made on the first confirm and kept while the request is pending or retried; a tap while
// pending does nothing, so a double tap sends one request with one key.

export type SlipStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'placed'; count: number }
  | { kind: 'failed'; messageKey: string; code: string };

interface Options {
  gameCode: string;
  onPlaced: (answer: PlaceBetsResponse) => void;
  onDrawClosed: (numero: string) => void;
}

export function useBetSlip({ gameCode, onPlaced, onDrawClosed }: Options) {
  const [slip, setSlip] = useState<Slip>(EMPTY_SLIP);
  const [status, setStatus] = useState<SlipStatus>({ kind: 'idle' });
  // The slip as the next confirm sees it, and whether one is in flight: refs, so a second tap
  // before React re-renders reads the key the first one made.
  const current = useRef(slip);
  const sending = useRef(false);
  const update = (next: Slip) => {
    current.current = next;
    setSlip(next);
  };

  const add = (line: SlipLine) => {
    if (sending.current) return;
    update(addLine(current.current, line));
    setStatus({ kind: 'idle' });
  };
  const remove = (index: number) => {
    if (sending.current) return;
    update(removeLine(current.current, index));
  };

  const confirm = (numero: string) => {
    if (sending.current || current.current.lines.length === 0) return;
    const keyed = keyedSlip(current.current);
    update(keyed);
    sending.current = true;
    setStatus({ kind: 'pending' });
    placeBets({
      gameCode,
      numero,
      idempotencyKey: keyed.key as string,
      items: keyed.lines.map(({ betType, content, unitStake }) => ({ betType, content, unitStake })),
    }).then(
      (answer) => {
        sending.current = false;
        update(EMPTY_SLIP);
        setStatus({ kind: 'placed', count: answer.bets.length });
        onPlaced(answer);
      },
      (error: unknown) => {
        // The slip keeps its key: a retry of these lines cannot place them twice.
        sending.current = false;
        const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
        setStatus({ kind: 'failed', messageKey: errorMessageKey(error), code });
        if (code === 'LOTTERY_DRAW_CLOSED') onDrawClosed(numero);
      },
    );
  };

  return { slip, status, add, remove, confirm };
}
