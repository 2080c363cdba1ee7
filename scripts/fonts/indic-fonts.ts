// The Gujarati (/gu/) and Hindi (/hi/) pages' own typefaces, built at build time: Noto Sans Gujarati and Noto
// Sans Devanagari from the installed @fontsource packages, cut down with harfbuzz (subset-font) to the code
// points the pages' text uses, written as content-hashed woff2 files, with the @font-face rules that load them.
//
// - Subsetting by code point keeps harfbuzz's layout closure: every conjunct, half form, reph and matra
//   position those letters can make stays in the file (GSUB/GPOS), so text shapes exactly as with the full font.
// - unicode-range is the script's block (plus the danda, the joiners and the dotted circle), so Latin letters,
//   digits, punctuation and ₹ stay in the site's Latin font (theme.css: the system UI font); the Latin digits
//   and punctuation the text uses are therefore not put into these files: no browser would draw them from here.
// - Two weights, 400 and 600 (see WEIGHTS), keep each script within BUDGET_BYTES for a page that uses both.
// - A "<Family> Fallback" face per weight holds the line in place while the file loads (font-display: swap):
//   see systemFonts below.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type FontFaceSet = {
  files: { weight: number; path: string; bytes: number }[];
  /** The @font-face rules: the family's faces, then "<family> Fallback"'s. */
  css: string;
  family: string;
};

export type Script = "gu" | "hi";

/** The most one script's files may weigh together: a page's body (400) and its headings and buttons (600). */
export const BUDGET_BYTES = 60 * 1024;

/**
 * 400 for text; 600 for what the site sets semibold (most of its bold: buttons, labels, h3, strong) and, by the
 * browser's nearest-weight rule, for bold and extrabold too (h1, h2), with no synthesised bold since 600 is a
 * bold face; font-medium (500) falls to 400. 600 rather than 700 because it matches the Latin words (IELTS, SOP,
 * EMI) set at 600 in the same buttons and headings. A third face does not fit: on the first 24 gu/hi content
 * files, 400 + 600 + 700 weigh 69.5 KiB for Gujarati and 86.7 KiB for Hindi (400 + 600: 46.6 and 57.1 KiB).
 */
export const WEIGHTS = [400, 600] as const;

const require = createRequire(import.meta.url);

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: "sfnt"; keepFeatures?: string[]; preserveNameIds?: number[] },
) => Promise<Buffer>;
type Fontverter = { convert(font: Buffer, to: "sfnt" | "woff2", from?: "sfnt" | "woff2"): Promise<Buffer> };
type Harfbuzz = typeof import("harfbuzzjs");

const subsetFont = require("subset-font") as SubsetFont;
// fontverter (woff2 in and out) and harfbuzzjs (reading the font) come with subset-font: resolve them from it.
const fromSubsetFont = createRequire(require.resolve("subset-font"));
const fontverter = fromSubsetFont("fontverter") as Fontverter;

let harfbuzz: Promise<Harfbuzz> | undefined;
/** harfbuzzjs (the shaping build, not subset-font's), loaded once. */
export function loadHarfbuzz(): Promise<Harfbuzz> {
  harfbuzz ??= import(pathToFileURL(fromSubsetFont.resolve("harfbuzzjs")).href) as Promise<Harfbuzz>;
  return harfbuzz;
}

/** woff2 to a plain OpenType file, which harfbuzz reads. */
export const woff2ToSfnt = (woff2: Buffer) => fontverter.convert(woff2, "sfnt", "woff2");

/**
 * The fonts a phone or computer already draws these scripts with, which the fallback face points at while the
 * file loads: Android ships Noto Sans Gujarati and Noto Sans Devanagari themselves, the same design, so nothing
 * moves at the swap where its version has the file's widths; Windows 8 and later draw every Indian script with Nirmala UI (Windows 7: Shruti for
 * Gujarati, Mangal for Devanagari); Apple draws them with Gujarati Sangam MN and Kohinoor Devanagari. Each is
 * named by its full and its PostScript name (local() matches either; a name a device lacks is skipped). The 600
 * face asks for a semibold first (Noto's is as wide as the file's, a bold is wider and rewraps a heading at the
 * swap), then a bold where the device has only that. The face's ascent, descent and line gap are set to Noto's, so
 * a line sits at the same height and baseline before and after the swap, also beside Latin text. size-adjust
 * stays 100%: exact for Noto, but Nirmala UI, Sangam and Kohinoor (not on the build machine) were not measured,
 * so on Windows and Apple devices a line's width can differ and a paragraph can rewrap at the swap.
 */
