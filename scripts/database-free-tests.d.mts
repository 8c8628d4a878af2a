export function opensADatabase(text: string): boolean;
export function databaseFreeTests(root?: string): string[];
