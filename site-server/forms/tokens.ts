import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The {token} of the subscription links (spec 2: unsubscribe and edit "with a {token} link").
 * A token is a bearer secret in a mail, so it is built as a selector and a verifier:
 * - 12 random bytes of selector find the row (a lookup that may take data-dependent time, on a
 *   value that is not the secret);
 * - 24 random bytes (192 bits) of verifier prove the link; only their SHA-256 is stored, so a
 *   copy of the database holds no working link, and the comparison is constant-time.
 * Written as base64url: 48 characters, safe in a path segment.
 */

const selectorBytes = 12;
const verifierBytes = 24;
/** 36 bytes are exactly 48 base64url characters, without padding. */
export const tokenLength = ((selectorBytes + verifierBytes) / 3) * 4;
const tokenPattern = new RegExp(`^[A-Za-z0-9_-]{${tokenLength}}$`);

/** What is stored of a token: the selector as is, the verifier only as its SHA-256. */
export type StoredToken = { selector: string; verifierHash: Buffer };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * A new random token (288 bits, 192 of them secret) and what to store of it. The token itself
 * goes into the mail and is then forgotten.
 */
export function createToken(): StoredToken & { token: string } {
  const bytes = randomBytes(selectorBytes + verifierBytes);
  return {
    token: bytes.toString('base64url'),
    selector: bytes.subarray(0, selectorBytes).toString('base64url'),
    verifierHash: sha256(bytes.subarray(selectorBytes)),
  };
}

/**
 * Splits a token from a link into its selector and the hash of its verifier; undefined for
 * anything that is not a well-formed token (wrong length or alphabet), before any lookup.
 */
export function parseToken(token: string): StoredToken | undefined {
  if (!tokenPattern.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== selectorBytes + verifierBytes) return undefined;
  return {
    selector: bytes.subarray(0, selectorBytes).toString('base64url'),
    verifierHash: sha256(bytes.subarray(selectorBytes)),
  };
}

/**
 * Compares a stored verifier hash with a candidate's in constant time (`timingSafeEqual`), so
 * the answer time tells nothing about how much of a guess was right.
 */
export function verifierMatches(stored: Uint8Array, candidate: Uint8Array): boolean {
  // Both are SHA-256 digests; a length mismatch means a damaged row, never a secret.
  if (stored.length !== candidate.length) return false;
  return timingSafeEqual(stored, candidate);
}
