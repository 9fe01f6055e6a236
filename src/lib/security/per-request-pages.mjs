// Plain JavaScript: next.config.js reads it at build, src/proxy.ts per request.

export const PER_REQUEST_PAGES = Object.freeze(['/paybills', '/contactus']);
