import type { FairRoundView } from '@lobby/shared';
import type { GameApi } from './api.ts';
import type { GamePageConfig } from './config.ts';
import { errorText } from './context.ts';
import { fill, h } from './dom.ts';
import { cookieLanguage, loadTexts, type TextKey, t } from './i18n.ts';
import { formatMultiplier } from './money.ts';
import { verifyRound } from './verify-check.ts';

// The verify view (issue 12, decision 080): a round's published data, recomputed here in the
// browser and shown as match or mismatch. The round comes from `?round=` or from the player's
// latest rounds (when the tab holds a game session); a round whose seed is still in use says
// to rotate the seed first.

const row = (label: string, value: string, testId?: string) =>
  h(
    'div',
    { class: 'field' },
    h('span', { class: 'field-label' }, label),
    h('code', { class: 'seed', 'data-testid': testId }, value),
  );

export async function mountVerify(
  root: HTMLElement,
  config: GamePageConfig,
  api: GameApi,
  token: string | null,
) {
  const session = token ? await api.session().catch(() => null) : null;
  await loadTexts(session?.language ?? cookieLanguage(document.cookie, config), config);
  document.title = t('verify_title');
  const input = h('input', {
    type: 'text',
    class: 'round-input',
    id: 'round-id',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
  });
  const result = h('div', { class: 'verify-result', 'aria-live': 'polite', 'data-testid': 'verify-result' });
  const list = h('ol', { class: 'round-list' });

  const show = async (id: string) => {
    input.value = id;
    fill(result, h('p', { class: 'hint' }, t('verify_checking')));
    const url = new URL(window.location.href);
    url.searchParams.set('round', id);
    window.history.replaceState(null, '', url.pathname + url.search);
    try {
      const round = await api.round(id);
      fill(result, ...(await describe(round)));
    } catch (error) {
      fill(result, h('p', { class: 'notice', role: 'alert' }, errorText(error)));
    }
  };

  const form = h(
    'form',
    {
      class: 'verify-form',
      onsubmit: (event: Event) => {
        event.preventDefault();
        if (input.value.trim()) void show(input.value.trim());
      },
    },
    h('label', { for: 'round-id', class: 'field-label' }, t('verify_round_id')),
    h(
      'div',
      { class: 'stake-row' },
      input,
      h('button', { type: 'submit', class: 'button' }, t('verify_check')),
    ),
  );
  fill(
    root,
    h(
      'header',
      { class: 'bar' },
      session ? backToGame(config.playPath.replace(':family', session.family)) : null,
      h(
        'div',
        { class: 'title' },
        h('h1', {}, t('verify_title')),
        h(
          'p',
          { class: 'vendor' },
          config.demo ? h('span', { class: 'demo-badge' }, t('demo')) : null,
          config.demo ? t('vendor_sandbox') : t('vendor_inhouse'),
        ),
      ),
    ),
    h('section', { class: 'game verify' }, h('p', { class: 'hint' }, t('verify_hint')), form, result),
    session ? h('section', { class: 'panel' }, h('h2', {}, t('verify_latest')), list) : null,
  );

  let rounds: FairRoundView[] = [];
  if (session) {
    rounds = await api
      .rounds()
      .then((answer) => answer.rounds)
      .catch(() => []);
    fill(
      list,
      ...rounds.map((round) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'round-link', onclick: () => void show(round.id) },
            h('span', {}, t(`family_${round.family}` as TextKey), ' #', String(round.nonce)),
            h('span', {}, round.stake, ' → ', round.payout),
          ),
        ),
      ),
    );
    if (rounds.length === 0) list.append(h('li', { class: 'hint' }, t('verify_none')));
  }
  const wanted =
    new URL(window.location.href).searchParams.get('round') ?? rounds.find((r) => r.serverSeed)?.id;
  if (wanted) await show(wanted);
}

function backToGame(href: string): HTMLElement {
  return h(
    'button',
    { type: 'button', class: 'back', onclick: () => window.location.assign(href) },
    h('span', { 'aria-hidden': 'true' }, '‹'),
    h('span', { class: 'back-text' }, t('back_to_game')),
  );
}

async function describe(round: FairRoundView): Promise<HTMLElement[]> {
  const facts = [
    row(t('verify_game'), t(`family_${round.family}` as TextKey)),
    row(t('verify_choices'), JSON.stringify(round.params)),
    row(t('verify_outcome'), JSON.stringify(round.outcome)),
    row(t('multiplier'), formatMultiplier(round.multiplier)),
    row(t('server_seed_hash'), round.serverSeedHash),
    row(t('server_seed'), round.serverSeed ?? t('verify_not_revealed')),
    row(t('client_seed'), round.clientSeed),
    row(t('round_nonce'), String(round.nonce)),
  ];
  const verdict = await verifyRound(round);
  if (verdict.state !== 'checked') {
    const key = verdict.state === 'open' ? 'verify_open_round' : 'verify_rotate_first';
    return [h('p', { class: 'verdict pending', 'data-testid': 'verdict' }, t(key)), ...facts];
  }
  const checks = verdict.checks.map((c) =>
    h(
      'li',
      { class: c.ok ? 'ok' : 'bad' },
      h('strong', {}, c.ok ? '✓ ' : '✗ ', t(`check_${c.name}` as TextKey)),
      c.ok ? null : h('span', {}, t('verify_stored_computed', { stored: c.stored, computed: c.computed })),
    ),
  );
  return [
    h(
      'p',
      {
        class: `verdict ${verdict.match ? 'match' : 'mismatch'}`,
        'data-testid': 'verdict',
        'data-match': String(verdict.match),
      },
      verdict.match ? t('verify_match') : t('verify_mismatch'),
    ),
    h('ul', { class: 'checks' }, ...checks),
    ...facts,
  ];
}