const systemFonts: Record<Script, { regular: string[]; semibold: string[] }> = {
  gu: {
    regular: [
      "Noto Sans Gujarati Regular",
      "NotoSansGujarati-Regular",
      "Nirmala UI",
      "NirmalaUI",
      "Shruti",
      "Gujarati Sangam MN",
      "GujaratiSangamMN",
    ],
    semibold: [
      "Noto Sans Gujarati SemiBold",
      "NotoSansGujarati-SemiBold",
      "Nirmala UI Semibold",
      "NirmalaUI-Semibold",
      "Noto Sans Gujarati Bold",
      "NotoSansGujarati-Bold",
      "Nirmala UI Bold",
      "NirmalaUI-Bold",
      "Shruti Bold",
      "Shruti-Bold",
      "Gujarati Sangam MN Bold",
      "GujaratiSangamMN-Bold",
    ],
  },
  hi: {
    regular: [
      "Noto Sans Devanagari Regular",
      "NotoSansDevanagari-Regular",
      "Nirmala UI",
      "NirmalaUI",
      "Mangal",
      "Kohinoor Devanagari Regular",
      "KohinoorDevanagari-Regular",
    ],
    semibold: [
      "Noto Sans Devanagari SemiBold",
      "NotoSansDevanagari-SemiBold",
      "Nirmala UI Semibold",
      "NirmalaUI-Semibold",
      "Kohinoor Devanagari Semibold",
      "KohinoorDevanagari-Semibold",
      "Noto Sans Devanagari Bold",
      "NotoSansDevanagari-Bold",
      "Nirmala UI Bold",
      "NirmalaUI-Bold",
      "Mangal Bold",
      "Mangal-Bold",
    ],
  },
};

/** Kept whatever the text: the joiners writers use to force or stop a conjunct, and the dotted circle harfbuzz
 * draws for a stray matra; the danda (।, ॥) ends a Hindi sentence and Gujarati borrows it. */
const ALWAYS = [0x0964, 0x0965, 0x200c, 0x200d, 0x25cc];

const scripts: Record<
  Script,
  { family: string; slug: string; source: (weight: number) => string; ranges: [number, number][]; drop: string[] }
