import { createHash, randomBytes } from 'node:crypto';
import { tokenLifetimeSeconds } from '@vapolib/domain';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  role: 'admin' | 'user';
  version: number;
}

export interface VerifiedClaims extends TokenClaims {
  /** When the token stops working by itself. */
  expiresAt: Date;
  /** The token's SHA-256 (hex): what a logout revokes, computed once with the signature check. */
  tokenHash: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, rememberMe: boolean): Promise<string>;
  /** Returns the claims of a valid token, or null for an expired, forged or malformed one. */
  verify(token: string): Promise<VerifiedClaims | null>;
}

/** A token's SHA-256 in hex: what the database keeps of a session token revoked or a reset token sent. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens whose signature was already checked (each request of a session sends the same one). */
const MAX_VERIFIED = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given raw bytes, jose would import the key again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A signature checked once stays valid: only the expiry is checked again. Whether the token still counts
  // (logout, role or password change) is decided by the caller against the user's row, on every request.
  const verified = new Map<string, VerifiedClaims>();
  return {
    async sign(claims, rememberMe) {
      const lifetime = rememberMe ? tokenLifetimeSeconds.remembered : tokenLifetimeSeconds.session;
      // A random jti: two logins in the same second still give two tokens, so logging out one leaves the other.
      return new SignJWT({ role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setJti(randomBytes(12).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetime)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
          return null;
        const claims: VerifiedClaims = {
          userId,
          role: payload.role === 'admin' ? 'admin' : 'user',
          version: payload.ver,
          expiresAt: new Date(payload.exp * 1000),
          tokenHash: tokenDigest(token),
        };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
