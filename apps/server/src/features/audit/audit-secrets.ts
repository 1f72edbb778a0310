/**
 * What an audit entry never holds (decision 051): passwords, their hashes, tokens, secrets and
 * card data. Keys are matched by name at any depth, whatever their case and separators
 * (`password_hash`, `passwordHash`, `PasswordHash` alike), so a column or field added later
 * under such a name is dropped without anyone remembering to list it.
 */

/** Normalised key names (lower case, no `_`, `-` or spaces) that are dropped whole. */
const SECRET_KEYS = new Set([
  'password',
  'passwordhash',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'token',
  'cookietoken',
  'accesstoken',
  'refreshtoken',
  'secret',
  'clientsecret',
  'apikey',
  'authorization',
  'cardnumber',
  'number',
  'cvc',
  'cvv',
  'expiry',
  'expmonth',
  'expyear',
]);

/** Any key containing one of these is dropped too (`jwt_secret`, `provisional_password_hash`). */
const SECRET_PARTS = ['password', 'secret', 'token', 'cvc', 'cardnumber'];

const normalised = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

export function isSecretKey(key: string): boolean {
  const name = normalised(key);
  return SECRET_KEYS.has(name) || SECRET_PARTS.some((part) => name.includes(part));
}

/** A copy of `value` (plain JSON data) without any secret key, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isSecretKey(key)) kept[key] = withoutSecrets(item);
  }
  return kept;
}
