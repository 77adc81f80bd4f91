import { elementKey, findByKey, interactiveTarget, OPEN_ATTR, respondAtOnce } from '../prerender';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const HEADER =
  '<header><a href="/faq">FAQ</a><button>Menü</button><select id="a1"><option>de</option></select>' +
  '<button><span>Anmelden</span></button></header><main><button>Anmelden</button><input name="email"></main>';

test('an element is found again in a re-rendered page by tag, name, text and position', () => {
  const server = page(HEADER);
  const live = page(HEADER.replace('id="a1"', 'id="b7"'));
  const secondLogin = server.querySelectorAll('button')[2]!;
  const key = elementKey(secondLogin, server);
  expect(key).toEqual({ tag: 'BUTTON', name: null, text: 'Anmelden', index: 1 });
  expect(findByKey(key, live)).toBe(live.querySelectorAll('button')[2]);
  expect(findByKey(elementKey(server.querySelector('select')!, server), live)).toBe(
    live.querySelector('select'),
  );
  expect(findByKey(elementKey(server.querySelector('input')!, server), live)).toBe(
    live.querySelector('input'),
  );
  // gone from the live page: nothing is clicked by mistake
  expect(findByKey({ tag: 'BUTTON', name: null, text: 'Abmelden', index: 0 }, live)).toBeNull();
});

test('only buttons and form fields inside the page count as a first use; links do not', () => {
  const root = page(HEADER);
  document.body.append(root);
  expect(interactiveTarget(root.querySelector('span'), root)).toBe(root.querySelectorAll('button')[1]);
  expect(interactiveTarget(root.querySelector('a'), root)).toBeNull();
  expect(interactiveTarget(document.body, root)).toBeNull();
  root.remove();
});

test('a tap on the static page is answered at once: a closed menu opens, another button shows it is busy', () => {
  const root = page(
    '<header><button aria-expanded="false" aria-controls="menu" data-label-expanded="Menü schließen">Menü</button>' +
      '<ul id="menu"><li><button>Anmelden</button></li></ul>' +
      '<button aria-expanded="true" aria-controls="menu">Offen</button></header>',
  );
  document.body.append(root);
  const [toggle, login, expanded] = [...root.querySelectorAll('button')];
  expect(respondAtOnce(toggle!, root)).toBe(true);
  expect(toggle!.getAttribute('aria-expanded')).toBe('true');
  expect(toggle!.textContent).toBe('Menü schließen');
  expect(root.querySelector('#menu')!.getAttribute(OPEN_ATTR)).toBe('true');

  expect(respondAtOnce(login!, root)).toBeUndefined();
  expect(login!.getAttribute('aria-busy')).toBe('true');
  // a disclosure that is open already is not closed by the static page (the live one decides)
  expect(respondAtOnce(expanded!, root)).toBeUndefined();
  expect(expanded!.getAttribute('aria-expanded')).toBe('true');
  root.remove();
});
