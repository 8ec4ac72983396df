/** Password hashing (argon2id, OWASP parameters) and the common-password block-list. */
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

// algorithm 2 = Argon2id (a const enum in the package's types).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a stored hash, still spend the time of one verification so timing reveals nothing.
  const target = passwordHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const dummyHash = hash('no-account-has-this-password', OPTIONS);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
