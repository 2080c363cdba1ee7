import { importTypeScript } from "../lib/typescript.mjs";

export const { fileForPath, htmlFiles, pathOfFile } = await importTypeScript("lib/hosting/exported-pages.ts");
