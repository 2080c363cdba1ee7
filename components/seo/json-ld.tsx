import { serializeJsonLd, type JsonLdObject } from "@/lib/json-ld";

/** One `<script type="application/ld+json">` per schema.org object, strictly escaped (lib/json-ld.ts). */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  const objects = Array.isArray(data) ? data : [data];
  return objects.map((object, index) => (
    <script
      // The list is fixed at build time, so its order is a stable key.
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(object) }}
    />
  ));
}
