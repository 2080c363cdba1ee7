export declare const CACHE_DIR: string;
export declare function copyProject(projectDir: string, label: string): string;
export declare function removeCopy(copyDir: string): void;
