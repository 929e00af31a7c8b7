import { useQuery } from '@tanstack/react-query';

export interface DeployedVersion {
  version: string;
  buildId: string;
}

/** GET /version.json: the version and build id the server deploys now (written by the web build, never cached). */
export async function getDeployedVersion(): Promise<DeployedVersion> {
  const res = await fetch('/version.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`version.json ${res.status}`);
  return (await res.json()) as DeployedVersion;
}
export function useDeployedVersion() {
  return useQuery({ queryKey: ['deployed-version'], queryFn: getDeployedVersion, staleTime: 0, retry: 1 });
}
