import type { Metadata } from "next";

import { Section } from "@/components/ui/section";
import { site } from "@/content/site";

// The student and parent portal is private: never indexed, in no sitemap (not a registry route, content/routes.ts)
// and no site search (Pagefind skips noindex pages, scripts/build/search-index.ts).
export const metadata: Metadata = {
  title: { default: "Your account", template: `%s | ${site.name}` },
  description: `Your ${site.name} account: your applications, documents and messages with the office.`,
  robots: { index: false, follow: false },
};

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <Section tone="muted" eager className="py-8 sm:py-12">
      <div className="mx-auto max-w-4xl">{children}</div>
    </Section>
  );
}
