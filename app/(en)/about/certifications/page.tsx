import { CertificationList } from "@/components/about/certification-list";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { certificationsOfKind, certificationsPage } from "@/content/certifications";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/about/certifications");

export default function CertificationsPage() {
  return (
    <>
      <PageHero
        path="/about/certifications"
        title={certificationsPage.heading}
        intro={<p>{certificationsPage.intro}</p>}
      />

      <Section
        id="industry-certifications"
        title={certificationsPage.certificationsHeading}
        intro={certificationsPage.certificationsIntro}
      >
        <CertificationList items={certificationsOfKind("certification")} />
      </Section>

      <Section
        id="professional-memberships"
        tone="muted"
        title={certificationsPage.membershipsHeading}
        intro={certificationsPage.membershipsIntro}
      >
        <CertificationList items={certificationsOfKind("membership")} />
        <p className="mt-8 text-sm text-slate-600">{certificationsPage.sampleNote}</p>
      </Section>
    </>
  );
}
