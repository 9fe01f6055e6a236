/** A style module's stylesheet alone, without its class names (scripts/styles/style-module-loader.mjs answers `?css`). */
declare module '*.styles.ts?css';
