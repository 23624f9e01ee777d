import { createHash } from 'node:crypto';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { leanDocument } from '../../src/framework/list/snapshotDocument.ts';

/** The manifest `npm run build` writes next to the app: sha256 hex → the document as sent. */
export const MANIFEST = 'persisted-operations.json';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The text Apollo Client sends for a document: its cache adds `__typename` to every selection,
 * then the HTTP link prints it. The hash is of exactly this text, so a server that does not know
 * the hash can ask for the document and check it (automatic persisted queries).
 */
export function sentText(document: DocumentNode): string {
  return print(addTypenameToDocument(document));
}

/** `src/gql-docs/AccentList.ts`: `export const AccentListDocument = {…json…} as unknown as typeof types.AccentListDocument;` */
const DOCUMENT_MODULE = /^export const (\w+Document) = (\{.*\}) as unknown as /m;
/** `src/gql-strings/graphql.ts`: each operation as `new TypedDocumentString(`…`)`; fragments (`…FragmentDoc`) are never sent alone. */
const STRING_DOCUMENT = /(export const \w+Document = new TypedDocumentString\(`)((?:[^`\\$]|\$(?!\{))*)(`)\)/g;
const STRING_OPERATION = /export const \w+Document = new TypedDocumentString\(/g;

const isDocumentModule = (id: string) => /[\\/]src[\\/]gql-docs[\\/]\w+\.ts$/.test(id) && !/(Operations|index)\.ts$/.test(id);
/** An entity's list (`src/gql-docs/PaymentList.ts`): All sends it lean (src/framework/list/snapshotDocument.ts). */
const isListModule = (id: string) => /[\\/]src[\\/]gql-docs[\\/]\w+List\.ts$/.test(id);
const isStringModule = (id: string) => /[\\/]src[\\/]gql-strings[\\/]graphql\.ts$/.test(id);

/**
 * Trusted documents (README "Trusted documents"): every document the admin can send carries the
 * sha256 of the text it sends, computed here at build time (`__meta__.hash`, read by
 * src/apollo/persistedDocuments.ts and the sign-in request), so the browser hashes nothing; the
 * build writes `persisted-operations.json` with the documents whose hash is in the bundle. An
 * entity's list also carries the hash of its lean form (`__meta__.snapshotHash`), which All sends.
 */
export function persistedDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'lingua:persisted-documents',
    enforce: 'pre',
    transform(code, id) {
      if (isDocumentModule(id)) {
        const match = DOCUMENT_MODULE.exec(code);
        // A generated module in another shape would be sent without a hash and refused by a trusted server.
        if (!match) this.error(`${id}: no document in the shape scripts/vite/persistedDocuments.ts reads`);
        const document = JSON.parse(match[2]) as DocumentNode;
        const text = sentText(document);
        const hash = sha256(text);
        documents.set(hash, text);
        let meta = `"hash":"${hash}"`;
        if (isListModule(id)) {
          // All's request: the same list without the `__typename` of each row and nested object.
          const lean = sentText(leanDocument(document));
          const snapshotHash = sha256(lean);
          documents.set(snapshotHash, lean);
          meta += `,"snapshotHash":"${snapshotHash}"`;
        }
        return { code: code.replace(match[2], () => `{"__meta__":{${meta}},${match[2].slice(1)}`), map: null };
      }
      if (isStringModule(id)) {
        // Sent by a plain fetch exactly as written: the hash is of the template's text.
        let hashed = 0;
        const result = code.replace(STRING_DOCUMENT, (_all, open: string, text: string, close: string) => {
          const hash = sha256(text);
          documents.set(hash, text);
          hashed += 1;
          return `${open}${text}${close}, { hash: '${hash}' })`;
        });
        const operations = code.match(STRING_OPERATION)?.length ?? 0;
        if (hashed !== operations) this.error(`${id}: ${operations - hashed} of ${operations} string documents are not in the shape scripts/vite/persistedDocuments.ts reads`);
        return { code: result, map: null };
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const code = Object.values(bundle).map((output) => (output.type === 'chunk' ? output.code : '')).join('\n');
      const shipped = [...documents].filter(([hash]) => code.includes(hash)).sort(([a], [b]) => a.localeCompare(b));
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: `${JSON.stringify(Object.fromEntries(shipped), null, 2)}\n` });
    },
  };
}
