import { useParams } from 'react-router-dom';
import type { EntityDeclaration } from '../entity/types';
import { FormScreen } from '../form/FormScreen';

/** `/{segment}/new` and `/{segment}/edit/:id` of an entity that edits on a page. */
export function EntityFormRoute({ declaration, segment, mode }: { declaration: EntityDeclaration; segment: string; mode: 'new' | 'edit' }) {
  const { id } = useParams();
  // Keyed by id so moving from one record to another starts a fresh form.
  return <FormScreen key={id ?? 'new'} declaration={declaration} segment={segment} mode={mode} id={id} />;
}
