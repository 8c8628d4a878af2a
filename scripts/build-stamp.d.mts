export const STAMP: string;
export function buildNeeded(root: string): Promise<string | null>;
export function beginBuild(root: string, now?: number): Promise<void>;
export function endBuild(root: string): Promise<void>;
