// node --import tsx --test scripts/fonts/indic-fonts.test.ts
import assert from "node:assert/strict";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import {
  BUDGET_BYTES,
  buildIndicFonts,
  type FontFaceSet,
  loadHarfbuzz,
  sourceFontFile,
  WEIGHTS,
  woff2ToSfnt,
} from "../../scripts/fonts/indic-fonts";

// A paragraph of each, as the pages write them: Latin names and figures among the script, conjuncts (ક્ષ, क्ष,
// શ્રે, द्व), reph (ર્સ, र्क), pre-base matras (િ, ि), nukta (ज़, फ़, written as letter + nukta), chandrabindu.
const gu =
  "શિક્ષણ લોન માટે અરજી કરતાં પહેલાં ફંડનો પુરાવો, ઑફર લેટર અને પાસપોર્ટ તૈયાર રાખો. અમારા કાઉન્સેલર દરેક " +
  "વિદ્યાર્થીને યુનિવર્સિટીની પસંદગી, સ્ટુડન્ટ વિઝા અને IELTS કોચિંગમાં મદદ કરે છે; પહેલી મુલાકાત મફત છે. " +
  "પરીક્ષાની તૈયારી માટે અઠવાડિયે બે મોક ટેસ્ટ અને વ્યક્તિગત પ્રતિસાદ મળે છે. ₹40 લાખ સુધીની લોન કોલેટરલ " +
  "(જામીનગીરી) વગર મળી શકે છે. શ્રેષ્ઠ યુનિવર્સિટી દ્વારા પોસ્ટ-ગ્રેજ્યુએટ વર્ક પરમિટ.";
const hi =
  "शिक्षा लोन के लिए आवेदन करने से पहले फंड का प्रमाण, ऑफ\u093Cर लेटर और पासपोर्ट तैयार रखें। हमारे काउंसलर हर " +
  "विद्यार्थी को यूनिवर्सिटी के चुनाव, स्टूडेंट वीज\u093Cा और IELTS कोचिंग में मदद करते हैं; पहली मुलाक\u093Cात " +
  "मुफ\u093Cत है। परीक्षा की तैयारी के लिए पाँच मॉक टेस्ट और व्यक्तिगत प्रतिक्रिया मिलती है। ₹40 लाख तक का लोन " +
  "बिना कोलैटरल (गिरवी) के मिल सकता है। श्रेष्ठ यूनिवर्सिटी द्वारा पोस्ट-ग्रेजुएट वर्क परमिट।";

const scripts = {
  gu: {
    text: gu,
    words: /[\u0964\u0965\u0A80-\u0AFF\u200C\u200D]+/gu,
    range: "U+0964-0965, U+0A80-0AFF, U+200C-200D, U+25CC",
    kssa: "ક્ષ",
    original: "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2",
    stale: "noto-sans-gujarati-400-0123456789.woff2",
  },
  hi: {
    text: hi,
    words: /[\u0900-\u097F\u200C\u200D]+/gu,
    range: "U+0900-097F, U+200C-200D, U+25CC",
    kssa: "क्ष",
    original: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
    stale: "noto-sans-devanagari-600-abcdef0123.woff2",
  },
} as const;

const require = createRequire(import.meta.url);
let outDir: string;
let built: Record<"gu" | "hi", FontFaceSet>;

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "indic-fonts-"));
  // An earlier build's files, which must go, and someone else's file, which must stay.
  for (const { stale } of Object.values(scripts)) await writeFile(path.join(outDir, stale), "old");
  await writeFile(path.join(outDir, "other.woff2"), "not ours");
  built = await buildIndicFonts({ text: { gu, hi }, outDir });
});

