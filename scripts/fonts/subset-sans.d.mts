export const LATIN_FILE: string;
export const CORE_RANGES: [number, number][];
export function coreFont(): Promise<Buffer>;
