import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface SelfSignedCertificate {
  certPath: string;
  keyPath: string;
  cert: Buffer;
  key: Buffer;
}

/**
 * Writes a throwaway self-signed certificate and its unencrypted key (PEM, RSA 2048) into `folder`, for loopback
 * HTTPS servers that a client is told to trust (NODE_EXTRA_CA_CERTS, SSL_CERT_FILE) or told to refuse.
 * `altNames` is the subjectAltName list, such as `['DNS:localhost', 'IP:127.0.0.1']`.
 */
export function writeSelfSignedCertificate(
  folder: string,
  {commonName, altNames = [], days = 1}: {commonName: string; altNames?: readonly string[]; days?: number},
): SelfSignedCertificate {
  const certPath = path.join(folder, 'cert.pem');
  const keyPath = path.join(folder, 'key.pem');
  const extensions = altNames.length > 0 ? ['-addext', `subjectAltName=${altNames.join(',')}`] : [];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', String(days), '-subj', `/CN=${commonName}`],
      ...extensions,
      ...['-keyout', keyPath, '-out', certPath],
    ],
    {stdio: 'ignore'},
  );
  return {certPath, keyPath, cert: readFileSync(certPath), key: readFileSync(keyPath)};
}
