import type { FairSeeds, InhouseSessionResponse, PlayResponse } from '@lobby/shared';
import type { GameApi } from './api.ts';
import type { GamePageConfig } from './config.ts';
import { h } from './dom.ts';
import { type TextKey, t } from './i18n.ts';
import type { StakeField } from './stake.ts';

// What a game page shares with its chrome (header, fairness panel): the session, and the
// balance and seeds that every play answer updates.

export interface GameContext {
  config: GamePageConfig;
  api: GameApi;
  session: InhouseSessionResponse;
  /** After each play, reveal or cash-out: the balance and the seeds move on. */
  applyPlay(answer: PlayResponse): void;
  setSeeds(seeds: FairSeeds): void;
  onSeeds(listener: (seeds: FairSeeds) => void): void;
  setBalance(balance: string): void;
  /** The last settled round, for the verify link. */
  lastRoundId: string | null;
  /** Shows an error plainly above the game, or clears it (null). */
  showError(error: unknown): void;
}

/** The text of an error code (the vendor's envelope), or the generic one. */
export function errorText(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const key = `error_${code}` as TextKey;
  const text = t(key);
  return text === key ? t('error_generic') : text;
}

/** An error line: role=alert, so a screen reader says it. */
export const errorLine = () => h('p', { class: 'notice', role: 'alert', hidden: true });

/**
 * The play button of a one-shot game (dice, slot): reads the stake, stays locked while the round
 * is asked for and shown, and puts a failure in the game's error line after `onFailure` resets
 * what the game had started to show.
 */
export function playButton(
  context: GameContext,
  stake: StakeField,
  label: string,
  play: (amount: string) => Promise<void>,
  onFailure?: () => void,
): HTMLButtonElement {
  const button: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'play',
      'data-testid': 'play',
      onclick: async () => {
        const amount = stake.read();
        if (!amount) return;
        button.disabled = true;
        context.showError(null);
        try {
          await play(amount);
        } catch (error) {
          onFailure?.();
          context.showError(error);
        } finally {
          button.disabled = false;
        }
      },
    },
    label,
  );
  return button;
}
