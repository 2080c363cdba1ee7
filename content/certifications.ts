/**
 * Industry certifications and professional memberships (/about/certifications, also listed on /about-us),
 * from content/pages/certifications.yaml. The spec names none, so every entry is a sample to confirm against
 * the real certificates before launch.
 */

import { certificationsPage as content } from "content-collections";

import type { Certification, CertificationKind, CertificationsContent } from "./schemas/about";

export type { Certification, CertificationKind };

const data: CertificationsContent = content;

export const certificationsPage = data.page;

export const certifications: readonly Certification[] = data.items;

export function certificationsOfKind(kind: CertificationKind): Certification[] {
  return certifications.filter((item) => item.kind === kind);
}
