export const MAX_FILE_LINES: number;
export const SIZE_ROOTS: string[];
export const CYCLE_ROOTS: string[];
export const LAYER_RULES: {
  app: string;
  root: string;
  rules: { id: string; from: string; forbid: string[] }[];
}[];
export const TEST_CODE: { id: string; root: string; folders: string[] }[];
export const ZONE_RULES: { id: string; from: string; allow: string[] }[];
export const PRODUCTION_NEVER_IMPORTS: { id: string; forbid: string[] };
export function importEdgesOf(text: string): { spec: string; type: boolean; dynamic: boolean }[];
export function importsOf(text: string): string[];
export function checkLayers(base: string): string[];
