/**
 * What a one-line text holds: a person's own words (`text`: names, titles, in any language) or a
 * structured value typed in Latin letters and digits (`email`, `url`, `tel`, `code`: SKUs,
 * tracking codes, ISO codes, merchant ids).
 */
export type TextKind = 'text' | 'email' | 'url' | 'tel' | 'code';

/**
 * The direction rule of every input, stated once: a person's words take the direction of their
 * first strong letter (`auto`: an English title reads left to right in the Persian admin, a
 * Persian one right to left in the English admin); structured values are always left to right, so
 * "+989121234567" never shows as "989121234567+". The light fields take it as their `dir`.
 *
 * @example <TextField dir={textDir('url')} … />
 */
export const textDir = (kind: TextKind): 'auto' | 'ltr' => (kind === 'text' ? 'auto' : 'ltr');
