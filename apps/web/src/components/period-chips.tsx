import {
  type DateRange,
  FIXED_RANGE_PRESETS,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '../lib/record-period.ts';
import { useTranslation } from '../lib/translation.ts';
import './chips.css';

// The period chips of the record screens (decision 070), the betting record (decision 085) and
// profit and loss (decision 097): today, 7 days, 30 days, and where the screen offers two
// chosen dates, Custom. The words are the records part's; each screen keeps its class names and
// test ids, so its own stylesheet and browser tests find the chips where they were.

export interface PeriodChipsProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The screen's classes: `<name>-chips` on the row, `<name>-chip` on each chip. */
  name: string;
  /** Each chip's test id is `<testId>-range-<preset>`. */
  testId: string;
  /** The Custom chip, for a screen with its own two-date form: pressed while it is in use. */
  custom?: { pressed: boolean; onPick: () => void };
  /**
   * A fieldset named by a hidden "Period" legend; false where the surrounding section already
   * carries that name (the records' filter).
   */
  labelled?: boolean;
}

export function PeriodChips({ value, onChange, name, testId, custom, labelled = true }: PeriodChipsProps) {
  const { t } = useTranslation();
  const presets: readonly RangePreset[] = custom ? RANGE_PRESETS : FIXED_RANGE_PRESETS;
  const chips = presets.map((preset) => (
    <button
      key={preset}
      type="button"
      className={`chip ${name}-chip`}
      aria-pressed={preset === 'custom' ? custom?.pressed : value.preset === preset}
      data-testid={`${testId}-range-${preset}`}
      onClick={() => (preset === 'custom' ? custom?.onPick() : onChange(presetRange(preset)))}
    >
      {t(`records.range.${preset}`)}
    </button>
  ));
  if (!labelled) return <div className={`chip-row ${name}-chips`}>{chips}</div>;
  return (
    <fieldset className={`chip-row ${name}-chips`}>
      <legend className="visually-hidden">{t('records.period')}</legend>
      {chips}
    </fieldset>
  );
}
