import { PDFDocument } from 'pdf-lib';
import { invoicePdf } from './invoice';
import { priceOf } from './pricing';

test('draws an invoice; characters the standard font lacks do not fail it', async () => {
  const lines = [
    { name: 'Gymnastikmatte „Grün“ – 李', amount: 2, price_cents: 2490, points: 0, vat_rate: 19 },
  ];
  const bytes = await invoicePdf({
    number: 'RE-2026-000001',
    issuedAt: new Date('2026-11-25T08:00:00Z'),
    orderId: 1,
    lang: 'de',
    issuer: ['officefit GmbH'],
    billing: {
      recipient: 'Łukasz Nowak 李',
      street: 'Hauptstraße 5',
      postal_code: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    lines,
    price: priceOf([{ ...lines[0]!, physical: true }], { kind: 'percent', value: 10 }),
    couponCode: 'WILLKOMMEN10',
    paymentType: 'invoice',
  });
  expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getTitle()).toBe('Rechnung RE-2026-000001');
});
