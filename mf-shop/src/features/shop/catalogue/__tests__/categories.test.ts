import { PRODUCT_CATEGORIES } from '@officefit/domain';
import { CATEGORIES, isCategory } from '../categories';

test('the filter lists every category of the contract, in its order', () => {
  expect(CATEGORIES).toEqual(PRODUCT_CATEGORIES);
  expect(isCategory('voucher')).toBe(true);
  expect(isCategory('shoes')).toBe(false);
  expect(isCategory(null)).toBe(false);
});
