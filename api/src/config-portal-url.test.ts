import { loadConfig } from './config';

describe('PORTAL_URL: where the links in mail point', () => {
  it('defaults to the shell as `npm start` serves it, following SHELL_PORT', () => {
    expect(loadConfig({}).portalUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SHELL_PORT: '9090' }).portalUrl).toBe('http://localhost:9090');
  });

  it('takes a given http(s) address without the trailing slash', () => {
    expect(loadConfig({ PORTAL_URL: 'https://portal.zavod.ru/' }).portalUrl).toBe('https://portal.zavod.ru');
  });

  it('refuses anything but an http(s) address, in Russian', () => {
    for (const value of ['javascript:alert(1)', 'portal.zavod.ru', 'ftp://portal.zavod.ru']) {
      expect(() => loadConfig({ PORTAL_URL: value })).toThrow(/Некорректная настройка PORTAL_URL/);
    }
  });
});
