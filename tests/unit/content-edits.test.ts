/**
 * @jest-environment node
 *
 * A counsellor publishes an opening, a post or a service page by adding one data file, with no code change: in a
 * throw-away copy of the project (.cache/), a new job opening, a new blog post and a new service page pass the
 * content build and reach their pages, rendered from the copy's content (tests/support/render-route.tsx)
 * without another `next build`: the openings list, the blog list, the post's own page, the feed, the service's
 * page with its sections in the file's order, and the other visa pages' links to it. A wrong field failing the
 * content build, naming file and field, is content-validation.test.ts.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

import { copyProject, removeCopy } from "../../scripts/support/project-copy";
import { buildContentIn, renderRoutesIn } from "../support/project-copy";
import { ist, istIso } from "@/contract/india-time";

// A content build and one render of six routes, each in a child process.
jest.setTimeout(120_000);

/**
 * The pages are rendered as a build on this day renders them (tests/support/render-route.tsx), so the new
 * opening is open and the new post published whatever day the tests run.
 */
const builtAt = istIso(ist("2026-11-28T12:00:00"));
const postedOn = "2026-11-27";

const opening = {
  file: "content/careers/jobs/counsellor-content-edit-vadodara.yaml",
  title: "Student Counsellor (content edit test)",
  text: `position: Student Counsellor (content edit test)
department: Counselling
openings: 1
office: vadodara
employmentType: FULL_TIME
experience:
  min: 1
  max: 3
description: Guide students from their first consultation to their offer letters, added as a data file by a test.
requirements:
  - A graduate degree in any discipline
  - Clear spoken English, Hindi and Gujarati
datePosted: ${postedOn}
validThrough: 2027-01-27
positionValue: education-consultant
`,
};

const post = {
  file: "content/resources/blog/content-edit-scholarship-deadlines.md",
  path: "/resources/blog/content-edit-scholarship-deadlines",
  title: "Scholarship Deadlines to Note This Season (content edit test)",
  text: `---
title: Scholarship Deadlines to Note This Season (content edit test)
slug: content-edit-scholarship-deadlines
date: ${postedOn}
author: ritu-agarwal
reviewer: anjali-desai
category: Funding
summary: A post added as a Markdown file by the content edit test, to prove a new post needs no code change.
sources:
  - title: Scholarships and study in Germany (DAAD)
    url: https://www.daad.de/en/
---

Scholarship deadlines arrive months before the intake they fund. This sample post was written by a test.

## What to do now

List the scholarships you qualify for, note each deadline and prepare your documents early.
`,
};

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
  copyDir = copyProject(process.cwd(), "content-edits");
  for (const { file, text } of [opening, post, service]) writeFileSync(path.join(copyDir, file), text);
  const content = buildContentIn(copyDir);
  if (content.status !== 0) throw new Error(`The content build refused the new files:\n${content.output}`);
  const paths = ["/careers/openings", "/resources/blog", post.path, "/resources/feed.xml", service.path];
  pages = renderRoutesIn(copyDir, [...paths, "/services/student-visa"], { at: builtAt });
});

afterAll(() => removeCopy(copyDir));

test("the new opening is listed on /careers/openings", () => {
  expect(pages["/careers/openings"]).toContain(opening.title);
});

test("the new post is listed on /resources/blog and links its own page", () => {
  expect(pages["/resources/blog"]).toContain(post.title);
  expect(pages["/resources/blog"]).toContain(`href="${post.path}"`);
});

test("the new post has a page of its own", () => {
  expect(pages[post.path]).toMatch(new RegExp(`<h1[^>]*>${post.title.replace(/[()]/g, "\\$&")}</h1>`));
});

test("the feed lists the new post", () => {
  expect(pages["/resources/feed.xml"]).toContain(`${post.path}</link>`);
});

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
