export declare function linksByPage(outDir: string): Map<string, Set<string>>;
export declare function unlinkedPaths(outDir: string, expected: readonly string[]): string[];
