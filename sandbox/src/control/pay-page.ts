import type { FastifyInstance, FastifyReply } from 'fastify';
import { depositChannel } from '../domains/wallet/deposit-channels.js';
import { settleDeposit } from './funds-settle.js';
import type { SandboxStore } from '../core/store.js';
import { moneyValue } from '../core/money.js';
import { ControlError } from './control-bodies.js';
import { findOrder } from './funds-order-lookup.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}` +
        `button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/**
 * A stand-in for the e-wallet app behind a deposit order's `payUrl`: it shows the order and pays or cancels it,
 * which settles the order SUCCESS or FAILED as the wallet's callback would.
 */
export function registerPayPage(app: FastifyInstance, store: SandboxStore): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const ewalletOrder = (orderNo: string) => {
    const found = findOrder(store, orderNo, (book) => book.depositOrders);
    const channel = depositChannel(found.order.channelId);
    if (channel?.kind !== 'EWALLET') throw new ControlError(`order ${orderNo} is not an e-wallet order`);
    return { ...found, channel };
  };

  app.get<{ Params: { orderNo: string } }>('/pay/:orderNo', async (request, reply) => {
    const { order, channel } = ewalletOrder(request.params.orderNo);
    const summary = `<p>${escapeHtml(channel.name.vi)} · ${escapeHtml(order.orderNo)}</p><p><strong>${moneyValue(order.amountCents)}</strong></p>`;
    if (order.status !== 'PENDING') return page(reply, 200, order.status === 'SUCCESS' ? 'Đã thanh toán' : 'Đã huỷ', summary);
    const action = `/__sandbox/pay/${encodeURIComponent(order.orderNo)}`;
    const button = (result: string, label: string) =>
      `<form method="post" action="${action}" style="display:inline"><input type="hidden" name="result" value="${result}"><button>${label}</button></form>`;
    return page(reply, 200, 'Xác nhận thanh toán', `${summary}${button('SUCCESS', 'Thanh toán')}${button('FAILED', 'Huỷ')}`);
  });

  app.post<{ Params: { orderNo: string } }>('/pay/:orderNo', async (request, reply) => {
    const { account, book, order } = ewalletOrder(request.params.orderNo);
    const result = (request.body as Record<string, unknown> | undefined)?.result;
    if (result !== 'SUCCESS' && result !== 'FAILED') throw new ControlError('result must be SUCCESS or FAILED');
    if (order.status === 'PENDING') settleDeposit(store, account, book, order, result, result === 'FAILED' ? 'Cancelled in the wallet app' : null);
    return page(reply, 200, order.status === 'SUCCESS' ? 'Đã thanh toán' : 'Đã huỷ', `<p>${escapeHtml(order.orderNo)}: ${order.status}</p>`);
  });
}
