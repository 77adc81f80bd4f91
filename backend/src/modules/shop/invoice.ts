// The invoice PDF of an order, drawn with pdf-lib (pure JavaScript, typed, no native parts): an A4 page with
// the issuer, the billing address, number and date, the lines, discount, shipping, the total and the VAT it
// contains by rate, in the order's language. The standard Helvetica font covers German text and the € sign;
// any other character is replaced, so a name in another script cannot fail the order.
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { Address, ContentLang } from '../../shared/domain';
import type { Price } from './pricing';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

export interface InvoiceData {
  number: string;
  issuedAt: Date;
  orderId: number;
  lang: ContentLang;
  issuer: readonly string[];
  billing: Address;
  lines: { name: string; amount: number; price_cents: number; points: number; vat_rate: number }[];
  price: Price;
  couponCode: string | null;
  paymentType: 'sepa' | 'invoice';
}

const TEXTS = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    order: 'Bestellung',
    item: 'Artikel',
    amount: 'Menge',
    unit: 'Einzelpreis',
    vat: 'USt.',
    total: 'Gesamt',
    points: 'Fitnesspunkte',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    invoiceAmount: 'Rechnungsbetrag',
    contains: 'enthaltene USt.',
    sepa: 'Der Betrag wird per SEPA-Lastschrift von Ihrem Konto eingezogen.',
    invoice: 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen unter Angabe der Rechnungsnummer.',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    order: 'Order',
    item: 'Item',
    amount: 'Qty',
    unit: 'Unit price',
    vat: 'VAT',
    total: 'Total',
    points: 'fitness points',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    invoiceAmount: 'Invoice amount',
    contains: 'VAT included',
    sepa: 'The amount will be collected from your account by SEPA direct debit.',
    invoice: 'Please transfer the amount within 14 days, quoting the invoice number.',
  },
} as const;

/** "12,34 €" / "€12.34". */
export function formatEuro(cents: number, lang: ContentLang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

function formatDate(date: Date, lang: ContentLang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** Keeps what the font can draw (WinAnsi); the rest becomes '?'. Intl's narrow spaces become plain ones. */
function drawable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/[\u00a0\u202f]/g, ' ')]
      .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
}

type Texts = (typeof TEXTS)[ContentLang];

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const COLUMNS = { item: 50, amount: 330, unit: 420, vat: 470, total: 545 };

interface TextOptions {
  size?: number;
  bold?: boolean;
  right?: boolean;
}

/** The pen on the document: draws text on the current line; next() moves down and starts a page when full. */
interface Sheet {
  text(value: string, x: number, options?: TextOptions): void;
  next(gap?: number): void;
}

async function createSheet(pdf: PDFDocument): Promise<Sheet> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = drawable(font);
  let page = pdf.addPage(A4);
  let y = TOP;
  return {
    text(value, x, options = {}) {
      const f = options.bold ? bold : font;
      const size = options.size ?? 10;
      const s = clean(value);
      const at = options.right ? x - f.widthOfTextAtSize(s, size) : x;
      page.drawText(s, { x: at, y, size, font: f });
    },
    next(gap = 14) {
      y -= gap;
      if (y < 60) {
        page = pdf.addPage(A4);
        y = TOP;
      }
    },
  };
}

/** The invoice as PDF bytes. */
export async function invoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const t = TEXTS[data.lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${data.number}`);
  pdf.setCreator('officefit');
  pdf.setCreationDate(data.issuedAt);
  const sheet = await createSheet(pdf);
  drawHeader(sheet, data, t);
  drawLines(sheet, data, t);
  drawTotals(sheet, data, t);
  sheet.next(20);
  sheet.text(data.paymentType === 'sepa' ? t.sepa : t.invoice, 50);
  return pdf.save();
}

/** The issuer in small print, the billing address, the title, number, date and order. */
function drawHeader({ text, next }: Sheet, data: InvoiceData, t: Texts): void {
  for (const line of data.issuer) {
    text(line, 50, { size: 8 });
    next(11);
  }
  next(20);
  const a = data.billing;
  for (const line of [
    a.recipient,
    a.street,
    `${a.postal_code} ${a.city}`,
    a.country === 'DE' ? '' : a.country,
  ]) {
    if (!line) continue;
    text(line, 50);
    next();
  }
  next(24);
  text(`${t.title}`, 50, { size: 18, bold: true });
  next(24);
  text(`${t.number}: ${data.number}`, 50);
  next();
  text(`${t.date}: ${formatDate(data.issuedAt, data.lang)}`, 50);
  next();
  text(`${t.order}: ${data.orderId}`, 50);
  next(28);
}

/** The table of ordered items: column heads, then one row per line. */
function drawLines({ text, next }: Sheet, data: InvoiceData, t: Texts): void {
  const euro = (cents: number) => formatEuro(cents, data.lang);
  const cols = COLUMNS;
  text(t.item, cols.item, { bold: true });
  text(t.amount, cols.amount, { bold: true, right: true });
  text(t.unit, cols.unit, { bold: true, right: true });
  text(t.vat, cols.vat, { bold: true, right: true });
  text(t.total, cols.total, { bold: true, right: true });
  next(18);
  for (const line of data.lines) {
    const name = line.points ? `${line.name} (+ ${line.points * line.amount} ${t.points})` : line.name;
    text(name.length > 60 ? `${name.slice(0, 59)}…` : name, cols.item);
    text(String(line.amount), cols.amount, { right: true });
    text(euro(line.price_cents), cols.unit, { right: true });
    text(`${line.vat_rate} %`, cols.vat, { right: true });
    text(euro(line.price_cents * line.amount), cols.total, { right: true });
    next();
  }
  next(8);
}

/** Subtotal, discount, shipping, the invoice amount and the VAT it contains by rate. */
function drawTotals({ text, next }: Sheet, data: InvoiceData, t: Texts): void {
  const sum = (label: string, cents: number, options: { bold?: boolean } = {}) => {
    text(label, COLUMNS.unit, { right: true, ...options });
    text(formatEuro(cents, data.lang), COLUMNS.total, { right: true, ...options });
    next();
  };
  const p = data.price;
  sum(t.subtotal, p.subtotal_cents);
  if (p.discount_cents)
    sum(`${t.discount}${data.couponCode ? ` (${data.couponCode})` : ''}`, -p.discount_cents);
  if (p.shipping_cents) sum(t.shipping, p.shipping_cents);
  sum(t.invoiceAmount, p.total_cents, { bold: true });
  for (const rate of p.vat_by_rate) sum(`${t.contains} ${rate.rate} %`, rate.vat_cents);
}
