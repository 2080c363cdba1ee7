/**
 * @jest-environment node
 *
 * The post-build step that marks the scripts each page runs on load for eager
 * compilation: exactly those chunks get the hint, once, as their first line, and
 * a source map still points at the right lines.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { addCompileHints, compileHint, shiftedSourceMap, startupChunks } from "@/scripts/build/compile-hints";

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = (...tags: string[]) => `<!DOCTYPE html><html><head>${tags.join("")}</head><body><p>Visa</p></body></html>`;
const asyncScript = (name: string) => `<script src="${chunk(name)}" async=""></script>`;

describe("startupChunks", () => {
  it("names the async chunk scripts, not the noModule polyfills, preloads or other scripts", () => {
    const html = page(
      `<link rel="preload" as="script" fetchPriority="low" href="${chunk("late")}"/>`,
      asyncScript("framework"),
      `<script src="${chunk("polyfills")}" noModule=""></script>`,
      `<script src="${chunk("blocking")}"></script>`,
      `<script src="/pagefind/pagefind.js" async=""></script>`,
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
      asyncScript("late"),
    );
    expect(startupChunks(html)).toEqual([chunk("framework"), chunk("late")]);
  });
});

describe("shiftedSourceMap", () => {
  it("moves every mapping one generated line down", () => {
    expect(JSON.parse(shiftedSourceMap('{"version":3,"mappings":"AAAA;AACA"}')).mappings).toBe(";AAAA;AACA");
  });

  it("moves each section of an index map one line down", () => {
    const map = { version: 3, sections: [{ offset: { line: 0, column: 0 } }, { offset: { line: 4, column: 2 } }] };
    const lines = JSON.parse(shiftedSourceMap(JSON.stringify(map))).sections.map(
      (section: { offset: { line: number } }) => section.offset.line,
    );
    expect(lines).toEqual([1, 5]);
  });
});

describe("addCompileHints", () => {
  let outDir: string;
  const chunkFile = (name: string) => path.join(outDir, chunk(name));
  const read = (file: string) => readFileSync(file, "utf8");

  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(outDir, "_next/static/chunks"), { recursive: true });
    mkdirSync(path.join(outDir, "services"));
    writeFileSync(path.join(outDir, "index.html"), page(asyncScript("framework"), asyncScript("home")));
    writeFileSync(path.join(outDir, "services/student-visa.html"), page(asyncScript("framework")));
    for (const name of ["framework", "home", "navigation-only"])
      writeFileSync(chunkFile(name), `(()=>{/*${name}*/})();`);
    writeFileSync(`${chunkFile("framework")}.map`, '{"version":3,"mappings":"AAAA"}');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("puts the hint first in each chunk a page runs on load, once, and leaves the others lazy", () => {
    expect(addCompileHints(outDir)).toEqual({ chunks: 2, bytesAdded: 2 * compileHint.length });
    expect(read(chunkFile("framework"))).toBe(`${compileHint}(()=>{/*framework*/})();`);
    expect(read(chunkFile("home"))).toBe(`${compileHint}(()=>{/*home*/})();`);
    expect(read(chunkFile("navigation-only"))).toBe("(()=>{/*navigation-only*/})();");
    expect(JSON.parse(read(`${chunkFile("framework")}.map`)).mappings).toBe(";AAAA");
  });

  it("changes nothing when run again", () => {
    addCompileHints(outDir);
    const before = ["framework", "home"].map((name) => read(chunkFile(name)));
    expect(addCompileHints(outDir)).toEqual({ chunks: 0, bytesAdded: 0 });
    expect(["framework", "home"].map((name) => read(chunkFile(name)))).toEqual(before);
    expect(JSON.parse(read(`${chunkFile("framework")}.map`)).mappings).toBe(";AAAA");
  });
});