> = {
  gu: {
    family: "Noto Sans Gujarati",
    slug: "noto-sans-gujarati",
    source: (weight) => `@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-${weight}-normal.woff2`,
    ranges: [
      [0x0964, 0x0965],
      [0x0a80, 0x0aff],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ],
    drop: [],
  },
  hi: {
    family: "Noto Sans Devanagari",
    slug: "noto-sans-devanagari",
    source: (weight) => `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    ranges: [
      [0x0900, 0x097f],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ],
    // The font's locl only holds Marathi, Nepali and Sanskrit letter forms; a lang="hi" page never asks for
    // them, and dropping them saves about 1 KB a weight. (The test shapes Hindi with both fonts and compares.)
    drop: ["locl"],
  },
};

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = (ranges: [number, number][]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");

/** The code points of the text this script's font draws, in either normal form (an editor may store ज़ as one
 * code point or as ज + nukta), with ALWAYS. */
function codePoints(script: Script, text: string): number[] {
  const inRange = (codePoint: number) =>
    scripts[script].ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
  const found = new Set(ALWAYS.filter(inRange));
  for (const form of [text, text.normalize("NFC"), text.normalize("NFD")]) {
    for (const character of form) {
      const codePoint = character.codePointAt(0)!;
      if (inRange(codePoint)) found.add(codePoint);
    }
  }
  return [...found].sort((a, b) => a - b);
}

type Metrics = { upem: number; ascent: number; descent: number; lineGap: number };

/** The font's line metrics. Depending on the platform, browsers read them from hhea or from OS/2 (its typo values
 * when USE_TYPO_METRICS is set): Noto sets that flag and makes the two equal, so one set of overrides fits
 * everywhere; a font where they differ is refused rather than given overrides right on some platforms only. */
async function lineMetrics(sfnt: Buffer, family: string): Promise<Metrics> {
  const hb = await loadHarfbuzz();
  const face = new hb.Face(new hb.Blob(sfnt));
  const table = (tag: string) => {
    const bytes = face.referenceTable(tag);
    if (!bytes) throw new Error(`${family}: no ${tag} table`);
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const hhea = table("hhea");
  const os2 = table("OS/2");
  const fromHhea = { ascent: hhea.getInt16(4), descent: -hhea.getInt16(6), lineGap: hhea.getInt16(8) };
  const fromTypo = { ascent: os2.getInt16(68), descent: -os2.getInt16(70), lineGap: os2.getInt16(72) };
  const useTypoMetrics = (os2.getUint16(62) & (1 << 7)) !== 0;
  if (!useTypoMetrics || JSON.stringify(fromHhea) !== JSON.stringify(fromTypo)) {
    throw new Error(
      `${family}: line metrics differ by platform (hhea ${JSON.stringify(fromHhea)}, OS/2 typo ${JSON.stringify(fromTypo)}, USE_TYPO_METRICS ${useTypoMetrics}); the fallback overrides would match on some only`,
    );
  }
  return { upem: face.upem, ...fromHhea };
}

/** The source font's layout features but those this script's pages never use. */
async function keptFeatures(source: Buffer, drop: string[]): Promise<string[] | undefined> {
  if (drop.length === 0) return undefined; // subset-font's default: every feature
  const hb = await loadHarfbuzz();
  const face = new hb.Face(new hb.Blob(await woff2ToSfnt(source)));
  const features = new Set([...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")]);
  return [...features].filter((feature) => !drop.includes(feature));
}

/** The whole @fontsource file of a script's family in one weight (woff2), which the build subsets. */
export const sourceFontFile = (script: Script, weight: number) => require.resolve(scripts[script].source(weight));

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

function css(script: Script, faces: { weight: number; path: string; metrics: Metrics }[], count: number): string {
  const { family, ranges } = scripts[script];
  const range = unicodeRange(ranges);
  const sizeAdjust = 1; // see systemFonts
  const rules = faces.map(({ weight, path: url }) =>
    [
      "@font-face {",
      `  font-family: "${family}";`,
      "  font-style: normal;",
      `  font-weight: ${weight};`,
      "  font-display: swap;",
      `  src: url("${url}") format("woff2");`,
      `  unicode-range: ${range};`,
      "}",
    ].join("\n"),
  );
  const fallbacks = faces.map(({ weight, metrics }) => {
    const names = weight >= 600 ? systemFonts[script].semibold : systemFonts[script].regular;
    // The overrides are applied after size-adjust, hence the division (a no-op at 100%).
    const em = metrics.upem * sizeAdjust;
    return [
      "@font-face {",
      `  font-family: "${family} Fallback";`,
      "  font-style: normal;",
      `  font-weight: ${weight};`,
      `  src: ${names.map((name) => `local("${name}")`).join(", ")};`,
      `  unicode-range: ${range};`,
      `  size-adjust: ${percent(sizeAdjust)};`,
      `  ascent-override: ${percent(metrics.ascent / em)};`,
      `  descent-override: ${percent(metrics.descent / em)};`,
      `  line-gap-override: ${percent(metrics.lineGap / em)};`,
      "}",
    ].join("\n");
  });
  const note = `/* ${family} (SIL Open Font License 1.1, https://openfontlicense.org), ${count} code points of the ${script} pages; generated by scripts/fonts/indic-fonts.ts. */`;
  return [note, ...rules, ...fallbacks].join("\n") + "\n";
}

/**
 * Builds both scripts' fonts for the text of their pages: writes `<slug>-<weight>-<hash>.woff2` into outDir
 * (removing that family's older files there, and nothing else), and returns the files and their CSS. Throws,
 * before writing anything, if a script's files pass BUDGET_BYTES.
 */
export async function buildIndicFonts({
  text,
  outDir,
  urlPath = "/fonts",
}: {
  text: Record<Script, string>;
  outDir: string;
  /** Where outDir is served from. */
  urlPath?: string;
}): Promise<Record<Script, FontFaceSet>> {
  const base = urlPath.replace(/\/+$/, "");
  const built = [];
  for (const script of ["gu", "hi"] as const) {
    const { family, slug, source, drop } = scripts[script];
    const kept = codePoints(script, text[script]);
    const faces = [];
    for (const weight of WEIGHTS) {
      const original = await readFile(require.resolve(source(weight)));
      const sfnt = await subsetFont(original, String.fromCodePoint(...kept), {
        targetFormat: "sfnt",
        keepFeatures: await keptFeatures(original, drop),
        preserveNameIds: [14], // the licence's address, with the copyright (0) kept by default: OFL's notice
      });
      const woff2 = await fontverter.convert(sfnt, "woff2", "sfnt");
      const name = `${slug}-${weight}-${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
      faces.push({ weight, name, woff2, path: `${base}/${name}`, metrics: await lineMetrics(sfnt, family) });
    }
    const total = faces.reduce((sum, face) => sum + face.woff2.length, 0);
    if (total > BUDGET_BYTES) {
      throw new Error(
        `${family}: ${faces.map((face) => `${face.weight} ${face.woff2.length} B`).join(" + ")} = ${total} B for ${kept.length} code points, over the ${BUDGET_BYTES} B a page may load`,
      );
    }
    built.push({ script, family, slug, faces, count: kept.length });
  }

  await mkdir(outDir, { recursive: true });
  const existing = await readdir(outDir);
  const result = {} as Record<Script, FontFaceSet>;
  for (const { script, family, slug, faces, count } of built) {
    for (const face of faces) await writeFile(path.join(outDir, face.name), face.woff2);
    const ours = new RegExp(`^${slug}-\\d{3}-[0-9a-f]{10}\\.woff2$`);
    const current = new Set(faces.map((face) => face.name));
    for (const file of existing) {
      if (ours.test(file) && !current.has(file)) await rm(path.join(outDir, file));
    }
    result[script] = {
      family,
      files: faces.map(({ weight, path: url, woff2 }) => ({ weight, path: url, bytes: woff2.length })),
      css: css(script, faces, count),
    };
  }
  return result;
}
