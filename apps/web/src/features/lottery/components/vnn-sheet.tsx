import type { LotteryResult } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';

// The northern result sheet as players know it (decision 096): the prize's short Vietnamese
// name on the left (ĐB, G1...G7), its numbers on the right, the special prize in red.

type Vnn = Extract<LotteryResult, { family: 'VNN' }>;

const ROWS = [
  ['special', 'ĐB'],
  ['first', 'G1'],
  ['second', 'G2'],
  ['third', 'G3'],
  ['fourth', 'G4'],
  ['fifth', 'G5'],
  ['sixth', 'G6'],
  ['seventh', 'G7'],
] as const;

export function VnnSheet({ result, numero }: { result: Vnn; numero: string }) {
  const { t } = useTranslation();
  return (
    <table className="vnn-sheet" data-testid="vnn-sheet">
      <caption className="visually-hidden">{t('lottery.results.sheet', { numero })}</caption>
      <tbody>
        {ROWS.map(([prize, label]) => {
          const numbers = typeof result[prize] === 'string' ? [result[prize]] : result[prize];
          return (
            <tr key={prize} className={`vnn-row vnn-${prize}`}>
              <th scope="row" title={t(`lottery.results.prizes.${prize}`)}>
                {label}
              </th>
              <td>
                <span className={`vnn-numbers vnn-count-${numbers.length}`}>
                  {numbers.map((number, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: places on the sheet
                    <span key={index} className="vnn-number">
                      {number}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
