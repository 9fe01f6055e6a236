/** The kind of thing a request's URL asks for (`page`, `static`, `api/bills`, …), never the path itself. */
export declare function routeClass(url: string | undefined): string;
