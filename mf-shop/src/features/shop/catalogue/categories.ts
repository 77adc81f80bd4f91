import type { ProductCategory } from '@officefit/domain';

/**
 * The reward categories in filter order. The same list as the domain's PRODUCT_CATEGORIES (a test keeps them
 * equal), written here because importing a value from the contract module pulls zod (85 kB) into /mybonuses.
 */
export const CATEGORIES: readonly ProductCategory[] = ['voucher', 'equipment', 'donation', 'service'];

export function isCategory(value: string | null): value is ProductCategory {
  return (CATEGORIES as readonly (string | null)[]).includes(value);
}
