import type { Deposit, DepositChannel, DepositOptionsResponse } from '@lobby/shared';
import { useRef, useState } from 'react';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { createGatewayDeposit, createManualDeposit } from '../api/create-deposit.ts';
import { uploadReceipt } from '../api/upload-receipt.ts';
import { promotionApplies } from '../deposit-rules.ts';
import { amountProblem, newRequestKey } from '../money.ts';

export type DepositField = 'amount' | 'payerName' | 'reference' | 'account';

/**
 * The deposit form's state and submission, shared by both templates (spec 4 dep_func). A fresh
 * request key per submission; the button is disabled while one is in flight (issue 11: a double
 * tap deposits once).
 */
export function useDepositForm(options: DepositOptionsResponse, onCreated: (deposit: Deposit) => void) {
  const { t } = useTranslation();
  const [channelCode, setChannelCode] = useState<string | null>(options.channels[0]?.code ?? null);
  const channel = options.channels.find((c) => c.code === channelCode) ?? null;
  const [amount, setAmountText] = useState('');
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DepositField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A double tap calls submit twice before React re-renders: the ref, not the state, stops it.
  const inFlight = useRef(false);
  const account =
    channel?.receivingAccounts.find((a) => a.id === accountId) ?? channel?.receivingAccounts[0] ?? null;

  function setAmount(text: string) {
    setAmountText(text);
    setErrors((e) => ({ ...e, amount: undefined }));
    // A promotion whose minimum the new amount misses falls back to "no promotion".
    const promotion = options.promotions.find((p) => p.id === promotionId);
    if (promotion && !promotionApplies(text, promotion)) setPromotionId(null);
  }

  function selectChannel(code: string) {
    setChannelCode(code);
    setAccountId(null);
    setErrors({});
    setFormError(null);
  }

  /** The first step's check (the step template moves on only when it passes). */
  function amountValid(): boolean {
    if (!channel) return false;
    const problem = amountProblem(amount, channel.minAmount, channel.maxAmount);
    setErrors((e) => ({ ...e, amount: problem ?? undefined }));
    return problem === null;
  }

  function detailsValid(): boolean {
    const next = detailsProblems(channel, account !== null, payerName, reference);
    setErrors((e) => ({ ...e, ...next }));
    return Object.keys(next).length === 0;
  }

  async function submit() {
    if (inFlight.current || !channel || !amountValid() || !detailsValid()) return;
    inFlight.current = true;
    setBusy(true);
    setFormError(null);
    // A gateway deposit leaves for the checkout page: the button stays disabled until it has gone.
    let leaving = false;
    try {
      const fields = { amount, promotionId, accountId: account?.id ?? 0, payerName, reference, receipt };
      const deposit = await sendDeposit(channel, fields, t('cashier.receiptFailed'));
      if (deposit) onCreated(deposit);
      else leaving = true;
    } catch (error) {
      setFormError(errorMessageKey(error));
    }
    if (!leaving) {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return {
    channel,
    selectChannel,
    amount,
    setAmount,
    promotionId,
    setPromotionId,
    account,
    setAccountId,
    payerName,
    setPayerName,
    reference,
    setReference,
    receipt,
    setReceipt,
    errors,
    formError,
    busy,
    amountValid,
    detailsValid,
    submit,
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;

interface DepositFields {
  amount: string;
  promotionId: number | null;
  accountId: number;
  payerName: string;
  reference: string;
  receipt: File | null;
}

/**
 * Sends one submission with a fresh request key. A gateway deposit leaves for the checkout page
 * (full navigation; it comes back to `?deposit=<id>`) and answers null; a manual one answers the
 * deposit, its receipt uploaded after it (a failed upload is said, the deposit stands).
 */
async function sendDeposit(
  channel: DepositChannel,
  fields: DepositFields,
  receiptFailed: string,
): Promise<Deposit | null> {
  const common = {
    channelCode: channel.code,
    amount: fields.amount.trim(),
    promotionId: fields.promotionId,
    requestKey: newRequestKey(),
  };
  if (channel.type === 'gateway') {
    const { checkoutUrl } = await createGatewayDeposit(common);
    window.location.assign(checkoutUrl);
    return null;
  }
  const deposit = await createManualDeposit({
    ...common,
    receivingAccountId: fields.accountId,
    payerName: fields.payerName.trim(),
    reference: fields.reference.trim(),
  });
  if (fields.receipt) {
    await uploadReceipt(deposit.id, fields.receipt).catch(() => showToast(receiptFailed, 3000, 'fail'));
  }
  return deposit;
}

/** A bank transfer needs the account paid into, the payer's name and the bank's reference. */
export function detailsProblems(
  channel: DepositChannel | null,
  hasAccount: boolean,
  payerName: string,
  reference: string,
): Partial<Record<DepositField, string>> {
  if (channel?.type !== 'bank_transfer') return {};
  const problems: Partial<Record<DepositField, string>> = {};
  if (!hasAccount) problems.account = 'cashier.accountRequired';
  if (payerName.trim().length < 2) problems.payerName = 'cashier.payerNameRequired';
  if (reference.trim() === '') problems.reference = 'cashier.referenceRequired';
  return problems;
}
