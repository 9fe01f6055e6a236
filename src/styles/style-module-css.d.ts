/** A style module's stylesheet alone, without its class names (scripts/styles/style-module-loader.ts answers `?css`). */
declare module '*.styles.ts?css';
