export function webBuildIsStale(): boolean;
export function ensureWebBuild(): boolean;
