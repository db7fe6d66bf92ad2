/** Set by a build that must declare another contract version (release tests of version skew). */
declare const __CONTRACT_VERSION_OVERRIDE__: string | undefined;

/** Bumped with the package version: a major change means remotes built against an older major are refused. */
export const CONTRACT_VERSION: string = typeof __CONTRACT_VERSION_OVERRIDE__ === 'string' ? __CONTRACT_VERSION_OVERRIDE__ : '1.4.0';

export function contractMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const remote = contractMajor(remoteVersion);
  return Number.isFinite(remote) && remote === contractMajor(hostVersion);
}
