import type { Messages } from '../loadMessages';

/**
 * The whole English catalog, every area merged, as one module: the build puts it in the
 * `messages-en` script with the areas (vite.config.ts), so the entry needs one `import()` for it
 * instead of a loader per area (80 loaders were 11 KB of the sign-in page's script).
 */
const areas = import.meta.glob<Messages>('../messages/en/*.json', { import: 'default', eager: true });

export default Object.assign({}, ...Object.values(areas)) as Messages;
