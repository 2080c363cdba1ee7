/**
 * @jest-environment node
 *
 * A new service page is one data file, with no code change: in a throw-away copy of the project (.cache/), a new
 * file under content/services/ passes the content build and makes its page, /services/<file name>, with its
 * sections in the file's order, and the other visa pages link it (tests/support/render-route.tsx renders them
 * from the copy's content, without another `next build`).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

import { copyProject, removeCopy } from "../../scripts/support/project-copy";
import { buildContentIn, renderRoutesIn } from "../support/project-copy";

// A content build and one render of two routes, each in a child process.
jest.setTimeout(120_000);

const service = {
  path: "/services/work-visa",
  title: "Work Visas, Prepared with Your Employer",
  file: "content/services/work-visa.yaml",
  text: `figures:
  applyAhead: 3-6 months
route:
  title: Work Visa
  description: "Work visas for skilled jobs abroad: the employer's part, your documents and when to apply, {applyAhead} before you start."
  menuOrder: 8
hero:
  title: Work Visas, Prepared with Your Employer
  subtitle: A sample service page added as a data file by a test, to prove a new service needs no code change.
  buttons:
    - label: Book Free Consultation
      href: /get-in-touch
      service: visa
sections:
  - kind: cards
    id: routes
    title: Routes We Handle
    items:
      - title: Skilled worker
        description: A sponsored job offer at the required skill level and salary.
  - kind: steps
    id: process
    title: How We Work
    steps:
      - title: Free consultation
        description: We check the job offer against the visa rules, {applyAhead} before your start date.
`,
};

let copyDir = "";
let pages: Record<string, string> = {};

beforeAll(() => {
  copyDir = copyProject(process.cwd(), "service-file");
  writeFileSync(path.join(copyDir, service.file), service.text);
  const content = buildContentIn(copyDir);
  if (content.status !== 0) throw new Error(`The content build refused the new file:\n${content.output}`);
  pages = renderRoutesIn(copyDir, [service.path, "/services/student-visa"]);
});

afterAll(() => removeCopy(copyDir));

test("the new service has a page of its own, its sections in the file's order", () => {
  const page = pages[service.path];
  expect(page).toMatch(new RegExp(`<h1[^>]*>${service.title}</h1>`));
  expect([...page.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1])).toEqual([
    "routes",
    "process",
    "visa-services",
  ]);
  expect(page).toContain("3-6 months before your start date");
});

test("the other visa pages link the new one", () => {
  expect(pages["/services/student-visa"]).toContain(`href="${service.path}"`);
});
