// What an exported page's bytes are made of: the markup (class attributes,
// inline SVG, text, elements) and the inline RSC payload (stylesheet text, class
// strings, SVG subtrees and icon data, text, the rest of the tree, module rows).
// Read from the HTML alone, so it works on any export (site or anchor).
import { importTypeScript } from "../lib/typescript.mjs";

const { parseFlightRows, readInlineFlight, rowText } = await importTypeScript("lib/build/flight-payload.ts");

const bytes = (text) => Buffer.byteLength(text, "utf8");
const sumOf = (matches) => [...matches].reduce((sum, match) => sum + bytes(match[0]), 0);

/** The markup without its scripts: what the browser parses into the DOM. */
function markupAnatomy(html) {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  const text = markup
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ");
  return {
    bytes: bytes(markup),
    styleElements: sumOf(markup.matchAll(/<style\b[\s\S]*?<\/style>/g)),
    classAttributes: sumOf(markup.matchAll(/ class="[^"]*"/g)),
    inlineSvg: sumOf(markup.matchAll(/<svg\b[\s\S]*?<\/svg>/g)),
    text: bytes(text),
    elements: [...markup.matchAll(/<[a-zA-Z][^\s>/]*/g)].length,
    svgElements: [...markup.matchAll(/<(?:svg|path|circle|rect|line|polyline|polygon|ellipse|g)\b/g)].length,
  };
}

/** Walks a model row's JSON and adds the bytes of each kind it finds to `kinds`. */
function measureTree(value, kinds) {
  if (Array.isArray(value)) {
    if (value[0] === "$" && typeof value[1] === "string") {
      const [, type, , props] = value;
      if (type === "svg") {
        kinds.svg += bytes(JSON.stringify(value));
        return;
      }
      if (props && typeof props === "object") {
        if (typeof props.className === "string")
          kinds.className += bytes(`"className":${JSON.stringify(props.className)}`);
        // Icons rendered by a client component receive their drawing as data (e.g. lucide-react's `icon` prop).
        if (props.icon && typeof props.icon === "object")
          kinds.iconData += bytes(`"icon":${JSON.stringify(props.icon)}`);
        if (typeof props.children === "string" && !props.children.startsWith("$")) {
          kinds.text += bytes(JSON.stringify(props.children));
        }
        for (const [name, prop] of Object.entries(props)) {
          if (name !== "className" && name !== "icon") measureTree(prop, kinds);
        }
      }
      return;
    }
    for (const item of value) {
      if (typeof item === "string" && !item.startsWith("$")) kinds.text += bytes(JSON.stringify(item));
      else measureTree(item, kinds);
    }
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) measureTree(item, kinds);
  }
}

/**
 * How many client component instances the payload asks the browser to hydrate,
 * by the export each refers to (`I` rows: [module id, chunks, export name]).
 */
function clientComponentInstances(payload) {
  const rows = parseFlightRows(payload);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // An export name may itself be a reference to a string row ("$1e").
  const nameOf = (name) => {
    const row = typeof name === "string" && name.startsWith("$") ? byId.get(name.slice(1)) : undefined;
    return row ? JSON.parse(rowText(payload, row)) : name || "default";
  };
  const exportsById = new Map();
  for (const row of rows) {
    if (row.tag !== "I") continue;
    const [moduleId, , name] = JSON.parse(rowText(payload, row));
    exportsById.set(row.id, `${nameOf(name)}#${moduleId}`);
  }
  const byExport = {};
  for (const row of rows.filter((candidate) => candidate.tag === "")) {
    for (const [, id] of rowText(payload, row).matchAll(/\["\$","\$L([0-9a-f]+)"/g)) {
      const name = exportsById.get(id);
      if (name) byExport[name] = (byExport[name] ?? 0) + 1;
    }
  }
  return {
    total: Object.values(byExport).reduce((sum, count) => sum + count, 0),
    byExport: Object.fromEntries(Object.entries(byExport).sort((a, b) => b[1] - a[1])),
  };
}

/** The decoded payload (as the browser's flight client reads it), by kind of bytes. */
function payloadAnatomy(html) {
  const { chunks, scripts } = readInlineFlight(html);
  const payload = Buffer.from(chunks.join(""), "utf8");
  const kinds = {
    cssText: 0,
    jsonLdText: 0,
    otherText: 0,
    moduleRows: 0,
    className: 0,
    svg: 0,
    iconData: 0,
    text: 0,
    tree: 0,
  };
  for (const row of parseFlightRows(payload)) {
    const size = row.end - row.start;
    if (row.tag === "T") {
      const text = rowText(payload, row);
      if (text.startsWith('{"@context"')) kinds.jsonLdText += size;
      else if (/^@|^[^{"]{0,200}\{[^}]*:[^}]*\}/.test(text)) kinds.cssText += size;
      else kinds.otherText += size;
    } else if (row.tag !== "") {
      kinds.moduleRows += size;
    } else {
      const parts = { className: 0, svg: 0, iconData: 0, text: 0 };
      measureTree(JSON.parse(rowText(payload, row)), parts);
      for (const [kind, value] of Object.entries(parts)) kinds[kind] += value;
      kinds.tree += size - Object.values(parts).reduce((sum, value) => sum + value, 0);
    }
  }
  return {
    clientComponents: clientComponentInstances(payload),
    scriptBytes: scripts.reduce((sum, script) => sum + bytes(html.slice(script.start, script.end)), 0),
    bytes: payload.length,
    rows: parseFlightRows(payload).length,
    ...kinds,
  };
}

export function pageAnatomy(html) {
  return {
    htmlBytes: bytes(html),
    jsonLd: sumOf(html.matchAll(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g)),
    markup: markupAnatomy(html),
    payload: payloadAnatomy(html),
  };
}
