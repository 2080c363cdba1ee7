// A throwaway self-signed certificate for a loopback HTTPS server (the host tests' nginx, the bench's HTTP/2
// runs): made by openssl into the given folder, valid for a day, trusted by nothing.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";

export const opensslPath = "/usr/bin/openssl";

export type Certificate = { certificate: string; certificateKey: string };

export function selfSignedCertificate(dir: string): Certificate {
  const certificate = path.join(dir, "loopback-cert.pem");
  const certificateKey = path.join(dir, "loopback-key.pem");
  const result = spawnSync(
    opensslPath,
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-keyout", certificateKey, "-out", certificate],
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl could not make the loopback certificate:\n${result.stderr}`);
  return { certificate, certificateKey };
}

/**
 * The base64 SHA-256 of the certificate's public key: what Chromium's --ignore-certificate-errors-spki-list
 * takes to treat this one certificate as valid (the page then counts as HTTPS, as it would with a real one).
 */
export function publicKeyHash({ certificate }: Certificate): string {
  const publicKey = spawnSync(opensslPath, ["x509", "-pubkey", "-noout", "-in", certificate]).stdout;
  const der = spawnSync(opensslPath, ["pkey", "-pubin", "-outform", "der"], { input: publicKey }).stdout;
  return createHash("sha256").update(der).digest("base64");
}
