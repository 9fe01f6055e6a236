export declare const DRAFT_PREVIEW_COOKIE: 'helpa-draft-preview';
export declare const PARTITIONED_PREVIEW_COOKIE: 'sanity-preview-partitioned';
export type DraftPreviewCookieOptions = { httpOnly: true; path: '/'; sameSite: 'lax' | 'none'; secure: boolean; partitioned: boolean };
export declare function draftPreviewCookieOptions(requestHeaders: Headers): DraftPreviewCookieOptions;
