export { SepaCollections } from './components/sepa-collections';
export { StatementImport } from './components/statement-import';
export { OpenInvoices } from './components/open-invoices';
