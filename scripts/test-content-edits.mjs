#!/usr/bin/env node
// "Content edits" (a step of `npm test`): in a throw-away copy of the project,
//  1. add a seventh job opening and a new blog post as data files, build the site (content build and
//     `next build`) and run the unit tests unchanged: all must pass, and the export must show both;
//  2. give the new opening a wrong field and build again: the build must fail, naming the file and the field.
// Usage: node scripts/test-content-edits.mjs [--keep]   (--keep leaves the copy under .cache/ to inspect)
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { copyProject, removeCopy } from "./lib/project-copy.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextBin = path.join(projectDir, "node_modules", "next", "dist", "bin", "next");
const jestBin = path.join(projectDir, "node_modules", "jest", "bin", "jest.js");
const keep = process.argv.includes("--keep");

const jobFile = "content/careers/jobs/counsellor-test-edit-vadodara.yaml";
const postFile = "content/resources/blog/test-edit-scholarship-deadlines.md";

const today = new Date();
const isoDay = (date) => date.toISOString().slice(0, 10);
const inDays = (days) => isoDay(new Date(today.getTime() + days * 86_400_000));

const job = `position: Student Counsellor (content edit test)
department: Counselling
openings: 1
location: Vadodara
employmentType: FULL_TIME
experience:
  min: 1
  max: 3
description: Guide students from their first consultation to their offer letters, added as a data file by a test.
requirements:
  - A graduate degree in any discipline
  - Clear spoken English, Hindi and Gujarati
datePosted: ${inDays(-1)}
validThrough: ${inDays(60)}
positionValue: education-consultant
`;

const post = `---
title: Scholarship Deadlines to Note This Season (content edit test)
slug: test-edit-scholarship-deadlines
date: ${inDays(-1)}
author: ritu-agarwal
reviewer: anjali-desai
category: Funding
summary: A post added as a Markdown file by the content edit test, to prove a new post needs no code change.
sources:
  - title: Scholarships and study in Germany (DAAD)
    url: https://www.daad.de/en/
---

Scholarship deadlines arrive months before the intake they fund. This sample post was written by a test:
it proves that a counsellor can publish a post by adding one Markdown file, with no change to the code.

## What to do now

List the scholarships you qualify for, note each deadline and prepare your documents early.
`;

function run(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  console.log(`  ${label}: exit ${result.status} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { status: result.status, output };
}

class EditTestFailure extends Error {}

/** Stops the test with what went wrong and the end of the command's output. */
function fail(message, output = "") {
  throw new EditTestFailure(output ? `${message}\n\n${output.split("\n").slice(-60).join("\n")}` : message);
}

const copyDir = copyProject(projectDir, "content-edits");
console.log(`Content edits in ${path.relative(projectDir, copyDir)}`);
try {
  writeFileSync(path.join(copyDir, jobFile), job);
  writeFileSync(path.join(copyDir, postFile), post);

  console.log("1. A seventh opening and a new blog post, as data files only:");
  const build = run("next build", process.execPath, [nextBin, "build"], copyDir);
  if (build.status !== 0) fail("the build failed with the new opening and post", build.output);
  const page = (name) => readFileSync(path.join(copyDir, "out", name), "utf8");
  if (!page("careers/openings.html").includes("Student Counsellor (content edit test)")) {
    fail("/careers/openings does not show the new opening");
  }
  if (!page("resources/blog.html").includes("Scholarship Deadlines to Note This Season (content edit test)")) {
    fail("/resources/blog does not show the new post");
  }
  // The post has a page of its own and joins the feed, with no code change either.
  if (!page("resources/blog/test-edit-scholarship-deadlines.html").includes("<h1")) {
    fail("/resources/blog/test-edit-scholarship-deadlines is not exported as an article page");
  }
  if (!page("resources/feed.xml").includes("/resources/blog/test-edit-scholarship-deadlines</link>")) {
    fail("the feed does not list the new post");
  }
  console.log("  the export shows the new opening and the new post, on its list, its own page and the feed");
  const jest = run("unit tests (unchanged)", process.execPath, [jestBin, "--ci"], copyDir);
  if (jest.status !== 0) fail("the unit tests fail with the new opening and post", jest.output);
  const counts = jest.output.match(/Tests:\s+.*/)?.[0] ?? "";
  console.log(`  ${counts}`);

  console.log("2. The new opening with a wrong field:");
  writeFileSync(path.join(copyDir, jobFile), job.replace(/^validThrough: .*$/m, "validThrough: 31/01/2027"));
  const broken = run("next build", process.execPath, [nextBin, "build"], copyDir);
  const named = [jobFile, "validThrough", "expected a date as YYYY-MM-DD"];
  if (broken.status === 0) fail("the build passed with validThrough: 31/01/2027");
  const missing = named.filter((part) => !broken.output.includes(part));
  if (missing.length > 0) fail(`the build failed without naming ${missing.join(", ")}`, broken.output);
  const report = broken.output.split("\n").find((line) => line.includes("validThrough"));
  console.log(`  failed as it should, naming the file and the field: ${report?.trim()}`);
  console.log("\n✓ Content edits: new data files build and pass the tests; a wrong field fails the build.");
} catch (error) {
  if (!(error instanceof EditTestFailure)) throw error;
  console.error(`\n✗ Content edits: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`Kept ${copyDir}`);
  else removeCopy(copyDir);
}
