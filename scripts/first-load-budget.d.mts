export const FIRST_JS_TARGET: number;
export interface BudgetedPage {
  path: string;
  module: string;
  budget: number;
}
export const BUDGETED_PAGES: BudgetedPage[];
export function staticClosure(
  manifest: Record<string, { file: string; imports?: string[] }>,
  key: string,
  files?: Set<string>,
  seen?: Set<string>,
): Set<string>;
export interface FirstLoadResult {
  path: string;
  total: number;
  budget: number;
  files: { file: string; gzip: number }[];
  fits: boolean;
}
export function checkFirstLoad(webDir: string, pages?: BudgetedPage[]): Promise<FirstLoadResult[]>;
