import { createLog, VERBOSE_KEY } from '../index';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('warnings and errors are written with the area, and the detail when there is one', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const log = createLog('api');
  log.warn('GET me failed', { status: 500 });
  log.error('render error');
  expect(warn).toHaveBeenCalledWith('[api] GET me failed', { status: 500 });
  expect(error).toHaveBeenCalledWith('[api] render error');
});

test('debug and info lines are quiet in a production build until turned on in localStorage', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  const log = createLog('sw');
  log.info('registered');
  log.debug('cache list');
  expect(info).not.toHaveBeenCalled();
  expect(debug).not.toHaveBeenCalled();

  localStorage.setItem(VERBOSE_KEY, 'debug');
  log.info('registered');
  log.debug('cache list', ['a']);
  expect(info).toHaveBeenCalledWith('[sw] registered');
  expect(debug).toHaveBeenCalledWith('[sw] cache list', ['a']);
});
