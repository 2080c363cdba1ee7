/**
 * @jest-environment node
 *
 * A wrong field in a data file fails the content build, naming the file, the field and what was expected.
 * Each case edits one file in a throw-away copy of the project (.cache/) and runs the content build there
 * (`npm run content`, the same build `next build` runs first, which stops there on the same problems).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { copyProject, removeCopy } from "../../scripts/support/project-copy";
import { buildContentIn, type Run } from "../support/project-copy";

/** The first data file of a folder that counsellors fill through /admin (any one shows the rule). */
const firstFileIn = (folder: string) => `${folder}/${readdirSync(folder).sort()[0]}`;
const anOpening = firstFileIn("content/careers/jobs");
const aNewsPost = firstFileIn("content/resources/news");
const anEvent = firstFileIn("content/resources/events");

// Each case runs a real content build in a child process (about two seconds, more on a busy machine).
jest.setTimeout(60_000);

let copyDir = "";

beforeAll(() => {
  copyDir = copyProject(process.cwd(), "content-validation");
});

afterAll(() => removeCopy(copyDir));

type Mistake = [what: string, file: string, from: string | RegExp, to: string, expected: string[]];

/** Makes every mistake in the copied files at once, builds, puts the files back and returns what the build said. */
function buildAfter(mistakes: readonly Mistake[]): Run {
  const originals = new Map<string, string>();
  for (const [, file, from, to] of mistakes) {
    const target = path.join(copyDir, file);
    if (!originals.has(target)) originals.set(target, readFileSync(target, "utf8"));
    const before = readFileSync(target, "utf8");
    const edited = before.replace(from, to);
    expect(edited).not.toBe(before);
    writeFileSync(target, edited);
  }
  try {
    return buildContentIn(copyDir);
  } finally {
    for (const [target, original] of originals) writeFileSync(target, original);
  }
}

describe("the content build", () => {
  it("passes on the project's content", () => {
    expect(buildContentIn(copyDir)).toMatchObject({ status: 0 });
  });

  // A build takes seconds: one build per kind of check, with every mistake of that kind in it.
  const mistakes: Mistake[] = [
    [
      "a date written the Indian way",
      anOpening,
      /^validThrough: .*$/m,
      "validThrough: 31/01/2027",
      ["validThrough", "expected a date as YYYY-MM-DD"],
    ],
    [
      "a fee typed as text",
      "content/services/student-visa.yaml",
      /amount: 650\n/,
      'amount: "650 dollars"\n',
      ["sections[1].rows[0].fee.amount", "expected number, received string"],
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
      aNewsPost,
      /^author: .*$/m,
      "author: nobody-on-the-team",
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
      "a first-year cost whose period is unknown (a monthly budget counted as a year)",
      "content/guides/germany.yaml",
      "notation: unit, per: month }",
      "notation: unit }",
      ["costs.items[0] (Monthly budget)", "tagged firstYear: living but its cost has no period", "per: once"],
    ],
    [
      "an event at an office that does not exist",
      anEvent,
      /^ {2}office: .*$/m,
      "  office: atlantis",
      ["location.office", 'expected one of "vadodara"|"surat"|"mumbai"'],
    ],
    // Translations (content/i18n/translation-overlay.ts): the English file's keys, placeholders and figures.
    [
      "a Gujarati guide without one of its English keys",
      "content/guides/germany.gu.yaml",
      /^ {2}navLabel: .*\n/m,
      "",
      ["route.navLabel: missing key", 'English: "Germany"'],
    ],
    [
      "a Hindi form text with a figure of its own",
      "content/i18n/forms.hi.yaml",
      "हमें बताइए",
      "5 मिनट में हमें बताइए",
      ["getInTouchPage.intro", "the number(s) 5 are not in the English text"],
    ],
    [
      "a Hindi label that drops its placeholder",
      "content/i18n/site.hi.yaml",
      "{city}",
      "",
      ["footer.office", "placeholders none, expected those of the English: {city}"],
    ],
  ];
  // Checks across files (who wrote a post) run once every file has passed its own schema.
  const acrossFiles = new Set(["a post by someone not on the team"]);
  const kinds = [
    mistakes.filter(([what]) => !acrossFiles.has(what)),
    mistakes.filter(([what]) => acrossFiles.has(what)),
  ];
  /** What the build said, by mistake. */
  const builds = new Map<string, Run>();
  beforeAll(() => {
    for (const kind of kinds) {
      const run = buildAfter(kind);
      for (const [what] of kind) builds.set(what, run);
    }
  });

  test.each(kinds.map((kind) => [kind.length, kind] as const))("fails on %i mistakes, counting each", (count, kind) => {
    const build = builds.get(kind[0][0])!;
    expect(build.status).toBe(1);
    expect(build.output).toContain(`Content: ${count} problem(s)`);
  });

  test.each(mistakes)("names %s by file and field", (what, file, _from, _to, expected) => {
    const build = builds.get(what)!;
    // The problem's own paragraph: its file, then what is wrong where.
    const problem = build.output
      .split("\n\n")
      .find((paragraph) => paragraph.includes(file) && paragraph.includes(expected[0]));
    expect(problem ?? build.output).toContain(file);
    for (const part of expected) expect(problem).toContain(part);
  });
});
