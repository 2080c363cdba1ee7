import { RelatedPages } from "@/components/sections/related-pages";
import type { RoutePath } from "@/content/routes";
import { servicesPage } from "@/content/services-overview";
import { visaServiceRoutes } from "@/lib/navigation";

type VisaServicesProps = {
  /** The visa page showing the band, left out of it. */
  current?: RoutePath;
  tone?: "plain" | "muted";
};

/** The visa service pages, linked from /services and from each other (visa extension beside the rest). */
export function VisaServices({ current, tone = "muted" }: VisaServicesProps) {
  return (
    <RelatedPages
      id="visa-services"
      title={servicesPage.visaServicesHeading}
      routes={visaServiceRoutes()}
      current={current}
      tone={tone}
    />
  );
}
