import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  depositConfirmRequestSchema,
  depositOrderStatuses,
  depositOrderValueSchema,
  disputeResolutionRequestSchema,
  houseMovementRequestSchema,
  houseMovementValueSchema,
  operatorNoteRequestSchema,
  paymentWebhookValueSchema,
  walletPageQuerySchema,
  walletPageSchema,
  walletSettingsSchema,
  withdrawalStatuses,
  withdrawalValueSchema,
} from '@platform/contract';
import { defineRoute } from '../../platform/http.ts';
import { operatorActorOf } from '../../platform/audiences.ts';
import type { Database } from '../../platform/database.ts';
import type { WalletService } from './service.ts';
import { verifyLedger } from './ledger-verify.ts';
import { defineImageRoute, idPattern, orderReferencePattern, pathParameter } from './route-helpers.ts';

const tags = ['operator'];

const operatorDepositListSchema = walletPageSchema(depositOrderValueSchema.omit({ instructions: true }).extend({ memberId: z.string(), confirmedBy: z.string().nullable() }));
const operatorWithdrawalListSchema = walletPageSchema(
  withdrawalValueSchema.extend({ memberId: z.string(), payoutDetails: z.record(z.string(), z.string()), reviewNote: z.string() }),
);
const ledgerReportSchema = z.object({
  ok: z.boolean(),
  mismatch: z.string().nullable(),
  accounts: z.number(),
  transfers: z.number(),
  entries: z.number(),
  pendingHolds: z.number(),
  totals: z.array(z.object({ book: z.string(), total: z.string() })),
});

/**
 * Operator calls of the wallet, registered inside the operator audience (prefix /ops): deposit
 * confirmation, withdrawal review, payment and disputes, settings and the ledger check. Each change is audited.
 */
export function walletOperatorRoutes(app: FastifyInstance, wallet: WalletService, options: { database: Database; loadTestRoute: boolean }): void {
  depositOperatorRoutes(app, wallet);
  withdrawalOperatorRoutes(app, wallet);
  defineRoute(app, {
    method: 'GET',
    url: '/wallet/settings',
    summary: 'Operator: wallet limits and timings',
    tags,
    access: 'operator',
    permission: 'payments.view',
    value: walletSettingsSchema,
    handler: () => wallet.settings.current(),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/wallet/settings',
    summary: 'Operator: changes wallet limits and timings (audited)',
    tags,
    access: 'operator',
    permission: 'payments.edit',
    auditedByService: true,
    body: walletSettingsSchema,
    value: walletSettingsSchema,
    handler: ({ request, body }) => wallet.settings.replace(body, operatorActorOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wallet/ledger/verify',
    summary: 'Operator: checks the ledger invariants (balances equal entries, books sum to zero)',
    tags,
    access: 'operator',
    permission: 'reports.view',
    value: ledgerReportSchema,
    handler: () => verifyLedger(options.database),
  });
  if (options.loadTestRoute) {
    defineRoute(app, {
      method: 'POST',
      url: '/wallet/movements',
      errors: ['not_found', 'insufficient_balance', 'idempotency_conflict'],
      summary: 'Load testing only (never registered in production): a bet-like debit or win-like credit against the house',
      tags,
      access: 'operator',
      permission: 'payments.edit',
      notAudited: 'load-test-only',
      body: houseMovementRequestSchema,
      value: houseMovementValueSchema,
      handler: ({ body }) => wallet.houseMovement(body),
    });
  }
}

function depositOperatorRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wallet/deposits',
    summary: 'Operator: deposit orders by status',
    tags,
    access: 'operator',
    permission: 'payments.view',
    query: walletPageQuerySchema.extend({ status: z.enum(depositOrderStatuses).optional() }),
    value: operatorDepositListSchema,
    handler: ({ query }) => wallet.deposits.operatorList(query.status, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wallet/deposits/:reference/confirm',
    summary: 'Operator: confirms a deposit whose money arrived (credits it once, audited)',
    tags,
    access: 'operator',
    permission: 'payments.approve',
    auditedByService: true,
    body: depositConfirmRequestSchema,
    value: paymentWebhookValueSchema,
    handler: ({ request, body }) => wallet.deposits.operatorConfirm(pathParameter(request, 'reference', orderReferencePattern), body, operatorActorOf(request)),
  });
}

function withdrawalOperatorRoutes(app: FastifyInstance, wallet: WalletService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wallet/withdrawals',
    summary: 'Operator: withdrawals by status, with payout details',
    tags,
    access: 'operator',
    permission: 'payments.view',
    query: walletPageQuerySchema.extend({ status: z.enum(withdrawalStatuses).optional() }),
    value: operatorWithdrawalListSchema,
    handler: ({ query }) => wallet.withdrawals.operatorList(query.status, query),
  });
  const decisions = { approve: wallet.withdrawals.approve, reject: wallet.withdrawals.reject, pay: wallet.withdrawals.pay } as const;
  for (const [action, decide] of Object.entries(decisions)) {
    defineRoute(app, {
      method: 'POST',
      url: `/wallet/withdrawals/:id/${action}`,
      summary: `Operator: ${action} a withdrawal (audited)`,
      tags,
      access: 'operator',
      permission: 'payments.approve',
      auditedByService: true,
      body: operatorNoteRequestSchema,
      value: withdrawalValueSchema,
      handler: ({ request, body }) => decide(pathParameter(request, 'id', idPattern), body.note, operatorActorOf(request)),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/wallet/withdrawals/:id/resolve',
    summary: 'Operator: resolves a not-received dispute: refund, resend or reject the claim (audited)',
    tags,
    access: 'operator',
    permission: 'payments.approve',
    auditedByService: true,
    body: disputeResolutionRequestSchema,
    value: withdrawalValueSchema,
    handler: ({ request, body }) => wallet.withdrawals.resolve(pathParameter(request, 'id', idPattern), body.outcome, body.note, operatorActorOf(request)),
  });
  defineImageRoute(
    app,
    { url: '/wallet/withdrawals/proofs/:proofId', access: 'operator', handler: (request) => wallet.withdrawals.proof('operator', (request.params as { proofId: string }).proofId) },
    () => undefined,
  );
}
