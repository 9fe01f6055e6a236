export declare const DRAFT_PREVIEW_COOKIE: 'helpa-draft-preview';
export declare const DRAFT_PREVIEW_COOKIE_OPTIONS: Readonly<{ httpOnly: boolean; path: string; sameSite: 'lax' | 'none'; secure: boolean }>;
