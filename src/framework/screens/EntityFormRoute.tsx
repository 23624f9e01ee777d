import { useLocation, useParams } from 'react-router-dom';
import { EntityRouteProvider } from '../entity/entityRoute';
import type { EntityDeclaration } from '../entity/types';
import { FormScreen } from '../form/FormScreen';
import { fieldToFocus } from '../form/returnTo';

/** `/{segment}/new` and `/{segment}/edit/:id` of an entity that edits on a page. */
export function EntityFormRoute({ declaration, segment, mode }: { declaration: EntityDeclaration; segment: string; mode: 'new' | 'edit' }) {
  const { id } = useParams();
  const location = useLocation();
  // Keyed by id so moving from one record to another starts a fresh form.
  return (
    <EntityRouteProvider subject={declaration.subject} segment={segment}>
      <FormScreen key={id ?? 'new'} declaration={declaration} mode={mode} id={id} focusField={fieldToFocus(location)} />
    </EntityRouteProvider>
  );
}
