import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software authenticator for tests: real WebAuthn registration ("none" attestation) and
 * assertions with ES256 keys made by node:crypto, encoded in CBOR by the few lines below, so the
 * server's verification (@simplewebauthn/server) is exercised exactly as a browser's answer would.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const flags = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 } as const;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKeyCose: Buffer;
  userHandle: string;
  counter: number;
}

export interface CeremonyOptions {
  /** The origin the browser would put in the client data. */
  origin: string;
  /** Whether the authenticator verified the user (PIN, biometrics). */
  userVerified?: boolean;
  /** The RP ID the authenticator signs for (the options' own by default). */
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  /** Answers creation options as `navigator.credentials.create` would (RegistrationResponseJSON). */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: CeremonyOptions,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = encodeCbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const credential = { id, privateKey, publicKeyCose, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(ceremony) | flags.attested]),
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      publicKeyCose,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: ceremony.origin,
        crossOrigin: false,
      }),
    );
    const attestationObject = encodeCbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * Answers request options as `navigator.credentials.get` would (AuthenticationResponseJSON),
   * with the given credential (the last one registered by default). `counter` overrides the
   * signature counter (to play a cloned authenticator).
   */
  assert(
    options: { challenge: string; rpId?: string },
    ceremony: CeremonyOptions & { credential?: Credential; counter?: number },
  ) {
    const credential = ceremony.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error('no credential registered');
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const rpId = ceremony.rpId ?? options.rpId ?? new URL(ceremony.origin).hostname;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(ceremony)]), counter]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: ceremony.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private flags(ceremony: CeremonyOptions) {
    return flags.userPresent | (ceremony.userVerified === false ? 0 : flags.userVerified);
  }
}
