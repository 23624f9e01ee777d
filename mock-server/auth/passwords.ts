import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Deliberately cheap: these are development accounts, and seeding must stay instant.
// The parameters are fixed because the stored format carries only salt and hash.
const PARAMS = { N: 2048, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** `scrypt$<salt base64>$<hash base64>` with a fresh random salt. */
export function hashPassword(plain: string): string {
  const salt = randomBytes(SALT_LENGTH);
  const hash = scryptSync(plain.normalize('NFC'), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** False for a wrong password and for a malformed hash; never throws. */
export function verifyPassword(plain: string, stored: string): boolean {
  const [scheme, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText || rest.length > 0) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(plain.normalize('NFC'), salt, KEY_LENGTH, PARAMS);
  return timingSafeEqual(actual, expected);
}
