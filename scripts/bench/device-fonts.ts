// The fonts a phone draws Gujarati and Hindi with before the pages' own files arrive. This machine has none:
// Chromium would draw empty boxes, wider than the letters, and every translated page would rewrap when its font
// arrives, as on no phone in India. Android ships Noto Sans Gujarati and Noto Sans Devanagari as system fonts,
// the families the pages subset; the bench hands Lighthouse's Chromium the whole @fontsource files (as OpenType)
// through a fontconfig of its own (FONTCONFIG_FILE), installing nothing on the machine.
// `BENCH_DEVICE_FONTS=none` measures without them.
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { type Script, sourceFontFile, woff2ToSfnt } from "../fonts/indic-fonts";
import { resultsDir } from "./paths";

/** Android's are variable fonts, every weight; the pages use 400 and 600 and fall back to a bold by name. */
const deviceWeights = [400, 600, 700];
const scripts: Script[] = ["gu", "hi"];

/** Writes the fonts and their fontconfig under bench-results/device-fonts; returns the environment naming it. */
export async function androidFontsEnv(): Promise<{ FONTCONFIG_FILE: string }> {
  const dir = path.join(resultsDir, "device-fonts");
  mkdirSync(dir, { recursive: true });
  for (const script of scripts) {
    for (const weight of deviceWeights) {
      const sfnt = await woff2ToSfnt(await readFile(sourceFontFile(script, weight)));
      writeFileSync(path.join(dir, `${script}-${weight}.otf`), sfnt);
    }
  }
  const config = path.join(dir, "fonts.conf");
  writeFileSync(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      "<fontconfig>",
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${dir}</dir>`,
      `  <cachedir>${path.join(dir, "cache")}</cachedir>`,
      "</fontconfig>",
      "",
    ].join("\n"),
  );
  return { FONTCONFIG_FILE: config };
}
