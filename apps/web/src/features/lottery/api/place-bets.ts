import { type PlaceBetsRequest, PlaceBetsResponse, WEB_API_PATHS } from '@lobby/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { withQuery } from './keys.ts';

/**
 * POST lotteryBets: places a whole slip on one draw, all lines or none. A retry with the same
 * idempotencyKey answers the same bets (decision 091), so the caller keeps the key per slip.
 */
export const placeBets = (request: PlaceBetsRequest) =>
  apiRequest(withQuery(WEB_API_PATHS.lotteryBets, { language: currentLanguage() }), PlaceBetsResponse, {
    method: 'POST',
    body: request,
  });
