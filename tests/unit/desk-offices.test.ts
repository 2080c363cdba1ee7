/** The desk routes leads to offices by id (contract/desk.ts); they must be the offices the site lists. */
import { staffOffices } from "@/contract/desk";
import { offices } from "@/content/site";

test("every office in content/site.json is a desk office, and no other", () => {
  expect([...staffOffices].sort()).toEqual(offices.map((office) => office.city.toLowerCase()).sort());
});
