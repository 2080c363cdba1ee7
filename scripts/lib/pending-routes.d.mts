export declare const notYetExported: string[];
