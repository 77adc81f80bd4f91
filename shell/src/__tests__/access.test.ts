import type { Me } from '@officefit/api';
import { hasActiveSubscription, mayPass } from '../guards/access';

function me(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    roles: ['subscriber'],
    admin: false,
    sub: { kind: 'company', status: 'active', ends_at: '2099-01-01T00:00:00Z' },
    ...overrides,
  } as Me;
}

test('open routes need nothing', () => {
  expect(mayPass(undefined, undefined)).toBe(true);
});

test('abo needs a subscriber with an active subscription', () => {
  expect(mayPass('abo', me())).toBe(true);
  expect(mayPass('abo', me({ sub: null }))).toBe(false);
  expect(
    mayPass(
      'abo',
      me({
        sub: {
          kind: 'private',
          status: 'active',
          state: 'active',
          ends_at: '2000-01-01T00:00:00Z',
          active: true,
        },
      }),
    ),
  ).toBe(false);
  expect(mayPass('abo', me({ roles: ['guest'], sub: null }))).toBe(false);
  expect(mayPass('abo', undefined)).toBe(false);
});

test('aboorguest lets guests in too', () => {
  expect(mayPass('aboorguest', me({ roles: ['guest'], sub: null }))).toBe(true);
  expect(mayPass('aboorguest', me())).toBe(true);
  expect(mayPass('aboorguest', me({ roles: [], sub: null }))).toBe(false);
});

test('admin needs the admin flag; admins pass every guard', () => {
  expect(mayPass('admin', me())).toBe(false);
  expect(mayPass('admin', me({ admin: true, roles: ['administrator'], sub: null }))).toBe(true);
  expect(mayPass('abo', me({ admin: true, roles: ['administrator'], sub: null }))).toBe(true);
});

test('editor lets marketing staff in, service lets customer service in, nobody else', () => {
  expect(mayPass('editor', me({ roles: ['marketing'], sub: null }))).toBe(true);
  expect(mayPass('editor', me())).toBe(false);
  expect(mayPass('editor', me({ roles: ['customer_service'], sub: null }))).toBe(false);
  expect(mayPass('service', me({ roles: ['customer_service'], sub: null }))).toBe(true);
  expect(mayPass('service', me())).toBe(false);
  expect(mayPass('service', me({ roles: ['marketing'], sub: null }))).toBe(false);
  expect(mayPass('editor', me({ admin: true, roles: ['administrator'], sub: null }))).toBe(true);
});

test('owner lets company account owners in, and nobody else, administrators included (they have no company)', () => {
  expect(mayPass('owner', me({ roles: ['subscriber', 'company_owner'] }))).toBe(true);
  expect(mayPass('owner', me())).toBe(false);
  expect(mayPass('owner', me({ roles: ['customer_service'], sub: null }))).toBe(false);
  expect(mayPass('owner', me({ admin: true, roles: ['administrator'], sub: null }))).toBe(false);
});

test('user lets every logged-in user in, whatever the role or membership, but no logged-out visitor', () => {
  expect(mayPass('user', me())).toBe(true);
  // an expired member still edits the profile, exports or deletes the data (/profile)
  expect(
    mayPass(
      'user',
      me({
        sub: {
          kind: 'private',
          status: 'expired',
          state: 'expired',
          ends_at: '2000-01-01T00:00:00Z',
          active: false,
        },
      }),
    ),
  ).toBe(true);
  expect(mayPass('user', me({ roles: ['subscriber'], sub: null }))).toBe(true);
  expect(mayPass('user', me({ roles: ['guest'], sub: null }))).toBe(true);
  expect(mayPass('user', me({ roles: [], sub: null }))).toBe(true);
  expect(mayPass('user', me({ roles: ['customer_service'], sub: null }))).toBe(true);
  expect(mayPass('user', me({ admin: true, roles: ['administrator'], sub: null }))).toBe(true);
  expect(mayPass('user', undefined)).toBe(false);
  // the other guards are unchanged for the expired member
  expect(
    mayPass(
      'abo',
      me({ sub: { kind: 'private', status: 'expired', ends_at: '2000-01-01T00:00:00Z' } } as Partial<Me>),
    ),
  ).toBe(false);
});

test('an unknown guard name throws', () => {
  expect(() => mayPass('vip', me())).toThrow('Unknown guard "vip"');
  expect(() => mayPass('vip', undefined)).toThrow();
});

test('a subscription without end date is active while its status is active', () => {
  expect(
    hasActiveSubscription(
      me({ sub: { kind: 'trial', status: 'active', state: 'active', ends_at: null, active: true } }),
    ),
  ).toBe(true);
  expect(
    hasActiveSubscription(
      me({ sub: { kind: 'trial', status: 'cancelled', state: 'cancelled', ends_at: null, active: false } }),
    ),
  ).toBe(false);
});
