/** The desk routes leads to offices by id (contract/desk.ts); they must be the offices the site lists. */
import { officeIdOf, staffOffices } from "@/contract/desk";
import { offices } from "@/content/site";

test("every office in content/site.json is a desk office, and no other", () => {
  expect(offices.map((office) => officeIdOf(office.city)).sort()).toEqual([...staffOffices].sort());
});

test("a city that is no desk office has no id", () => {
  expect(officeIdOf("Delhi")).toBeUndefined();
});
