import type { OfficialSource } from "@/content/schemas/primitives";
import type { SectionOfKind, ServiceSectionKind } from "@/content/schemas/services";

/** A band's background: service sections alternate plain and muted, and a figures band may be brand. */
export type SectionTone = "plain" | "muted" | "brand";

/** What each section component of a service page gets (components/services/service-sections.tsx). */
export type ServiceSectionProps<Kind extends ServiceSectionKind> = {
  section: SectionOfKind<Kind>;
  tone: SectionTone;
  /** The page's official sources, listed with a figures note. */
  sources?: readonly OfficialSource[];
};
