import { words } from "@/lib/i18n/words";
import { type Column, DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";
import type { University } from "@/content/country-guides";

import { fieldColumn } from "@/components/ui/indicative";
import type { GuideTone } from "./section-tone";

type UniversityTableProps = CountryGuide["universities"] & { tone: GuideTone };

/** The guide's top universities: name, location, then whichever of ranking, minimum IELTS and tuition it gives. */
export function UniversityTable({ title, intro, items, tone }: UniversityTableProps) {
  const optional = [
    { header: words("guide")("ranking"), field: "ranking" },
    { header: words("guide")("minIelts"), field: "ielts" },
    { header: words("guide")("tuition"), field: "tuition" },
  ] as const;
  const shown = optional.filter(({ field }) => items.some((university) => university[field] !== undefined));
  // A university's note (e.g. "semester contribution only") qualifies the last figure in its row.
  const note = (university: University) =>
    university.note ? <span className="mt-1 block text-xs text-slate-600">{university.note}</span> : null;

  // Distinct from the section heading, so the table's scroll region and the section are not two regions of one name.
  const caption = `Universities by location, ${shown.map(({ header }) => header.toLowerCase()).join(" and ")}`;

  // Narrower cell padding on a phone keeps three columns within the screen.
  const cellPadding = "px-3 sm:px-4";
  const columns: Column<University>[] = [
    {
      header: words("guide")("university"),
      className: cellPadding,
      cell: (university) => (
        <>
          {university.name}
          {/* On a phone the location moves under the name, so the figures fit without scrolling. */}
          <span className="mt-1 block font-normal text-slate-600 sm:hidden">{university.location}</span>
        </>
      ),
    },
    {
      header: words("guide")("location"),
      className: "hidden sm:table-cell",
      cell: (university) => university.location,
    },
    ...shown.map(({ header, field }, index) =>
      fieldColumn(items, field, header, {
        className: cellPadding,
        suffix: index === shown.length - 1 ? note : undefined,
      }),
    ),
  ];

  return (
    <Section id="universities" title={title} intro={<p>{intro}</p>} tone={tone}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={items}
        className="[&>table]:min-w-0 sm:[&>table]:min-w-[36rem]"
      />
    </Section>
  );
}
