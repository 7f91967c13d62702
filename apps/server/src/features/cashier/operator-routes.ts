import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { MemberEvents } from '../../core/member-events.ts';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import {
  OperatorDeposit,
  OperatorListQuery,
  OperatorWithdrawal,
  operatorDeposits,
  operatorWithdrawals,
  Reason,
  resolveDepositByOperator,
  resolveWithdrawalByOperator,
} from './operator.ts';
import {
  ChannelBody,
  ChannelCodeParams,
  IdParams,
  listConfig,
  PromotionBody,
  putChannel,
  putPromotion,
  putReceivingAccount,
  putSettings,
  ReceivingAccountBody,
  SettingsBody,
} from './operator-config.ts';
import { AccountParams, setMemberTurnover, TurnoverBody } from './operator-turnover.ts';
import { publishChange } from './publish.ts';
import { readReceipt } from './receipts.ts';

// The cashier's operator API (issue 11 "Operator"; docs/operator-cashier.md), behind the operator
// token. Money moves only through approve and pay, each audited with before/after.

/** A member's remaining turnover requirement (issue 23 item 12). */
export const OPERATOR_MEMBER_TURNOVER = '/api/operator/members/:account/turnover';

/** A deposit's receipt, for the operator only (decision 066). */
export const OPERATOR_DEPOSIT_RECEIPT = '/api/operator/deposits/:id/receipt';

const route = (summary: string) => ({ ...OPERATOR_ROUTE, summary });
const changed = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND']);
const resolved = responses(Changes, [
  ...OPERATOR_ERRORS,
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'TRANSFER_NOT_PENDING',
  'INSUFFICIENT_BALANCE',
]);
const idOf = (params: { id: string }) => Number(params.id);
const ConfigResponse = z.object({
  channels: z.array(z.unknown()),
  promotions: z.array(z.unknown()),
  settings: z.unknown(),
});

export async function cashierOperatorRoutes(
  scope: FastifyInstance,
  { db, events, dataDir }: { db: Db; events: MemberEvents; dataDir: string },
) {
  scope.addHook('onRequest', scope.requireOperator);
  await cashierWorkRoutes(scope, { db, events, dataDir });
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.operatorDepositChannels,
    {
      schema: {
        ...route('Channels with their receiving accounts, promotions and settings'),
        response: responses(ConfigResponse, OPERATOR_ERRORS),
      },
    },
    async () => ok(await listConfig(db)),
  );
  app.put(
    API_PATHS.operatorDepositChannel,
    {
      schema: {
        ...route('Create or change a deposit channel'),
        params: ChannelCodeParams,
        body: ChannelBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await putChannel(db, req.params.code, req.body) }),
  );
  app.post(
    API_PATHS.operatorReceivingAccounts,
    {
      schema: {
        ...route('Add a receiving bank account to a bank-transfer channel'),
        body: ReceivingAccountBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await putReceivingAccount(db, null, req.body) }),
  );
  app.put(
    API_PATHS.operatorReceivingAccount,
    {
      schema: {
        ...route('Change a receiving bank account (enabled: false hides it)'),
        params: IdParams,
        body: ReceivingAccountBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await putReceivingAccount(db, idOf(req.params), req.body) }),
  );
  app.post(
    API_PATHS.operatorDepositPromotions,
    { schema: { ...route('Add a deposit promotion'), body: PromotionBody, response: changed } },
    async (req) => ok({ changes: await putPromotion(db, null, req.body) }),
  );
  app.put(
    API_PATHS.operatorDepositPromotion,
    {
      schema: {
        ...route('Change a deposit promotion (enabled: false withdraws it)'),
        params: IdParams,
        body: PromotionBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await putPromotion(db, idOf(req.params), req.body) }),
  );
  app.get(
    API_PATHS.operatorCashierSettings,
    { schema: { ...route('The cashier settings'), response: responses(ConfigResponse, OPERATOR_ERRORS) } },
    async () => ok(await listConfig(db)),
  );
  app.put(
    API_PATHS.operatorCashierSettings,
    {
      schema: {
        ...route('Change the turnover multiple, withdrawal limits or the merchant day'),
        body: SettingsBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await putSettings(db, req.body) }),
  );
  app.put(
    OPERATOR_MEMBER_TURNOVER,
    {
      schema: {
        ...route('Set what a member still has to wager before withdrawing (0 waives it), with a reason'),
        params: AccountParams,
        body: TurnoverBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await setMemberTurnover(db, req.params.account, req.body) }),
  );
}

