/**
 * @jest-environment node
 *
 * A wrong field in a data file fails the content build, naming the file, the field and what was expected.
 * Each case edits one file in a throw-away copy of the project (.cache/) and runs the content build there
 * (`npm run content`, the same build `next build` runs first); scripts/test-content-edits.mjs proves it of a
 * full `next build`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { copyProject, removeCopy } from "../../scripts/lib/project-copy.mjs";

/** Runs the content build in `projectDir`: its exit status and what it printed. */
function buildContent(projectDir: string): { status: number | null; output: string } {
  const script = path.join(process.cwd(), "scripts", "build-content.mjs");
  const result = spawnSync(process.execPath, [script, projectDir], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each case runs a real content build in a child process (about two seconds, more on a busy machine).
jest.setTimeout(60_000);

let copyDir = "";

beforeAll(() => {
  copyDir = copyProject(process.cwd(), "content-validation");
});

afterAll(() => removeCopy(copyDir));

/** Replaces `from` with `to` in a copied file, builds, puts the file back and returns what the build said. */
function buildAfter(file: string, from: string | RegExp, to: string): { status: number | null; output: string } {
  const target = path.join(copyDir, file);
  const original = readFileSync(target, "utf8");
  const edited = original.replace(from, to);
  expect(edited).not.toBe(original);
  writeFileSync(target, edited);
  try {
    return buildContent(copyDir);
  } finally {
    writeFileSync(target, original);
  }
}

describe("the content build", () => {
  it("passes on the project's content", () => {
    expect(buildContent(copyDir)).toMatchObject({ status: 0 });
  });

  test.each([
    [
      "a date written the Indian way",
      "content/careers/jobs/ielts-trainer-mumbai.yaml",
      /^validThrough: .*$/m,
      "validThrough: 31/01/2027",
      ["validThrough", "expected a date as YYYY-MM-DD"],
    ],
    [
      "a fee typed as text",
      "content/pages/student-visa.yaml",
      /amount: 650\n/,
      'amount: "650 dollars"\n',
      ["countries.rows[0].fee.amount", "expected number, received string"],
    ],
    [
      "a misspelt field",
      "content/team.yaml",
      "experienceYears: 20",
      "experienceYrs: 20",
      ["members[0]", 'Unrecognized key: "experienceYrs"'],
    ],
    [
      "a link to a page that does not exist",
      "content/pages/home.yaml",
      "href: /get-in-touch",
      "href: /get-in-tuoch",
      ["hero.primaryCta.href", "expected a page of this site"],
    ],
    [
      "a post by someone not on the team",
      "content/resources/news/uk-graduate-route-explained.md",
      "author: karan-malhotra",
      "author: karan-malhotr",
      ["author", "is no team member"],
    ],
    [
      "a placeholder naming no figure",
      "content/guides/canada.yaml",
      "Study permit {studyPermitFee}",
      "Study permit {studyPermitFees}",
      ["hero.badges[0]", "unknown figure {studyPermitFees}"],
    ],
    [
      "a job at an office that does not exist",
      "content/careers/jobs/ielts-trainer-mumbai.yaml",
      "location: Mumbai",
      "location: Pune",
      ["location", '"Pune" is not an office'],
    ],
  ])("fails on %s, naming file and field", (_case, file, from, to, expected) => {
    const { status, output } = buildAfter(file, from, to);
    expect(status).toBe(1);
    expect(output).toContain("Content: 1 problem(s)");
    for (const part of [file, ...expected]) expect(output).toContain(part);
  });
});
