export type Metrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  mainThread: number | null;
  bootup: number | null;
  domSize: number | null;
  benchmarkIndex: number | null;
};
export type Summary = { median: Metrics; min: Metrics; max: Metrics };
export type PageWeight = {
  jsGzip: number;
  inlineJsGzip: number;
  inlineJsBytes: number;
  htmlBytes: number;
  htmlGzip: number;
  cssCopies: number;
  scripts: string[];
};
export type Shell = { siteJs: number; frameworkJs: number };
export type PageResult = {
  path: string;
  site: Summary;
  anchor: Summary;
  floor: Summary;
  tbtRatio: number;
  lcpRatio: number;
  weights: { site: PageWeight; anchor: PageWeight };
  jsOverShell: number;
  hasForm: boolean;
  baselineHtmlKB: number | undefined;
};

export declare const budgets: {
  tbtOverAnchor: number;
  lcpOverFloor: number;
  shellOverFrameworkBytes: number;
  formOverShellBytes: number;
  htmlShareOfBaseline: number;
};
export declare function median(values: number[]): number;
export declare function summarize(samples: Metrics[]): Summary;
export declare function pageResult(input: {
  path: string;
  site: Summary;
  anchor: Summary;
  floor: Summary;
  weights: { site: PageWeight; anchor: PageWeight };
  shell: Shell;
  hasForm: boolean;
  baselineHtmlKB: number | undefined;
}): PageResult;
export declare function goalMisses(result: PageResult, shell: Shell): string[];
export declare function markdownReport(results: PageResult[], shell: Shell, options: { runs: number }): string;
export declare function noiseReport(results: PageResult[], runs: number): string;
