import routes from '../routes';
import table from '../routes.json';

test('the exposed routes module binds a lazy screen to every route of the table', () => {
  expect(routes.map((r) => r.id)).toEqual(table.map((r) => r.id));
  for (const route of routes) expect(route.element).toBeDefined();
});
