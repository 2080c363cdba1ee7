/**
 * @jest-environment node
 */
import { EventJsonLd } from "next-seo";
import { renderToStaticMarkup } from "react-dom/server";

import { JsonLd } from "@/components/seo/json-ld";
import { JobPostingsStructuredData } from "@/components/seo/structured-data";
import { jobOpenings } from "@/content/jobs";
import { jobPostingsJsonLd } from "@/lib/structured-data";
import { jsonLdOf, serializeJsonLd, type JsonLdObject } from "@/lib/json-ld";
import { ist, istIso } from "@/contract/india-time";

const hostile = [
  `</script><script>alert(1)</script>`,
  `</SCRIPT >" onload="alert(2)`,
  `</script/x>`,
  `<!-- <script> -->`,
  `"double" and 'single' quotes, a back\\slash & an ampersand`,
  `line\u2028separator\u2029paragraph`,
].join(" | ");

/** The text of each JSON-LD script element in server-rendered markup, as an HTML parser would delimit it. */
function scriptBodies(markup: string): string[] {
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((match) => match[1]);
}

describe("JSON-LD escaping", () => {
  it("keeps hostile content inside the script element and parses back to the same value", () => {
    const data: JsonLdObject = { "@context": "https://schema.org", "@type": "Event", name: hostile };
    const markup = renderToStaticMarkup(<JsonLd data={data} />);

    // Exactly one element, closed by its own end tag: nothing broke out.
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    expect(markup.endsWith("</script>")).toBe(true);
    const [body] = scriptBodies(markup);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(body).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    expect(JSON.parse(body)).toEqual(data);
  });

  it("escapes next-seo-shaped data the same way", () => {
    const data = jsonLdOf(EventJsonLd, {
      name: hostile,
      startDate: istIso(ist("2026-11-21T11:00:00")),
      location: hostile,
    });
    const markup = renderToStaticMarkup(<JsonLd data={data} />);
    const [body] = scriptBodies(markup);
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(body)).toMatchObject({ "@type": "Event", name: hostile, location: { name: hostile } });
  });

  it("renders the job postings' HTML descriptions escaped, one script per posting", () => {
    const markup = renderToStaticMarkup(<JobPostingsStructuredData openings={jobOpenings} />);
    const bodies = scriptBodies(markup);
    expect(bodies).toHaveLength(jobOpenings.length);
    expect(markup.match(/<\/script/gi)).toHaveLength(jobOpenings.length);
    bodies.forEach((body, index) => {
      expect(body).not.toContain("<");
      expect(JSON.parse(body)).toEqual(jobPostingsJsonLd(jobOpenings)[index]);
    });
  });

  it("serializes to plain JSON otherwise", () => {
    expect(serializeJsonLd({ "@type": "Thing", name: "Rs 25,000" })).toBe('{"@type":"Thing","name":"Rs 25,000"}');
  });
});
