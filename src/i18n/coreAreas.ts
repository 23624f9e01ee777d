/**
 * The catalog areas (`messages/<language>/<area>.json`) the pages outside the signed-in shell use:
 * the sign-in page, the error and coming-soon pages. A signed-out visit loads only these; the
 * signed-in shell loads the rest. The build groups them into a chunk of their own (vite.config.ts).
 */
export const CORE_AREAS = ['auth', 'common', 'errors', 'nav', 'shell'] as const;
