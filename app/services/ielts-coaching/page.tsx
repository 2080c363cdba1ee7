import { PageHero } from "@/components/layout/page-hero";
import { ServiceLink } from "@/components/guides/service-link";
import { BandGuide } from "@/components/services/band-guide";
import { CardGrid } from "@/components/services/card-grid";
import { CourseOptionCard } from "@/components/services/course-option-card";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { FiguresTable } from "@/components/services/figures-table";
import { FigureGrid } from "@/components/services/figure-grid";
import { HeroBadges } from "@/components/services/hero-badges";
import { TestimonialCard } from "@/components/services/testimonial-card";
import { TipsList } from "@/components/services/tips-list";
import type { Column } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { ielts as page } from "@/content/ielts";
import type { CourseOption } from "@/content/ielts";
import { isoMinutes, minutesText } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";
import { formatMoney } from "@/lib/money";
import { IeltsCoursesStructuredData } from "@/components/seo/structured-data";

export const metadata = pageMetadata("/services/ielts-coaching");

const courseColumns: readonly Column<CourseOption>[] = [
  { header: "Course", cell: (course) => course.type },
  { header: "Duration", cell: (course) => course.duration },
  { header: "Classes", cell: (course) => course.schedule },
  { header: "Batch size", cell: (course) => course.batchSize },
  { header: "Price", cell: (course) => formatMoney(course.price), className: "whitespace-nowrap" },
];

export default function IeltsCoachingPage() {
  return (
    <>
      <PageHero
        path="/services/ielts-coaching"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={[page.ctas.enroll, page.ctas.demo]} />}
        aside={<HeroBadges badges={page.hero.badges} />}
      />

      <Section id="modules" title={page.modules.title} intro={page.modules.intro}>
        <CardGrid
          items={page.modules.items.map((module) => ({
            title: module.title,
            description: module.description,
            chips: [module.duration, module.questions],
          }))}
          columns={4}
        />
        <p className="mt-8 text-lg text-brand-950">
          Total test time:{" "}
          <time dateTime={isoMinutes(page.modules.totalMinutes)} className="font-semibold whitespace-nowrap">
            {minutesText(page.modules.totalMinutes)}
          </time>
        </p>
      </Section>

      <Section id="why-us" tone="muted" title={page.reasons.title}>
        <CardGrid items={page.reasons.items} />
      </Section>

      <Section id="courses" title={page.courses.title} intro={page.courses.intro}>
        <FiguresTable
          caption="IELTS course options: duration, classes, batch size and price"
          columns={courseColumns}
          rows={page.courses.items}
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {page.courses.items.map((course) => (
            <li key={course.type}>
              <CourseOptionCard course={course} enroll={page.courses.enroll} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="band-guide" tone="muted" title={page.bands.title} intro={page.bands.intro}>
        <BandGuide bands={page.bands.items} ready={{ from: page.bands.readyFrom, label: page.bands.readyLabel }} />
        <ServiceLink label="Work out your band from practice scores" href="/tools/ielts-band" />
      </Section>

      <Section id="results" tone="brand" title={page.success.title}>
        <FigureGrid
          tone="brand"
          figures={page.success.stats.map((stat) => ({
            value: stat.number,
            label: stat.label,
            description: "description" in stat ? stat.description : undefined,
          }))}
        />
      </Section>

      <Section id="tips" title={page.tips.title}>
        <TipsList tips={page.tips.items} columns={2} />
      </Section>

      <Section id="testimonials" tone="muted" title={page.testimonials.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.testimonials.items.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta surface="light" {...page.cta} />
      <IeltsCoursesStructuredData />
    </>
  );
}
