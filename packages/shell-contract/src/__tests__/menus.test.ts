import {
  labelIn,
  MEMBERSHIP_PATH,
  menuItems,
  routeTableProblems,
  startPath,
  visibleItems,
  type GuardSubject,
  type RouteMeta,
} from '../index';

const label = (de: string, en = de) => ({ de, en });

const routes: RouteMeta[] = [
  {
    id: 'home',
    path: '/home',
    guard: 'abo',
    layout: 'default',
    start: { order: 100 },
    menus: [
      { menu: 'app', key: 'home', order: 10, label: label('Home') },
      { menu: 'public', key: 'home', order: 70, label: label('Home'), loggedIn: true },
    ],
  },
  {
    id: 'anamnesis',
    path: '/anamnesis',
    guard: 'abo',
    layout: 'default',
    guardsUnsavedChanges: true,
    start: { order: 90, when: 'no_health_profile' },
  },
  {
    id: 'blog',
    path: '/blog',
    layout: 'default',
    menus: [{ menu: 'app', key: 'blog', order: 20, label: label('Blog') }],
  },
  {
    id: 'special',
    path: '/special/:name',
    layout: 'nonuser',
    menus: [{ menu: 'footer', key: 'terms', order: 10, label: label('AGB', 'Terms'), to: '/special/terms' }],
  },
  {
    id: 'admin',
    path: '/admin',
    guard: 'service',
    layout: 'default',
    start: { order: 10 },
    menus: [{ menu: 'app', key: 'users', order: 110, label: label('Benutzer', 'Users') }],
  },
  {
    id: 'admin_pages',
    path: '/admin/pages',
    guard: 'editor',
    layout: 'default',
    start: { order: 20 },
    menus: [{ menu: 'app', key: 'admin', order: 120, label: label('Verwaltung', 'Admin') }],
  },
];

const subscriber: GuardSubject = {
  admin: false,
  roles: ['subscriber'],
  sub: { status: 'active', ends_at: null },
};
const marketing: GuardSubject = { admin: false, roles: ['marketing'], sub: null };
const administrator: GuardSubject = { admin: true, roles: ['administrator'], sub: null };
const guest: GuardSubject = { admin: false, roles: ['guest'], sub: null };

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('menus declared on route rows', () => {
  test('a menu collects the entries of every route by order and links to the route or the given path', () => {
    const items = menuItems([...routes].reverse(), 'app');
    expect(items.map((i) => [i.key, i.to, i.guard])).toEqual([
      ['home', '/home', 'abo'],
      ['blog', '/blog', undefined],
      ['users', '/admin', 'service'],
      ['admin', '/admin/pages', 'editor'],
    ]);
    expect(menuItems(routes, 'footer')[0]?.to).toBe('/special/terms');
  });

  test('entries show by the route guard; staff entries wait for `me`, subscriber entries show to visitors', () => {
    const app = menuItems(routes, 'app');
    expect(keys(visibleItems(app, undefined, false))).toEqual(['home', 'blog']);
    expect(keys(visibleItems(app, subscriber, true))).toEqual(['home', 'blog']);
    expect(keys(visibleItems(app, marketing, true))).toEqual(['blog', 'admin']);
    expect(keys(visibleItems(app, administrator, true))).toEqual(['home', 'blog', 'users', 'admin']);
  });

  test('logged-in-only entries and alternatives sharing a key', () => {
    const pub = menuItems(routes, 'public');
    expect(visibleItems(pub, undefined, false)).toEqual([]);
    expect(keys(visibleItems(pub, subscriber, true))).toEqual(['home']);
    const alternatives = menuItems(
      [
        {
          id: 'a',
          path: '/a',
          guard: 'service',
          layout: 'default',
          menus: [{ menu: 'app', key: 'x', order: 1, label: label('A') }],
        },
        {
          id: 'b',
          path: '/b',
          guard: 'editor',
          layout: 'default',
          menus: [{ menu: 'app', key: 'x', order: 2, label: label('B') }],
        },
      ],
      'app',
    );
    expect(visibleItems(alternatives, marketing, true).map((i) => i.to)).toEqual(['/b']);
    expect(visibleItems(alternatives, administrator, true).map((i) => i.to)).toEqual(['/a']);
  });

  test('logged-out-only entries ("Sign up", issue 39) show to visitors, not to anyone signed in', () => {
    const signUp = menuItems(
      [
        {
          id: 'registration',
          path: '/registration',
          layout: 'nonuser',
          menus: [
            { menu: 'public', key: 'registration', order: 90, label: label('Registrieren'), loggedOut: true },
          ],
        },
      ],
      'public',
    );
    expect(visibleItems(signUp, undefined, false).map((i) => i.to)).toEqual(['/registration']);
    expect(visibleItems(signUp, subscriber, true)).toEqual([]);
    expect(visibleItems(signUp, guest, true)).toEqual([]);
  });

  test('labels come in the interface language, German by default', () => {
    expect(labelIn(label('AGB', 'Terms'), 'en-US')).toBe('Terms');
    expect(labelIn(label('AGB', 'Terms'), 'de')).toBe('AGB');
    expect(labelIn(label('AGB', 'Terms'), undefined)).toBe('AGB');
  });
});

