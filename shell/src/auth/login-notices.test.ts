import { LOGIN_NOTICES, loginNoticeFrom } from './login-notices';

describe('loginNoticeFrom', () => {
  it('gives the text of a known key only: router state cannot make the sign-in screen say anything else', () => {
    expect(loginNoticeFrom({ notice: 'passwordReset' })).toBe(LOGIN_NOTICES.passwordReset);
    for (const state of [undefined, null, 'passwordReset', {}, { notice: 'Ваш пароль: 123' }, { notice: 'toString' }, { notice: 1 }]) {
      expect(loginNoticeFrom(state)).toBeNull();
    }
  });
});