after(() => rm(outDir, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(outDir, path.posix.basename(url));

/** Shapes one word as a browser would for a page in that language: the glyphs' outlines and positions (glyph
 * ids differ between the full font and the subset, so they're compared by outline), and whether one is missing. */
async function shape(fontFile: Buffer, word: string, language: string) {
  const hb = await loadHarfbuzz();
  const font = new hb.Font(new hb.Face(new hb.Blob(fontFile)));
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.setLanguage(language);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  const infos = buffer.getGlyphInfos();
  return {
    missing: infos.some((info) => info.codepoint === 0),
    glyphs: infos.map((info, index) => ({
      outline: font.glyphToPath(info.codepoint),
      cluster: info.cluster,
      ...positions[index],
    })),
  };
}

for (const [script, expected] of Object.entries(scripts) as [
  keyof typeof scripts,
  (typeof scripts)[keyof typeof scripts],
][]) {
  test(`${script}: one content-hashed woff2 per weight, older ones removed`, async () => {
    const set = built[script];
    assert.deepEqual(
      set.files.map((file) => file.weight),
      [...WEIGHTS],
    );
    for (const file of set.files) {
      assert.match(file.path, /^\/fonts\/noto-sans-(gujarati|devanagari)-\d{3}-[0-9a-f]{10}\.woff2$/);
      const bytes = await readFile(fileOf(file.path));
      assert.equal(bytes.subarray(0, 4).toString("latin1"), "wOF2");
      assert.equal(bytes.length, file.bytes);
    }
    const names = await readdir(outDir);
    assert.ok(!names.includes(expected.stale), `${expected.stale} should have been removed`);
    assert.ok(names.includes("other.woff2"), "files that are not this module's stay");
  });

  test(`${script}: the files a page loads stay within ${BUDGET_BYTES} bytes`, () => {
    const total = built[script].files.reduce((sum, file) => sum + file.bytes, 0);
    assert.ok(total <= BUDGET_BYTES, `${total} bytes`);
  });

  test(`${script}: the CSS swaps, covers the script only, and has a metric-matched fallback`, () => {
    const { css, family, files } = built[script];
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
    assert.equal(faces.length, 2 * WEIGHTS.length);
    const own = faces.filter((face) => face.includes(`font-family: "${family}";`));
    const fallback = faces.filter((face) => face.includes(`font-family: "${family} Fallback";`));
    assert.equal(own.length, WEIGHTS.length);
    for (const [index, face] of own.entries()) {
      assert.match(face, /font-display: swap;/);
      assert.ok(face.includes(`src: url("${files[index].path}") format("woff2");`));
      assert.ok(face.includes(`unicode-range: ${expected.range};`));
    }
    for (const face of fallback) {
      assert.ok(face.includes(`unicode-range: ${expected.range};`), "the fallback must not take Latin text either");
      // Noto's own line metrics (896 and 408 of 1000 units): the lines sit the same before and after the swap.
      assert.match(
        face,
        /size-adjust: 100%;\s+ascent-override: 89\.6%;\s+descent-override: 40\.8%;\s+line-gap-override: 0%;/,
      );
    }
  });

  test(`${script}: each fallback face asks first for the system's Noto in the file's own weight`, async () => {
    // Android's system Noto has the file's widths in that weight: nothing rewraps at the swap. (A bold for the
    // 600 face, as before, is wider: a heading rewrapped.)
    const hb = await loadHarfbuzz();
    const { css, family } = built[script];
    for (const weight of WEIGHTS) {
      const face = (css.match(/@font-face \{[^}]*\}/g) ?? []).find(
        (rule) => rule.includes(`font-family: "${family} Fallback";`) && rule.includes(`font-weight: ${weight};`),
      );
      const source = new hb.Face(new hb.Blob(await woff2ToSfnt(await readFile(sourceFontFile(script, weight)))));
      const [fullName, postScriptName] = [source.getName(4, "en"), source.getName(6, "en")];
      assert.ok(
        face?.includes(`src: local("${fullName}"), local("${postScriptName}"), `),
        `${weight}: ${fullName} first`,
      );
    }
  });

  test(`${script}: the subset still shapes conjuncts and matras as the full font does`, async () => {
    const subset = await woff2ToSfnt(await readFile(fileOf(built[script].files[0].path)));
    const original = await woff2ToSfnt(await readFile(require.resolve(expected.original)));

    const conjunct = await shape(subset, expected.kssa, script);
    assert.equal(conjunct.glyphs.length, 1, `${expected.kssa} should be one ligature glyph`);
    assert.ok(!conjunct.missing);
    assert.deepEqual(conjunct, await shape(original, expected.kssa, script));

    const words = expected.text.match(expected.words) ?? [];
    assert.ok(words.length > 40);
    for (const word of words) {
      const got = await shape(subset, word, script);
      assert.ok(!got.missing, `${word}: a glyph is missing`);
      assert.deepEqual(got, await shape(original, word, script), word);
    }
  });
}
