import type { FilterVendor, GameClassify } from '@lobby/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { ListState, ListView } from '../list-filter.ts';
import '../../../components/chips.css';

// spec 2.11: the classify menu, the name search (on Enter), the vendor filter tabs with their
// images (tapping the selected vendor clears it) and the quick toggles recent / favourites / hot.

interface Props {
  state: ListState;
  classify: readonly GameClassify[];
  vendors: readonly FilterVendor[];
  onChange: (change: Partial<ListState>) => void;
  onView: (view: ListView) => void;
  onOpenFilter?: (() => void) | undefined;
}

const TOGGLES = ['recent', 'favourites', 'hot'] as const;

export function ListToolbar({ state, classify, vendors, onChange, onView, onOpenFilter }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(state.gameName ?? '');
  const current = state.gameClassify ?? 'ALL';
  const menu = [
    { key: 'ALL', displayName: t('games.classify.all') },
    { key: 'NEW', displayName: t('games.classify.new') },
    ...classify,
  ];
  return (
    <div className="games-toolbar">
      <form
        className="games-search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ gameName: name.trim() || undefined, view: 'list' });
        }}
      >
        <input
          type="search"
          enterKeyHint="search"
          value={name}
          maxLength={64}
          placeholder={t('games.search')}
          aria-label={t('games.search')}
          onChange={(event) => setName(event.target.value)}
        />
        {onOpenFilter ? (
          <button
            type="button"
            className="chip games-filter-open"
            onClick={onOpenFilter}
            data-testid="games-filter-open"
          >
            {t('games.filter.open')}
          </button>
        ) : null}
      </form>
      <fieldset className="chip-row games-chips">
        <legend className="visually-hidden">{t('games.classify.label')}</legend>
        {menu.map((item) => (
          <button
            key={item.key}
            type="button"
            className="chip games-chip"
            aria-pressed={state.view === 'list' && current === item.key}
            onClick={() => onChange({ gameClassify: item.key, view: 'list' })}
          >
            {item.displayName}
          </button>
        ))}
      </fieldset>
      {vendors.length > 0 ? (
        <fieldset className="chip-row games-vendors">
          <legend className="visually-hidden">{t('games.vendors')}</legend>
          {vendors.map((vendor) => {
            const selected = state.vassalage === vendor.vassalage;
            return (
              <button
                key={vendor.vassalage}
                type="button"
                className="chip games-vendor"
                aria-pressed={selected}
                data-testid="vendor-filter"
                onClick={() => onChange({ vassalage: selected ? undefined : vendor.vassalage })}
              >
                <img src={vendor.mobileSmallIcon} alt="" width="28" height="28" />
                <span>{vendor.displayName}</span>
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <fieldset className="chip-row games-toggles">
        <legend className="visually-hidden">{t('games.toggle.label')}</legend>
        {TOGGLES.map((view) => (
          <button
            key={view}
            type="button"
            className="chip games-toggle"
            aria-pressed={state.view === view}
            onClick={() => onView(state.view === view ? 'list' : view)}
          >
            {t(`games.toggle.${view}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
