/**
 * Contract versions are "major.minor". A module works in a host that speaks the same major and at
 * least its minor: a module built against 1.2 may rely on props a 1.1 host does not pass.
 */
export type ContractVersion = `${number}.${number}`;

const VERSION = /^(\d+)\.(\d+)$/;

export function parseContractVersion(value: string): { major: number; minor: number } | null {
  const match = VERSION.exec(value);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

export function isContractCompatible(moduleVersion: string, hostVersion: string): boolean {
  const mod = parseContractVersion(moduleVersion);
  const host = parseContractVersion(hostVersion);
  return !!mod && !!host && mod.major === host.major && mod.minor <= host.minor;
}
