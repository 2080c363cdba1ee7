import { IconList } from "@/components/sections/icon-list";
import { ButtonLink } from "@/components/ui/button";
import type { Cta } from "@/content/schemas/primitives";
import type { CourseOption } from "@/content/schemas/services";
import { formatMoney } from "@/lib/money";
import { ctaHref } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { moneyWordsIn } from "@/lib/i18n/words";
import { words } from "@/lib/i18n/words";

type CourseOptionCardProps = {
  course: CourseOption;
  enroll: Cta;
};

/** One coaching course: price, schedule, what is included and the enrolment button. */
export function CourseOptionCard({ course, enroll }: CourseOptionCardProps) {
  const label = words("guide");
  const details = [
    { label: label("duration"), value: course.duration },
    { label: label("classes"), value: course.schedule },
    { label: label("batchSize"), value: course.batchSize },
  ];
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm",
        course.highlighted ? "border-accent-400 ring-2 ring-accent-400" : "border-slate-200",
      )}
    >
      <h3 className="text-xl font-bold text-brand-950">{course.type}</h3>
      <p className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">
        {formatMoney(course.price, { standalone: true, words: moneyWordsIn() })}
      </p>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-y border-slate-100 py-4 text-sm">
        {details.map((detail, index) => (
          <div key={index} className="flex flex-col">
            <dt className="text-slate-600">{detail.label}</dt>
            <dd className="order-last font-semibold text-brand-950">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <IconList
        items={course.features}
        iconClassName="text-accent-700"
        className="mt-5 flex-1 space-y-2 text-sm text-slate-700"
      />
      <ButtonLink href={ctaHref(enroll)} variant={course.highlighted ? "accent" : "primary"} className="mt-6 w-full">
        {enroll.label}
        <span className="sr-only">: {course.type} course</span>
      </ButtonLink>
    </article>
  );
}
