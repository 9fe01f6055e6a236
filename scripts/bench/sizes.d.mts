export function htmlParts(html: string): { payloadKb: number; stylesKb: number; markupKb: number; payloadStyleKb: number };
export function firstLoad(base: string, route: string): Promise<{ htmlKb: number; jsKb: number; html: string }>;
