// The compose mirror's mail catcher: real SMTP in (smtp-server), mailparser's decoding, mailpit's read API out.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './apps.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

// The API's own mail library (api/package.json), so the catcher is tested with what the portal sends.
const nodemailer = createRequire(join(ROOT, 'api', 'package.json'))('nodemailer');

let catcher;
let transport;

before(async () => {
  catcher = await startMailCatcher();
  transport = nodemailer.createTransport(catcher.smtpUrl);
});

after(async () => {
  transport.close();
  await catcher.stop();
});

/** Sends `raw` as is (no re-encoding by nodemailer) and reads it back through the HTTP API. */
async function roundTrip(to, raw) {
  await transport.sendMail({ envelope: { from: 'portal@permit.local', to: [to] }, raw });
  const list = await (await fetch(`${catcher.httpUrl}/api/v1/messages?to=${encodeURIComponent(to)}`)).json();
  assert.equal(list.total, 1);
  return (await fetch(`${catcher.httpUrl}/api/v1/message/${list.messages[0].ID}`)).json();
}

const CYRILLIC = 'Сброс пароля: перейдите по ссылке http://localhost:8080/reset?token=abc=def';

test('a quoted-printable Cyrillic body and a base64 encoded-word subject are decoded', async () => {
  // Quoted-printable by hand: every non-ASCII byte and '=' as =XX, soft line breaks at most every 72 characters.
  const lines = [''];
  for (const byte of Buffer.from(CYRILLIC, 'utf8')) {
    const token = byte >= 0x80 || byte === 0x3d ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(byte);
    if (lines.at(-1).length + token.length > 72) lines.push('');
    lines[lines.length - 1] += token;
  }
  const qp = lines.join('=\r\n');
  const subject = `=?UTF-8?B?${Buffer.from('Восстановление пароля', 'utf8').toString('base64')}?=`;
  const raw = [
    'From: portal@permit.local',
    'To: qp@demo.ru',
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    qp,
  ].join('\r\n');
  const mail = await roundTrip('qp@demo.ru', raw);
  assert.equal(mail.Subject, 'Восстановление пароля');
  assert.equal(mail.Text.trim(), CYRILLIC);
  assert.deepEqual(mail.To, [{ Address: 'qp@demo.ru' }]);
});

test('a base64 Cyrillic body in a windows-1251 charset is decoded', async () => {
  // "Пароль изменён" in windows-1251: the charset is honoured, not assumed to be UTF-8.
  const cp1251 = Buffer.from([0xcf, 0xe0, 0xf0, 0xee, 0xeb, 0xfc, 0x20, 0xe8, 0xe7, 0xec, 0xe5, 0xed, 0xb8, 0xed]);
  const raw = [
    'From: portal@permit.local',
    'To: b64@demo.ru',
    'Subject: =?UTF-8?Q?=D0=9F=D0=B0=D1=80=D0=BE=D0=BB=D1=8C_=D0=B8=D0=B7=D0=BC=D0=B5=D0=BD=D1=91=D0=BD?=',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=windows-1251',
    'Content-Transfer-Encoding: base64',
    '',
    cp1251.toString('base64'),
  ].join('\r\n');
  const mail = await roundTrip('b64@demo.ru', raw);
  assert.equal(mail.Subject, 'Пароль изменён');
  assert.equal(mail.Text.trim(), 'Пароль изменён');
});

test('of a multipart message with HTML and an attachment, the text part is the text', async () => {
  await transport.sendMail({
    from: 'portal@permit.local',
    to: 'multi@demo.ru',
    subject: 'Наряд-допуск № 17 утверждён',
    text: 'Наряд-допуск № 17 утверждён.\nОткройте портал: http://localhost:8080/permits/17',
    html: '<p><b>HTML-вариант</b>, его в тексте быть не должно</p>',
    attachments: [{ filename: 'наряд.txt', content: 'вложение, его в тексте быть не должно' }],
  });
  const list = await (await fetch(`${catcher.httpUrl}/api/v1/messages?to=multi@demo.ru`)).json();
  assert.equal(list.total, 1);
  assert.match(list.messages[0].Snippet, /^Наряд-допуск № 17 утверждён\./);
  const mail = await (await fetch(`${catcher.httpUrl}/api/v1/message/${list.messages[0].ID}`)).json();
  assert.equal(mail.Subject, 'Наряд-допуск № 17 утверждён');
  assert.equal(mail.Text.trim(), 'Наряд-допуск № 17 утверждён.\nОткройте портал: http://localhost:8080/permits/17');
});

test('DELETE empties the box and an unknown message is a 404', async () => {
  assert.equal((await fetch(`${catcher.httpUrl}/api/v1/messages`, { method: 'DELETE' })).status, 200);
  assert.equal((await (await fetch(`${catcher.httpUrl}/api/v1/messages`)).json()).total, 0);
  assert.equal((await fetch(`${catcher.httpUrl}/api/v1/message/999`)).status, 404);
  assert.equal((await fetch(`${catcher.httpUrl}/livez`)).status, 200);
});
