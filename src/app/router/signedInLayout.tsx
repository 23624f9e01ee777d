import type { ComponentType } from 'react';
import { ReferenceSourcesProvider } from '../../framework/entity/references';

/**
 * The default layout's lazy step: the shell (with Apollo) and the entities' row titles, which
 * bring every list document with them, load together once a signed-in screen opens, so the
 * sign-in page and the public pages carry neither.
 */
export async function loadSignedInLayout(): Promise<ComponentType> {
  const [{ DefaultLayout }, { rowTitles }] = await Promise.all([
    import('../../shell/layouts/DefaultLayout'),
    import('../../entities/rowTitles'),
  ]);
  return function SignedInLayout() {
    return <ReferenceSourcesProvider value={rowTitles}><DefaultLayout /></ReferenceSourcesProvider>;
  };
}
