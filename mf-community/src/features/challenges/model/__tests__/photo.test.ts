import { checkPhoto, PHOTO_MAX_BYTES } from '../photo';

describe('team photo check (spec §5: at most 512 kb, images only)', () => {
  it('accepts JPEG, PNG, WebP and GIF up to exactly 512 kb', () => {
    expect(PHOTO_MAX_BYTES).toBe(524_288);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(checkPhoto({ type, size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses a file one byte over the limit', () => {
    expect(checkPhoto({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('tooBig');
  });

  it('refuses other types, whatever their size', () => {
    expect(checkPhoto({ type: 'application/pdf', size: 10 })).toBe('wrongType');
    expect(checkPhoto({ type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(checkPhoto({ type: '', size: 10 })).toBe('wrongType');
  });
});
