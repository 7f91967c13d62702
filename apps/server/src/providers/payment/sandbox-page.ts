import { createHash } from 'node:crypto';
import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayStatus } from './gateway.ts';
import {
  readCheckout,
  SANDBOX_PATH,
  SANDBOX_PROVIDER,
  type SandboxOrder,
  sandboxNotification,
} from './sandbox.ts';

// The sandbox gateway's own checkout page (issue 11): plain server-rendered HTML at 390 px, no
// script at all, one inline style allowed by its hash, so its CSP stays strict. Pay or Cancel
// posts the form back here; the sandbox then posts its signed notification to the merchant's
// callback like a real gateway, and sends the member back to the deposit screen.

const TEXTS = {
  en: {
    title: 'Sandbox payment',
    note: 'A test gateway: no real money moves.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    invalid: 'This checkout link is not valid or has been changed.',
    failed: 'The merchant could not be told. Please try again.',
  },
  my: {
    title: 'စမ်းသပ်ငွေပေးချေမှု',
    note: 'စမ်းသပ်ငွေပေးချေစနစ်ဖြစ်ပြီး ငွေအစစ် မရွှေ့ပါ။',
    order: 'အော်ဒါ',
    amount: 'ပမာဏ',
    pay: 'ငွေပေးချေမည်',
    cancel: 'ပယ်ဖျက်မည်',
    invalid: 'ဤငွေပေးချေမှုလင့်ခ် မမှန်ကန်ပါ သို့မဟုတ် ပြောင်းလဲထားပါသည်။',
    failed: 'ကုန်သည်ထံ အကြောင်းမကြားနိုင်ပါ။ ထပ်မံကြိုးစားပါ။',
  },
} as const;
type Lang = keyof typeof TEXTS;

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f2f4f7;color:#1d2939}
main{max-width:390px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 4px}
.note{color:#667085;font-size:14px;margin:0 0 20px}dl{background:#fff;border-radius:12px;padding:16px;margin:0 0 20px}
dt{color:#667085;font-size:13px}dd{margin:0 0 12px;font-size:18px;font-weight:600;word-break:break-all}
form{display:flex;gap:12px}button{flex:1;min-height:48px;border:0;border-radius:10px;font-size:16px;font-weight:600}
.pay{background:#12b76a;color:#fff}.cancel{background:#e4e7ec;color:#1d2939}.error{color:#b42318}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The lang parameter first, then Accept-Language; English otherwise. */
export function pickLanguage(param: string | undefined, acceptLanguage: string | undefined): Lang {
  for (const candidate of [param, ...(acceptLanguage ?? '').split(',')]) {
    const code = candidate?.trim().slice(0, 2).toLowerCase();
    if (code && code in TEXTS) return code as Lang;
  }
  return 'en';
}

/** 5000000 -> "50,000.00": grouped for reading, integer arithmetic only. */
const money = (minor: number) =>
  `${String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(minor % 100).padStart(2, '0')}`;

function page(lang: Lang, order: SandboxOrder | null, token: string, error?: string): string {
  const t = TEXTS[lang];
  const hidden = order
    ? Object.entries({
        order: order.orderNo,
        amount: String(order.amountMinor),
        currency: order.currency,
        lang: order.language,
        ret: order.returnPath,
        token,
      })
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('')
    : '';
  const body = order
    ? `<dl><dt>${t.order}</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>${t.amount}</dt>
<dd>${money(order.amountMinor)} ${escapeHtml(order.currency)}</dd></dl>
${error ? `<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="${SANDBOX_PATH}/checkout">${hidden}
<button class="cancel" name="action" value="cancel">${t.cancel}</button>
<button class="pay" name="action" value="pay">${t.pay}</button></form>`
    : `<p class="error" role="alert">${t.invalid}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>${STYLE}</style></head><body><main><h1>${t.title}</h1><p class="note">${t.note}</p>
${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Posts the notification to this server's callback: over HTTP when listening, else in process. */
async function deliver(app: FastifyInstance, body: string, headers: Record<string, string>): Promise<number> {
  const path = API_PATHS.gatewayCallback.replace(':provider', SANDBOX_PROVIDER);
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const local = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    const host = local.includes(':') ? `[${local}]` : local;
    const res = await fetch(`http://${host}:${address.port}${path}`, { method: 'POST', headers, body });
    await res.arrayBuffer();
    return res.status;
  }
  const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
  return res.statusCode;
}

type Query = Record<string, string | undefined>;

export async function sandboxPageRoutes(app: FastifyInstance, { secret }: { secret: string }) {
  const language = (request: FastifyRequest, order: SandboxOrder | null, param?: string) =>
    pickLanguage(order?.language ?? param, request.headers['accept-language']);

  app.get(`${SANDBOX_PATH}/checkout`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Query;
    const order = readCheckout(secret, query);
    return send(
      reply,
      order ? 200 : 400,
      page(language(request, order, query.lang), order, query.token ?? ''),
    );
  });

  app.post(`${SANDBOX_PATH}/checkout`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Query;
    const order = readCheckout(secret, form);
    const lang = language(request, order, form.lang);
    const status: GatewayStatus | null =
      form.action === 'pay' ? 'paid' : form.action === 'cancel' ? 'cancelled' : null;
    if (!order || !status) return send(reply, 400, page(lang, null, ''));
    const { body, headers } = sandboxNotification(secret, order, status);
    let delivered = 0;
    try {
      delivered = await deliver(app, body, headers);
    } catch (err) {
      request.log.warn({ err }, 'sandbox gateway could not deliver its notification');
    }
    if (delivered !== 200) return send(reply, 502, page(lang, order, form.token ?? '', TEXTS[lang].failed));
    return reply.code(303).header('location', order.returnPath).send();
  });
}
