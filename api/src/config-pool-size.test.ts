import { defaultPoolSize, loadConfig } from './config';

describe('DATABASE_POOL_SIZE: connections of one API instance to PostgreSQL', () => {
  const url = 'postgres://permit@db:5432/permit';

  it('defaults to twice the cores, at most 10', () => {
    expect(defaultPoolSize(1)).toBe(2);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(16)).toBe(10);
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url, poolSize: defaultPoolSize() });
  });

  it('takes a given whole number', () => {
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' }).database).toEqual({ kind: 'postgres', url, poolSize: 25 });
  });

  it('refuses zero, fractions and words with a Russian message', () => {
    for (const value of ['0', '2.5', 'много', '101']) {
      expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: value })).toThrow(/Некорректная настройка DATABASE_POOL_SIZE/);
    }
  });
});
