export declare const chromiumFlags: string[];
export declare const chromiumHelp: string;
export declare function findChromium(): string | null;
