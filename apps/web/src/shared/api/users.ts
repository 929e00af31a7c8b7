import { useQuery } from '@tanstack/react-query';
import type { AddressListResponse, PublicKeyResponse, UserResponse } from '@lc/contracts';
import { api } from './client';
import { keys } from './query-keys';

/**
 * Member calls several features make (shared here once): the owner's profile, the address book and
 * the password-encryption key.
 */

/** GET users/{id} (owner view: birthday, consents, settings, phone digits, whether there is a password). */
export const getProfile = (userSysId: number) => api<UserResponse>('GET', `users/${userSysId}`);

export function useProfile(userSysId: number | null) {
  return useQuery({
    queryKey: keys.users.one(userSysId ?? 0),
    queryFn: () => getProfile(userSysId!),
    enabled: !!userSysId,
  });
}

/** GET users/{id}/listaddress: the address book. */
export const getAddresses = (userSysId: number) => api<AddressListResponse>('GET', `users/${userSysId}/listaddress`);

export function useAddresses(userSysId: number | null) {
  return useQuery({
    queryKey: keys.users.addresses(userSysId ?? 0),
    queryFn: () => getAddresses(userSysId!),
    enabled: !!userSysId,
  });
}

/** GET auth/publickey → { publicKey } (PEM SPKI) to encrypt passwords (shopping §7: login, join, ChkPw, ChangePw). */
export const getPublicKey = () => api<PublicKeyResponse>('GET', 'auth/publickey');
