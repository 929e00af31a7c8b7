/** Reads a PEM "PUBLIC KEY" (SPKI) into DER bytes. */
export function pemToDer(pem: string): ArrayBuffer {
  const b64 = pem
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes.buffer;
}

export function bytesToBase64(bytes: ArrayBuffer): string {
  const arr = new Uint8Array(bytes);
  let bin = '';
  for (let i = 0; i < arr.length; i++) bin += String.fromCharCode(arr[i] as number);
  return btoa(bin);
}

/** True where WebCrypto is usable (secure contexts: https, localhost, 127.0.0.1). */
export function canEncrypt(): boolean {
  return typeof crypto !== 'undefined' && !!crypto.subtle;
}

/** RSA-OAEP (SHA-256) with the server's PEM SPKI key from auth/publickey; base64 ciphertext. */
export async function rsaEncrypt(publicKeyPem: string, plainText: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plainText));
  return bytesToBase64(cipher);
}
