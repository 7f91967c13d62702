import type { FairSeeds, RevealedSeed } from '@lobby/shared';
import { errorText, type GameContext } from './context.ts';
import { fill, h } from './dom.ts';
import { t } from './i18n.ts';

// The Fairness panel (issue 12 "provably fair"): the SHA-256 of the server seed in use before any
// round is played with it, the client seed the player may change, the next nonce, and a rotation
// that publishes the server seed so every round played with it can be checked in the verify view.

/** The verify view's address for a round. */
export const verifyHref = (verifyPath: string, roundId: string | null) =>
  roundId ? `${verifyPath}?round=${encodeURIComponent(roundId)}` : verifyPath;

const field = (label: string, value: HTMLElement) =>
  h('div', { class: 'field' }, h('span', { class: 'field-label' }, label), value);

const code = (testId: string) => h('code', { class: 'seed', 'data-testid': testId });

function revealedBlock(seed: RevealedSeed): HTMLElement {
  return h(
    'div',
    { class: 'revealed', 'data-testid': 'revealed-seed' },
    h('p', { class: 'revealed-title' }, t('revealed_title', { rounds: seed.rounds })),
    field(t('server_seed'), h('code', { class: 'seed' }, seed.serverSeed)),
    field(t('server_seed_hash'), h('code', { class: 'seed' }, seed.serverSeedHash)),
    field(t('client_seed'), h('code', { class: 'seed' }, seed.clientSeed)),
  );
}

export function fairnessPanel(context: GameContext): HTMLElement {
  const hash = code('server-seed-hash');
  const nonce = code('nonce');
  const input = h('input', {
    type: 'text',
    class: 'client-seed',
    'aria-label': t('client_seed'),
    maxlength: 64,
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
  });
  const status = h('p', { class: 'status', role: 'status' });
  const revealed = h('div', { class: 'revealed-slot' });
  const verifyLink = h('a', { class: 'button secondary', href: context.config.verifyPath }, t('verify_open'));

  const show = (seeds: FairSeeds) => {
    hash.textContent = seeds.serverSeedHash;
    nonce.textContent = String(seeds.nonce);
    if (document.activeElement !== input) input.value = seeds.clientSeed;
    verifyLink.href = verifyHref(context.config.verifyPath, context.lastRoundId);
  };
  show(context.session.seeds);
  context.onSeeds(show);

  const busy = async (button: HTMLButtonElement, work: () => Promise<void>) => {
    button.disabled = true;
    status.textContent = '';
    try {
      await work();
    } catch (error) {
      status.textContent = errorText(error);
    } finally {
      button.disabled = false;
    }
  };

  const save: HTMLButtonElement = h(
    'button',
    {
      type: 'submit',
      class: 'button secondary',
      onclick: (event: Event) => {
        event.preventDefault();
        void busy(save, async () => {
          const answer = await context.api.setClientSeed(input.value.trim());
          context.setSeeds(answer.current);
          status.textContent = t('client_seed_saved');
        });
      },
    },
    t('save'),
  );
  const rotate: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'button secondary',
      'data-testid': 'rotate',
      onclick: () =>
        void busy(rotate, async () => {
          const answer = await context.api.rotate();
          context.setSeeds(answer.current);
          fill(revealed, revealedBlock(answer.revealed));
          status.textContent = t('rotated');
        }),
    },
    t('rotate'),
  );

  return h(
    'details',
    { class: 'panel fairness', 'data-testid': 'fairness' },
    h('summary', {}, t('fairness')),
    h(
      'div',
      { class: 'panel-body' },
      h('p', { class: 'hint' }, t('fairness_hint')),
      h('p', { class: 'hint' }, t('rtp', { rtp: (context.session.rtp * 100).toFixed(2) })),
      field(t('server_seed_hash'), hash),
      h('form', { class: 'seed-form' }, field(t('client_seed'), input), save),
      field(t('nonce'), nonce),
      h('div', { class: 'actions' }, rotate, verifyLink),
      status,
      revealed,
    ),
  );
}
