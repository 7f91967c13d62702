export const MAX_FILE_LINES: number;
export const SIZE_ROOTS: string[];
export const LAYER_RULES: {
  app: string;
  root: string;
  rules: { id: string; from: string; forbid: string[] }[];
}[];
export function importsOf(text: string): string[];
export function checkLayers(base: string): string[];
