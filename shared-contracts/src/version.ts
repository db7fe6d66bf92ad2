/** Bumped with the package version: a major change means remotes built against an older major are refused. */
export const CONTRACT_VERSION = '1.0.0';

export function contractMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const remote = contractMajor(remoteVersion);
  return Number.isFinite(remote) && remote === contractMajor(hostVersion);
}
