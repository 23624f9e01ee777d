/**
 * The editor accepts image sources with http, https or data schemes only (PRODUCT.md §7). A module
 * of its own: a list's thumbnails check their sources with it, and importing it from the rich-text
 * rules kept those rules (their tables are built at load) in every list's first load.
 */
export const IMAGE_SOURCE = /^(https?:\/\/[^\s]+|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i;
