/**
 * @jest-environment node
 *
 * The post-build step that gives the export's classes short names: the
 * stylesheet, the markup and the payload must keep agreeing, a class a script
 * can set must still match by its long name, and nothing else may change.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { applyEdits, inlineFlightScript, parseFlightRows, readInlineFlight, rowText } from "@/lib/build/flight-payload";
import {
  classNamesInScript,
  markupClassWords,
  payloadClassNameEdits,
  payloadWords,
  planClassNames,
  renameClassList,
  renameStylesheetClasses,
  shortClassNames,
  shortenClassNames,
  stylesheetClassNames,
} from "@/lib/build/short-class-names";

const css =
  ".flex{display:flex}.hover\\:underline:hover{text-decoration:underline}" +
  ".group-hover\\:block:is(:where(.group):hover *){display:block}" +
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.space-y-2>:not(:last-child){margin-bottom:.5rem}" +
  '@media (width>=40rem){.sm\\:grid{display:grid}}.a\\:b::after{content:"x.y"}';

describe("stylesheetClassNames", () => {
  it("reads every class of every selector, unescaped, inside :where() and media queries too, and no file name or string", () => {
    expect([...stylesheetClassNames(css)].sort()).toEqual(
      ["[&_svg]:size-4", "a:b", "flex", "group", "group-hover:block", "hover:underline", "sm:grid", "space-y-2"].sort(),
    );
  });
});

describe("renameStylesheetClasses", () => {
  const short = new Map([
    ["flex", "b"],
    ["group", "c"],
    ["group-hover:block", "d"],
    ["[&_svg]:size-4", "f"],
    ["sm:grid", "g"],
  ]);

  it("renames each shortened class wherever it appears, and leaves other classes and declarations alone", () => {
    const renamed = renameStylesheetClasses(css, { short, keepLong: new Set() });
    expect(renamed).toContain(".b{display:flex}");
    expect(renamed).toContain(".d:is(:where(.c):hover *){display:block}");
    expect(renamed).toContain(".f svg{width:1rem}");
    expect(renamed).toMatch(/@media \(width>=40rem\)\{\.g\{display:grid\}\}/);
    expect(renamed).toContain(".hover\\:underline:hover");
    expect(renamed).toContain('content:"x.y"');
    expect([...stylesheetClassNames(renamed)].sort()).toEqual(
      ["a:b", "b", "c", "d", "f", "g", "hover:underline", "space-y-2"].sort(),
    );
  });

  it("matches a class scripts set by both names, at the specificity of one class", () => {
    const renamed = renameStylesheetClasses(css, { short, keepLong: new Set(["flex", "group", "[&_svg]:size-4"]) });
    // In the selector's own compounds, one selector per name, so each rule is filed under a class.
    expect(renamed).toContain(".flex,.b{display:flex}");
    // The long name stays escaped: unescaped, it would be another selector and only the short name would match.
    expect(renamed).toContain(".\\[\\&_svg\\]\\:size-4 svg,.f svg{width:1rem}");
    // Inside a pseudo-class, one selector with both names.
    expect(renamed).toContain(".d:is(:where(:is(.group,.c)):hover *)");
    expect(stylesheetClassNames(renamed)).toContain("[&_svg]:size-4");
  });
});

describe("renameClassList and markupClassWords", () => {
  const short = new Map([
    ["flex", "b"],
    ["[&_svg]:size-4", "f"],
  ]);

  it("renames the words it knows and keeps the rest as written", () => {
    expect(renameClassList("flex  lucide [&_svg]:size-4", short)).toBe("b  lucide f");
  });

  it("reads class attributes with their entities decoded, and not the text of scripts or styles", () => {
    const html =
      '<div class="flex [&amp;_svg]:size-4"><p class="lucide">a class="x" b</p></div>' +
      "<script>document.body.innerHTML = '<i class=\"from-script\">'</script><style>.q{}</style>";
    expect(markupClassWords(html)).toEqual(["flex", "[&_svg]:size-4", "lucide"]);
  });
});

describe("payloadWords and payloadClassNameEdits", () => {
  const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
  const payload = Buffer.from(
    [
      `1:"$Sreact.fragment"\n`,
      textRow("2", "Études flex"),
      `0:["$","div",null,{"className":"flex hover:underline","title":"flex is a word here","children":["$","$L3",null,{"className":"[&_svg]:size-4"}]}]\n`,
      `4:["$","p",null,{"children":"\\"className\\":\\"flex\\""}]\n`,
    ].join(""),
  );

  it("tells class names from every other string", () => {
    const { classNames, otherStrings } = payloadWords(payload);
    expect(classNames).toEqual(["flex", "hover:underline", "[&_svg]:size-4"]);
    expect(otherStrings).toEqual(expect.arrayContaining(["Études", "flex", "is", "word"]));
  });

  it("renames classNames only, keeping every row's length right", () => {
    const short = new Map([
      ["flex", "b"],
      ["[&_svg]:size-4", "f"],
    ]);
    const result = applyEdits(payload, payloadClassNameEdits(payload, short)).payload;
    const rows = parseFlightRows(result);
    expect(rows.map((row) => rowText(result, row))).toEqual([
      '"$Sreact.fragment"',
      "Études flex",
      '["$","div",null,{"className":"b hover:underline","title":"flex is a word here","children":["$","$L3",null,{"className":"f"}]}]',
      '["$","p",null,{"children":"\\"className\\":\\"flex\\""}]',
    ]);
  });

  it("works on the payload as a page inlines it", () => {
    const html = `<body>${inlineFlightScript(payload.toString())}</body>`;
    expect(readInlineFlight(html).chunks.join("")).toBe(payload.toString());
  });
});

describe("classNamesInScript", () => {
  const defined = ["flex", "px-4", "hidden", "text-sm", "sr-only", "lg:flex"];

  it("finds classes as whole words of a script's strings, next to quotes, spaces, template edges or escapes", () => {
    const code = 'a="flex items-center";b=`${x} px-4`;c=`text-sm${y}`;d="x\\nsr-only";e="lg:flexbox"';
    expect([...classNamesInScript(code, defined)].sort()).toEqual(["flex", "px-4", "sr-only", "text-sm"]);
  });

  it("does not take a class for part of a longer word or an identifier", () => {
    expect([...classNamesInScript("const hiddenValue=1;el.hidden2=0;", defined)]).toEqual([]);
  });
});

describe("shortClassNames and planClassNames", () => {
  it("gives vowel-free names, one letter first, never a name already in use", () => {
    const names = shortClassNames(60, new Set(["c", "bb"]));
    expect(new Set(names).size).toBe(60);
    expect(names).not.toContain("c");
    expect(names).not.toContain("bb");
    expect(names.every((name) => /^[^aeiouyAEIOUY0-9][^aeiouyAEIOUY]*$/.test(name))).toBe(true);
    expect(names[0]).toHaveLength(1);
    expect(names.at(-1)).toHaveLength(2);
  });

  it("names the most used classes shortest, only classes the stylesheet defines, and keeps long the ones scripts set", () => {
    const map = planClassNames({
      definedClasses: new Set(["flex", "px-4", "unused"]),
      usedWords: ["px-4", "flex", "px-4", "lucide", ...Array(7).fill("flex")],
      keepLongWords: new Set(["flex"]),
      pages: 1,
    });
    expect([...map.short.keys()]).toEqual(["flex", "px-4"]);
    expect(map.short.get("flex")).toBe("b");
    expect([...map.keepLong]).toEqual(["flex"]);
  });

  it("leaves a class scripts set unshortened where its few uses would not pay for its second name", () => {
    const plan = (uses: number) =>
      planClassNames({
        definedClasses: new Set(["border-amber-300"]),
        usedWords: Array(uses).fill("border-amber-300"),
        keepLongWords: new Set(["border-amber-300"]),
        pages: 10,
      }).short.has("border-amber-300");
    // 16 letters: each use saves 14 bytes, the second name costs 24 on each of the 10 pages.
    expect(plan(17)).toBe(false);
    expect(plan(18)).toBe(true);
  });
});

describe("shortenClassNames over an export", () => {
  const chunks = "_next/static/chunks";
  const write = (dir: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const row = `0:["$","div",null,{"className":"flex text-brand-950","children":["$","p",null,{"className":"text-brand-950"}]}]\n`;

  it("renames the stylesheet React joined from two files, the markup and both payloads alike", () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), "short-classes-"));
    // React inlines both files as one element (data-href="a b"); each file holds part of the rules.
    const [first, second] = [".flex{display:flex}", ".text-brand-950{color:#0b1a33}"];
    write(outDir, `${chunks}/a.css`, first);
    write(outDir, `${chunks}/b.css`, second);
    write(outDir, `${chunks}/app.js`, 'e.className=open?"text-brand-950":""');
    write(
      outDir,
      "index.html",
      `<html><head><style data-precedence="next" data-href="/${chunks}/a.css /${chunks}/b.css">${first}${second}</style></head>` +
        `<body><div class="flex text-brand-950"><p class="text-brand-950">x</p></div>${inlineFlightScript(row)}</body></html>`,
    );
    write(outDir, "index.txt", row);

    shortenClassNames(outDir);

    const html = readFileSync(path.join(outDir, "index.html"), "utf8");
    const [flex, text] = markupClassWords(html);
    expect([flex, text].every((name) => name.length <= 2)).toBe(true);
    const renamedRow = row.replace("flex text-brand-950", `${flex} ${text}`).replace('"text-brand-950"', `"${text}"`);
    expect(readInlineFlight(html).chunks.join("")).toBe(renamedRow);
    expect(readFileSync(path.join(outDir, "index.txt"), "utf8")).toBe(renamedRow);
    // The script still sets the long name, so the stylesheet matches both.
    expect(readFileSync(path.join(outDir, `${chunks}/a.css`), "utf8")).toBe(`.${flex}{display:flex}`);
    expect(readFileSync(path.join(outDir, `${chunks}/b.css`), "utf8")).toBe(`.text-brand-950,.${text}{color:#0b1a33}`);
    expect(html).toContain(`>.${flex}{display:flex}.text-brand-950,.${text}{color:#0b1a33}</style>`);
  });
});