/** Pending work: list, approve, reject, pay. Money moves only here, each action audited. */
async function cashierWorkRoutes(
  scope: FastifyInstance,
  { db, events, dataDir }: { db: Db; events: MemberEvents; dataDir: string },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.operatorDeposits,
    {
      schema: {
        ...route('Deposits by state (pending: oldest first)'),
        querystring: OperatorListQuery,
        response: responses(z.array(OperatorDeposit), [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok(await operatorDeposits(db, req.query)),
  );
  app.get(
    OPERATOR_DEPOSIT_RECEIPT,
    { schema: { ...route("A manual deposit's receipt image"), params: IdParams } },
    async (req, reply) => {
      const { type, bytes } = await readReceipt(db, dataDir, idOf(req.params));
      return reply.type(type).header('cache-control', 'no-store').send(bytes);
    },
  );
  // Approve and reject differ only in the reason, asked of a rejection alone, and in whether the
  // balance moved; declared once, like the withdrawal's pay and reject below.
  for (const [path, to] of [
    [API_PATHS.operatorDepositApprove, 'approved'],
    [API_PATHS.operatorDepositReject, 'rejected'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...route(
            to === 'approved'
              ? 'Approve a pending deposit: amount, bonus and turnover in one transaction'
              : 'Reject a pending deposit with a reason',
          ),
          params: IdParams,
          ...(to === 'rejected' ? { body: Reason } : {}),
          response: resolved,
        },
      },
      async (req) => {
        // An approval has no body schema, so whatever it was sent is not a reason.
        const reason = to === 'rejected' ? (req.body as { reason: string }).reason : undefined;
        const {
          row,
          changed: moved,
          changes,
        } = await resolveDepositByOperator(db, idOf(req.params), to, reason);
        if (moved)
          await publishChange(db, events, {
            memberId: row.memberId,
            balance: to === 'approved',
            deposit: { id: row.id, state: row.state },
          });
        return ok({ changes });
      },
    );
  }
  await withdrawalWorkRoutes(scope, { db, events });
}

async function withdrawalWorkRoutes(
  scope: FastifyInstance,
  { db, events }: { db: Db; events: MemberEvents },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.operatorWithdrawals,
    {
      schema: {
        ...route('Withdrawals by state (pending: oldest first), with the full card number'),
        querystring: OperatorListQuery,
        response: responses(z.array(OperatorWithdrawal), [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok(await operatorWithdrawals(db, req.query)),
  );
  for (const [path, to] of [
    [API_PATHS.operatorWithdrawalPay, 'paid'],
    [API_PATHS.operatorWithdrawalReject, 'rejected'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...route(
            to === 'paid'
              ? 'Mark a pending withdrawal paid: the held amount is posted'
              : 'Reject a pending withdrawal with a reason: the held amount is released',
          ),
          params: IdParams,
          ...(to === 'rejected' ? { body: Reason } : {}),
          response: resolved,
        },
      },
      async (req) => {
        const reason = (req.body as { reason?: string } | undefined)?.reason;
        const {
          row,
          changed: moved,
          changes,
        } = await resolveWithdrawalByOperator(db, idOf(req.params), to, reason);
        if (moved)
          await publishChange(db, events, {
            memberId: row.memberId,
            balance: true,
            withdrawal: { id: row.id, state: row.state },
          });
        return ok({ changes });
      },
    );
  }
}
