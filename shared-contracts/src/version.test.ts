import { isContractCompatible } from './version';
import pkg from '../package.json';
import { CONTRACT_VERSION } from './version';

describe('contract version', () => {
  it('matches the package version', () => {
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });
  it('accepts the same major and refuses another', () => {
    expect(isContractCompatible('1.4.2', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
  });
});
