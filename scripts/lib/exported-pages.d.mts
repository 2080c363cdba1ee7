export declare function htmlFiles(outDir: string): string[];
export declare function pathOfFile(outDir: string, file: string): string;
export declare function fileForPath(outDir: string, urlPath: string): string | null;