describe('start page after a login from /', () => {
  test('the first start page the user may open whose condition holds (spec §4)', () => {
    expect(startPath(routes, { ...subscriber, hasHealthProfile: true })).toBe('/home');
    expect(startPath(routes, { ...subscriber, hasHealthProfile: false })).toBe('/anamnesis');
    expect(startPath(routes, { ...marketing, hasHealthProfile: false })).toBe('/admin/pages');
    expect(startPath(routes, { ...administrator, hasHealthProfile: false })).toBe('/admin');
    expect(
      startPath(routes, {
        ...administrator,
        roles: ['customer_service'],
        admin: false,
        hasHealthProfile: true,
      }),
    ).toBe('/admin');
  });

  test('a user who may open none goes to the first non-staff start page; none declared → null', () => {
    expect(startPath(routes, { ...guest, hasHealthProfile: true })).toBe('/home');
    expect(startPath(routes, { ...guest, hasHealthProfile: false })).toBe('/anamnesis');
    expect(startPath([], { ...subscriber, hasHealthProfile: true })).toBeNull();
  });

  // issue 31 §3: a guest landed on "no access" with only a link to the start page
  test('with the membership screen deployed, a user without membership lands there; the others as before', () => {
    const withShop: RouteMeta[] = [...routes, { id: 'extend', path: MEMBERSHIP_PATH, layout: 'default' }];
    const expired: GuardSubject = {
      ...subscriber,
      sub: { status: 'active', ends_at: '2020-01-01T00:00:00Z' },
    };
    expect(MEMBERSHIP_PATH).toBe('/extend');
    expect(startPath(withShop, { ...guest, hasHealthProfile: false })).toBe('/extend');
    expect(startPath(withShop, { ...guest, hasHealthProfile: true })).toBe('/extend');
    expect(startPath(withShop, { ...expired, hasHealthProfile: true })).toBe('/extend');
    expect(startPath(withShop, { ...subscriber, hasHealthProfile: true })).toBe('/home');
    expect(startPath(withShop, { ...subscriber, hasHealthProfile: false })).toBe('/anamnesis');
    expect(startPath(withShop, { ...marketing, hasHealthProfile: false })).toBe('/admin/pages');
    expect(startPath(withShop, { ...administrator, hasHealthProfile: false })).toBe('/admin');
    const service = { admin: false, roles: ['customer_service'], sub: null };
    expect(startPath(withShop, { ...service, hasHealthProfile: false })).toBe('/admin');
    const owner = { ...subscriber, roles: ['subscriber', 'company_owner'] };
    expect(startPath(withShop, { ...owner, hasHealthProfile: false })).toBe('/anamnesis');
  });
});

describe('route table contract', () => {
  test('a valid table has no problems', () => {
    expect(routeTableProblems(routes)).toEqual([]);
  });

  test('unknown menus, missing labels, abstract links and duplicate paths are reported', () => {
    const bad = [
      {
        id: 'special',
        path: '/special/:name',
        layout: 'nonuser',
        start: { order: 1 },
        menus: [
          { menu: 'sidebar', key: 'x', order: 1, label: { de: 'X', en: '' } },
          { menu: 'footer', key: 'y', order: 2, label: label('Y'), to: '/elsewhere' },
        ],
      },
      { id: 'again', path: '/special/:name', layout: 'nonuser', guard: 'boss' },
    ] as unknown as RouteMeta[];
    expect(routeTableProblems(bad)).toEqual([
      'route "special": a start page needs a concrete path',
      'route "special", menu entry "x": unknown menu',
      'route "special", menu entry "x": needs a label in German and English',
      'route "special", menu entry "x": needs "to" (the route has parameters)',
      'route "special", menu entry "y": "to" must be a concrete path of the route',
      'route "again": unknown guard',
      'route "again": path listed twice',
    ]);
  });
});
