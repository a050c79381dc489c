import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney, paymentSignatureHeader, paymentWebhookRequestSchema, paymentWebhookValueSchema } from '@platform/contract';
import { defineRoute } from '../../platform/http.ts';
import { parseInput } from '../../platform/validation.ts';
import { AppError } from '../../platform/errors.ts';
import { onlyFromLoopback } from '../../platform/client-address.ts';
import type { WalletService } from './service.ts';
import type { OrderRow } from './deposit-repository.ts';
import { orderReferencePattern, pathParameter } from './route-helpers.ts';

/** The signature header value of a webhook body: `sha256=` and the hex HMAC-SHA256 of the raw bytes. */
export function paymentSignatureOf(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureMatches(body: Buffer, presented: unknown, secret: string): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(paymentSignatureOf(body, secret));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /wps/payments/webhook: the payment provider's notification. The signature is checked over the raw
 * bytes before anything is parsed; the notification then applies once (idempotent by provider reference).
 */
export async function paymentWebhookRoutes(app: FastifyInstance, wallet: WalletService, options: { secret: string }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    defineRoute(scope, {
      method: 'POST',
      url: '/wps/payments/webhook',
      summary: 'Payment provider notification, signed with HMAC-SHA256 over the raw body (header x-payment-signature)',
      tags: ['payments'],
      access: 'public',
      caller: 'payment-provider',
      rawBody: paymentWebhookRequestSchema,
      errors: ['not_found', 'payment_amount_mismatch', 'idempotency_conflict', 'conflict'],
      value: paymentWebhookValueSchema,
      bodyLimit: 16 * 1024,
      handler: async ({ request }) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!signatureMatches(raw, request.headers[paymentSignatureHeader], options.secret)) throw new AppError('invalid_signature');
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('malformed_body');
        }
        const notification = parseInput(paymentWebhookRequestSchema, parsed);
        return wallet.deposits.confirmPayment({ ...notification, bodyHash: createHash('sha256').update(raw).digest(), confirmedBy: 'provider' });
      },
    });
  });
}

/**
 * The payment simulator for demos and tests: GET /dev/payments/:reference shows an order with a "pay"
 * button (a plain form, no script, so the strict Content-Security-Policy holds), and its POST pays the
 * order through the same signed webhook a real provider calls. Registered with demo data outside production,
 * and answers only requests from this machine.
 */
export async function paymentSimulatorRoutes(app: FastifyInstance, wallet: WalletService, options: { secret: string }): Promise<void> {
  await app.register(async (scope) => {
    // Anyone who reaches it could pay any order: it answers this machine only.
    onlyFromLoopback(scope);
    scope.get('/dev/payments/:reference', { schema: { hide: true } }, async (request, reply) => {
      const order = await wallet.deposits.findOrder(pathParameter(request, 'reference', orderReferencePattern));
      if (!order) throw new AppError('not_found');
      return sendPage(reply, order, (await wallet.merchantWallet()).currencySymbol);
    });
    await scope.register(simulatorPayRoute(app, wallet, options));
  });
}

function simulatorPayRoute(app: FastifyInstance, wallet: WalletService, options: { secret: string }) {
  return async (scope: FastifyInstance) => {
    // The form posts url-encoded fields the simulator does not need; accept and ignore them.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    scope.post('/dev/payments/:reference/pay', { schema: { hide: true } }, async (request, reply) => {
      const reference = pathParameter(request, 'reference', orderReferencePattern);
      const order = await wallet.deposits.findOrder(reference);
      if (!order) throw new AppError('not_found');
      const body = JSON.stringify({ providerReference: `SIM-${reference}`, orderReference: reference, amount: order.amount, status: 'paid' });
      const response = await app.inject({
        method: 'POST',
        url: '/wps/payments/webhook',
        headers: { 'content-type': 'application/json', [paymentSignatureHeader]: paymentSignatureOf(body, options.secret) },
        payload: body,
      });
      if (response.statusCode !== 200) request.log.warn({ status: response.statusCode, body: response.body }, 'simulated payment refused');
      return reply.redirect(`/dev/payments/${reference}`, 303);
    });
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);
}

/** The order states as the payment simulator page names them. */
const orderStatusTexts: Record<string, string> = { pending: 'Aguardando pagamento', paid: 'Pago', expired: 'Expirado', failed: 'Falhou' };

function sendPage(reply: FastifyReply, order: OrderRow, currencySymbol: string) {
  const reference = escapeHtml(order.reference);
  const pay =
    order.status === 'paid'
      ? '<p class="done">Pagamento recebido.</p>'
      : `<form method="post" action="/dev/payments/${reference}/pay"><button type="submit">Pagar</button></form>`;
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Simulador de pagamento</title>
<style>body{font-family:system-ui,sans-serif;background:#0d0a1f;color:#f4f1ff;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#171233;padding:2rem;border-radius:12px;min-width:280px}button{font-size:1.1rem;padding:.6rem 2rem;border:0;border-radius:8px;background:#f5c04a;color:#1a1030;cursor:pointer}
.done{color:#22c98e}dt{color:#a49cc8}</style></head>
<body><main><h1>Simulador de pagamento</h1>
<dl><dt>Pedido</dt><dd>${reference}</dd><dt>Valor</dt><dd>${escapeHtml(formatMoney(order.amount, currencySymbol))}</dd><dt>Situação</dt><dd>${escapeHtml(orderStatusTexts[order.status] ?? order.status)}</dd></dl>
${pay}</main></body></html>`;
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
