export declare function buildContent(projectDir: string): Promise<string[]>;
