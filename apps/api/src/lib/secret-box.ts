/**
 * Encryption of secrets kept at rest (TOTP secrets, job payloads): AES-256-GCM with a key derived by HKDF
 * from ENCRYPTION_KEY. The embedded default generates that key once into DATA_DIR
 * (`encryption.key`, mode 0600); with DATABASE_URL it must be configured, so every process
 * of a scaled deployment reads the same secrets.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'bu-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('unknown sealed format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The one secret everything encrypted at rest derives its keys from: ENCRYPTION_KEY, or for
 * the embedded database a key generated once into DATA_DIR. With DATABASE_URL it must be
 * configured, because every process of a scaled installation needs the same one.
 */
export function resolveEncryptionKey(config: Config, dataDir: string): string {
  if (config.ENCRYPTION_KEY) return config.ENCRYPTION_KEY;
  if (config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  ENCRYPTION_KEY: required with DATABASE_URL (32+ characters, e.g. `openssl rand -hex 32`; the same in every process)',
    );
  }
  return loadOrCreateKeyFile(dataDir);
}

/** Reads `encryption.key` from the data directory, creating it (0600) on first start. */
function loadOrCreateKeyFile(dataDir: string): string {
  const file = path.join(dataDir, 'encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
