export { VoucherList } from './components/voucher-list';
