/**
 * A fresh random key per booking attempt. crypto.randomUUID exists only in secure contexts
 * (https, localhost); a site served over plain http on a LAN address still needs a key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
