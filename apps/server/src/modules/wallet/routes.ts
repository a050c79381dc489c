import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  bonusDetailsValueSchema,
  claimNoteLengthMaximum,
  consolidatedFundsValueSchema,
  depositChannelsValueSchema,
  depositOrderListValueSchema,
  depositOrderRequestSchema,
  depositOrderValueSchema,
  downlineListQuerySchema,
  downlineListValueSchema,
  downlineTransferRequestSchema,
  merchantWalletValueSchema,
  payoutAccountRequestSchema,
  payoutAccountValueSchema,
  proofImageBytesMaximum,
  proofImagesMaximum,
  transactionHistoryQuerySchema,
  transactionHistoryValueSchema,
  treeTransferInfoValueSchema,
  treeTransferValueSchema,
  uplineTransferRequestSchema,
  playMoneyTopUpValueSchema,
  walletBalanceValueSchema,
  walletPageQuerySchema,
  walletTransferRequestSchema,
  walletTransferValueSchema,
  withdrawInfoValueSchema,
  withdrawRequestSchema,
  withdrawalConfirmRequestSchema,
  withdrawalConfirmValueSchema,
  withdrawalListValueSchema,
  withdrawalValueSchema,
} from '@platform/contract';
import { normaliseLanguage } from '@platform/contract/languages';
import { defineRoute } from '../../platform/http.ts';
import { authorise, callerOf } from '../../platform/auth.ts';
import { clientAddressOf } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { assertStorableText } from '../../platform/validation.ts';
import type { WalletService } from './service.ts';
import { acceptProofImage, type AcceptedImage } from './proof-images.ts';
import { defineImageRoute, idPattern, orderReferencePattern, pathParameter } from './route-helpers.ts';

const tags = ['wallet'];
const realAccounts = ['member', 'agent'] as const;
// A deposit order is cheap to ask for and costly to leave lying around: a member may open a few a minute.
const orderRateLimit = { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.caller?.memberId ?? request.ip } };

/** Player and agent wallet calls (spec §7 Wallet and the member centre's money pages). */
export async function walletPlayerRoutes(app: FastifyInstance, wallet: WalletService): Promise<void> {
  balanceRoutes(app, wallet);
  transferRoutes(app, wallet);
  depositRoutes(app, wallet);
  recordRoutes(app, wallet);
  await app.register(async (scope) => {
    // Multipart is parsed only in this scope, for the proof upload; limits stop reading at the first oversize file.
    await scope.register(multipart, {
      limits: { fileSize: proofImageBytesMaximum, files: proofImagesMaximum, fields: 2, fieldSize: 1024, parts: proofImagesMaximum + 2 },
    });
    withdrawalRoutes(scope, wallet);
  });
}

function balanceRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    summary: 'Header balance: cash, bonus, points, frozen (held by withdrawals), currency symbol, single-wallet flag',
    tags,
    access: ['trial', 'member', 'agent'],
    value: walletBalanceValueSchema,
    handler: ({ caller }) => wallet.balance(caller!.memberId, caller!.role === 'trial'),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/v2/wallets/play-money/top-up',
    summary: 'Free play: tops the trial account’s play money back up to the grant (trial accounts only; play money is never real money)',
    tags,
    access: ['trial'],
    value: playMoneyTopUpValueSchema,
    config: { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => (request.caller ? `member:${request.caller.memberId}` : `address:${request.ip}`) } },
    handler: ({ caller }) => wallet.topUpPlayMoney(caller!.memberId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/relay/merchantWallet',
    summary: "The merchant's wallet mode",
    tags,
    access: 'public',
    value: merchantWalletValueSchema,
    handler: () => wallet.merchantWallet(),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/info/funds/consolidated',
    summary: 'Contract types the merchant enables and the member balances (agent policy on, non-trial members)',
    tags,
    access: realAccounts,
    value: consolidatedFundsValueSchema,
    handler: ({ caller }) => wallet.consolidated(caller!.memberId),
  });
}

function transferRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    errors: ['insufficient_balance', 'idempotency_conflict'],
    summary: "Moves money between the member's own wallets (bonus to cash once wagered, cash and points)",
    tags,
    access: realAccounts,
    body: walletTransferRequestSchema,
    value: walletTransferValueSchema,
    handler: ({ caller, body }) => wallet.walletTransfer(caller!.memberId, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/tree-transfer',
    summary: 'Transfers in the member tree: switch, limits, what was sent today, the upline',
    tags,
    access: realAccounts,
    value: treeTransferInfoValueSchema,
    handler: ({ caller }) => wallet.treeTransfers.info(caller!.memberId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/transfer/upline',
    errors: ['upline_not_found', 'insufficient_balance', 'payment_password_incorrect', 'payment_password_missing', 'payment_password_locked', 'amount_out_of_range', 'idempotency_conflict', 'daily_limit_exceeded'],
    summary: 'Sends cash to the direct upline (payment password, limits)',
    tags,
    access: realAccounts,
    body: uplineTransferRequestSchema,
    value: treeTransferValueSchema,
    handler: ({ request, caller, body }) => wallet.treeTransfers.send(caller!.memberId, 'upline', body, clientAddressOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/tree-transfer/downlines',
    summary: "Agent: the agent's own team to send cash to, searched by account",
    tags,
    access: ['agent'],
    query: downlineListQuerySchema,
    value: downlineListValueSchema,
    handler: ({ caller, query }) => wallet.treeTransfers.downlines(caller!.memberId, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/transfer/downline',
    errors: ['not_found', 'insufficient_balance', 'payment_password_incorrect', 'payment_password_missing', 'payment_password_locked', 'amount_out_of_range', 'idempotency_conflict', 'daily_limit_exceeded'],
    summary: "Agent: sends cash to a member of the agent's own downline (payment password, limits)",
    tags,
    access: ['agent'],
    body: downlineTransferRequestSchema,
    value: treeTransferValueSchema,
    handler: ({ request, caller, body }) => wallet.treeTransfers.send(caller!.memberId, 'downline', body, clientAddressOf(request)),
  });
}

function depositRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/deposit/channels',
    summary: 'Deposit channels with their minimum, maximum and fee',
    tags,
    access: realAccounts,
    value: depositChannelsValueSchema,
    handler: () => wallet.deposits.channels(),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/deposit/orders',
    errors: ['deposit_channel_unavailable', 'amount_out_of_range', 'idempotency_conflict', 'daily_limit_exceeded'],
    summary: 'Creates a deposit order with its payment instructions (PIX code and QR image, or account details)',
    tags,
    access: realAccounts,
    body: depositOrderRequestSchema,
    value: depositOrderValueSchema,
    config: orderRateLimit,
    handler: ({ caller, body }) => wallet.deposits.createOrder(caller!.memberId, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/deposit/orders',
    summary: "The member's deposit orders, newest first",
    tags,
    access: realAccounts,
    query: walletPageQuerySchema,
    value: depositOrderListValueSchema,
    handler: ({ caller, query }) => wallet.deposits.memberOrders(caller!.memberId, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/deposit/orders/:reference',
    summary: 'One deposit order of the member, with its payment instructions while pending',
    tags,
    access: realAccounts,
    value: depositOrderValueSchema,
    handler: ({ request, caller }) => wallet.deposits.memberOrder(caller!.memberId, pathParameter(request, 'reference', orderReferencePattern)),
  });
}

function recordRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/transactions',
    summary: 'Account record: ledger entries filtered by category and merchant-local dates, paged',
    tags,
    access: realAccounts,
    query: transactionHistoryQuerySchema,
    value: transactionHistoryValueSchema,
    handler: ({ caller, query, language }) => wallet.transactionHistory(caller!.memberId, query, normaliseLanguage(language)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/bonuses',
    summary: 'Bonus details: each bonus received, its wagering progress and expiry',
    tags,
    access: realAccounts,
    query: walletPageQuerySchema,
    value: bonusDetailsValueSchema,
    handler: ({ caller, query }) => wallet.bonuses.details(caller!.memberId, query),
  });
}

function withdrawalRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/withdraw/info',
    summary: 'Withdrawal form: balance, limits, remaining wagering, payout accounts',
    tags,
    access: realAccounts,
    value: withdrawInfoValueSchema,
    handler: ({ caller }) => wallet.withdrawals.info(caller!.memberId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/payout-accounts',
    summary: "Binds a PIX key or bank account in the member's real name (payment password)",
    tags,
    access: realAccounts,
    body: payoutAccountRequestSchema,
    value: payoutAccountValueSchema,
    handler: ({ caller, body }) => wallet.withdrawals.bindPayoutAccount(caller!.memberId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/withdrawals',
    errors: ['not_found', 'insufficient_balance', 'payment_password_incorrect', 'payment_password_missing', 'payment_password_locked', 'amount_out_of_range', 'idempotency_conflict', 'daily_limit_exceeded', 'turnover_incomplete', 'real_name_required'],
    summary: 'Requests a withdrawal: the amount is held until the operator pays or rejects it',
    tags,
    access: realAccounts,
    body: withdrawRequestSchema,
    value: withdrawalValueSchema,
    handler: ({ caller, body }) => wallet.withdrawals.request(caller!.memberId, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/wallet/withdrawals',
    summary: "The member's withdrawals, newest first",
    tags,
    access: realAccounts,
    query: walletPageQuerySchema,
    value: withdrawalListValueSchema,
    handler: ({ caller, query }) => wallet.withdrawals.list(caller!.memberId, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/withdrawals/:id/confirm',
    summary: 'Confirms a paid withdrawal as received or partly received (the rest goes back to review)',
    tags,
    access: realAccounts,
    body: withdrawalConfirmRequestSchema,
    value: withdrawalConfirmValueSchema,
    handler: ({ request, caller, body }) => wallet.withdrawals.confirm(caller!.memberId, pathParameter(request, 'id', idPattern), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/wallet/withdrawals/:id/not-received',
    summary: 'Reports a paid withdrawal as not received, with up to 3 proof images (multipart: proof files, note)',
    tags,
    access: realAccounts,
    multipart: claimMultipartSchema,
    errors: ['not_found', 'withdrawal_state_conflict', 'image_type_refused', 'image_refused', 'too_many_files'],
    value: withdrawalConfirmValueSchema,
    handler: async ({ request }) => {
      const withdrawalId = pathParameter(request, 'id', idPattern);
      const claim = await readClaim(request);
      return wallet.withdrawals.claimNotReceived(callerOf(request).memberId, withdrawalId, claim);
    },
  });
  defineImageRoute(
    app,
    {
      url: '/wps/wallet/withdrawals/proofs/:proofId',
      access: realAccounts,
      handler: (request) => wallet.withdrawals.proof({ memberId: callerOf(request).memberId }, (request.params as { proofId: string }).proofId),
    },
    (request) => void authorise(request, realAccounts),
  );
}

const claimNoteSchema = z.string().trim().max(claimNoteLengthMaximum);

/** The not-received claim as the document describes it: the fields `readClaim` accepts. */
const claimMultipartSchema = {
  type: 'object',
  properties: {
    note: { type: 'string', maxLength: claimNoteLengthMaximum, description: 'What happened, in the member\'s words.' },
    proof: { type: 'array', minItems: 1, maxItems: proofImagesMaximum, items: { type: 'string', format: 'binary' }, description: `1 to ${proofImagesMaximum} png or jpg images.` },
  },
  required: ['proof'],
};

/** Reads the not-received claim: a note and 1–3 png or jpg proofs, each checked and re-encoded. */
async function readClaim(request: FastifyRequest): Promise<{ note: string; images: AcceptedImage[] }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > proofImagesMaximum * proofImageBytesMaximum + 64 * 1024) throw new AppError('payload_too_large');
  let note = '';
  const images: AcceptedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'note') throw new AppError('validation_failed', { fields: [{ field: part.fieldname, rule: 'unknown_field', message: 'unknown field' }] });
        assertStorableText(part.value, 'note');
        const parsed = claimNoteSchema.safeParse(part.value);
        if (!parsed.success) throw new AppError('validation_failed', { fields: [{ field: 'note', rule: 'max', message: `at most ${claimNoteLengthMaximum} characters` }] });
        note = parsed.data;
        continue;
      }
      images.push(await acceptProofImage(await part.toBuffer()));
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (images.length === 0) throw new AppError('validation_failed', { fields: [{ field: 'proof', rule: 'required', message: 'at least one image' }] });
  return { note, images };
}

function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('too_many_files');
  if (code === 'FST_FIELDS_LIMIT') return new AppError('validation_failed', { fields: [{ field: '(body)', rule: 'max', message: 'too many fields' }] });
  // Anything else thrown while reading parts is the multipart parser refusing a malformed body.
  return new AppError('malformed_body');
}
