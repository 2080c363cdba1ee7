import { ServiceLink } from "@/components/sections/service-link";
import type { Column } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import type { CourseOption } from "@/content/schemas/services";
import { isoMinutes, minutesText } from "@/lib/format";
import { formatMoney } from "@/lib/money";

import { BandGuide } from "./band-guide";
import { CardGrid } from "./card-grid";
import { CourseOptionCard } from "./course-option-card";
import { FiguresTable } from "./figures-table";
import type { ServiceSectionProps } from "./service-section-props";
import { moneyWordsIn } from "@/lib/i18n/words";
import { words } from "@/lib/i18n/words";

/** The parts of the test, each with its length and questions, and the whole test's time. */
export function TestModulesSection({ section, tone }: ServiceSectionProps<"test-modules">) {
  const { id, title, intro, items, totalMinutes } = section;
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <CardGrid
        items={items.map((module) => ({
          title: module.title,
          description: module.description,
          chips: [module.duration, module.questions],
        }))}
        columns={4}
      />
      <p className="mt-8 text-lg text-brand-950">
        Total test time:{" "}
        <time dateTime={isoMinutes(totalMinutes)} className="font-semibold whitespace-nowrap">
          {minutesText(totalMinutes)}
        </time>
      </p>
    </Section>
  );
}

/** The course table's columns, headed in the page's language. */
const courseColumns = (label = words("guide")): readonly Column<CourseOption>[] => [
  { header: label("course"), cell: (course) => course.type },
  { header: label("duration"), cell: (course) => course.duration },
  { header: label("classes"), cell: (course) => course.schedule },
  { header: label("batchSize"), cell: (course) => course.batchSize },
  {
    header: label("price"),
    cell: (course) => formatMoney(course.price, { words: moneyWordsIn() }),
    className: "whitespace-nowrap",
  },
];

/** The courses side by side in a table, then each as a card with its enrolment button. */
export function CoursesSection({ section, tone }: ServiceSectionProps<"courses">) {
  const { id, title, intro, caption, items, enroll } = section;
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <FiguresTable caption={caption} columns={courseColumns()} rows={items} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {items.map((course) => (
          <li key={course.type}>
            <CourseOptionCard course={course} enroll={enroll} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The band scale, with the bands universities ask for marked, and the way to work out one's own band. */
export function BandGuideSection({ section, tone }: ServiceSectionProps<"band-guide">) {
  const { id, title, intro, items, readyFrom, readyLabel, link } = section;
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <BandGuide bands={items} ready={{ from: readyFrom, label: readyLabel }} />
      {link ? <ServiceLink {...link} /> : null}
    </Section>
  );
}
