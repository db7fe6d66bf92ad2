import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
export const ports = require('../../tooling/ports.js');
/** Built one after another: a production build takes about 1 GB and both cores. */
export const WEB_APPS = ['shell', 'mf-permits', 'mf-admin', 'mf-notifications'];
export const DEMO_LOGINS = [
  ['admin@demo.ru', 'Администратор'],
  ['creator@demo.ru', 'Создатель'],
  ['preparator@demo.ru', 'Подготовитель'],
  ['safer@demo.ru', 'Обеспечивающий безопасность'],
  ['issuer@demo.ru', 'Выдающий НД'],
  ['approver@demo.ru', 'Утверждающий'],
  ['executor@demo.ru', 'Исполнитель'],
  ['owner@demo.ru', 'Владелец объекта'],
  ['creator2@demo.ru', 'Создатель (другая организация)'],
];
export const DEMO_PASSWORD = 'demo1234';
