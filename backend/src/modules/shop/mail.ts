// The order mail (spec §4: "successful (bill sent by e-mail)"), queued through the outbox in the checkout's
// transaction, with the invoice PDF attached when there is an amount to pay.
import type { ContentLang, Order } from '../../shared/domain';
import type { MailAttachment, MailDraft } from '../contact';
import { formatEuro } from './invoice';

export const ORDER_MAIL_KIND = 'shop_order';

const TEXTS = {
  de: {
    subject: (id: number) => `Ihre Bestellung ${id} bei officefit`,
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    thanks: 'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bearbeiten sie.',
    points: (n: number) => `Eingelöste Fitnesspunkte: ${n}`,
    total: 'Rechnungsbetrag',
    shipping: 'Versand',
    discount: 'Rabatt',
    invoice: (number: string) => `Ihre Rechnung ${number} finden Sie im Anhang.`,
    orders: 'Ihre Bestellungen:',
    bye: 'Ihr officefit-Team',
  },
  en: {
    subject: (id: number) => `Your officefit order ${id}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    thanks: 'thank you for your order. We have received it and are processing it.',
    points: (n: number) => `Fitness points redeemed: ${n}`,
    total: 'Invoice amount',
    shipping: 'Shipping',
    discount: 'Discount',
    invoice: (number: string) => `Please find your invoice ${number} attached.`,
    orders: 'Your orders:',
    bye: 'Your officefit team',
  },
} as const;

export function orderMail(
  to: { email: string; firstName: string },
  order: Order,
  lang: ContentLang,
  invoice: MailAttachment | null,
): MailDraft {
  const t = TEXTS[lang];
  const euro = (cents: number) => formatEuro(cents, lang);
  const lines = order.lines.map((l) => {
    const price = [
      l.points ? `${l.points * l.amount} P` : '',
      l.price_cents ? euro(l.price_cents * l.amount) : '',
    ]
      .filter(Boolean)
      .join(' + ');
    return `- ${l.amount} × ${l.name}: ${price}`;
  });
  const body = [
    t.hello(to.firstName),
    '',
    t.thanks,
    '',
    ...lines,
    '',
    ...(order.points ? [t.points(order.points)] : []),
    ...(order.discount_cents ? [`${t.discount}: -${euro(order.discount_cents)}`] : []),
    ...(order.shipping_cents ? [`${t.shipping}: ${euro(order.shipping_cents)}`] : []),
    ...(order.total_cents ? [`${t.total}: ${euro(order.total_cents)}`] : []),
    ...(order.invoice_number ? ['', t.invoice(order.invoice_number)] : []),
    '',
    t.orders,
    '/mybonuses/orders',
    '',
    t.bye,
  ].join('\n');
  return {
    kind: ORDER_MAIL_KIND,
    recipient: to.email,
    lang: lang === 'de' ? 'de-DE' : 'en-US',
    subject: t.subject(order.id),
    body,
    attachments: invoice ? [invoice] : [],
  };
}
