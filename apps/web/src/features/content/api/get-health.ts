import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET health → { version } (the server's web version, for VersionChk) */
export function getHealth() {
  return api<{ status: string; version: string }>('GET', 'health');
}

export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: getHealth, retry: false });
}
