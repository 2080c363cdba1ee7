import { words } from "@/lib/i18n/words";
import type { Column } from "@/components/ui/data-table";
import { fieldColumn } from "@/components/ui/indicative";
import type { CityWeather, CountryGuide } from "@/content/country-guides";

import { NoteTableSection } from "./note-table-section";
import type { GuideTone } from "./section-tone";

type ClimateTableProps = NonNullable<CountryGuide["climate"]> & { tone: GuideTone };

/** Average winter low and summer high per city, in °C. */
export function ClimateTable({ title, note, cities, tone }: ClimateTableProps) {
  const columns: Column<CityWeather>[] = [
    { header: words("guide")("city"), cell: (city) => city.city },
    fieldColumn(cities, "min", words("guide")("minTemp"), { className: "tabular-nums" }),
    fieldColumn(cities, "max", words("guide")("maxTemp"), { className: "tabular-nums" }),
  ];
  return (
    <NoteTableSection
      id="climate"
      title={title}
      note={note}
      tone={tone}
      caption={words("guide")("temperatures")}
      columns={columns}
      rows={cities}
    />
  );
}
