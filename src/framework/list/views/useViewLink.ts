import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SavedViewGetDocument } from '../../../gql-docs';
import { toast } from '../../../ui/toast';
import type { EntityDeclaration } from '../../entity/types';
import { isBareViewLink, VIEW_PARAM, viewSearch } from './viewQuery';

/**
 * A link of only `?view=<id>` opens the view: its state replaces the link in the URL (no history
 * entry), so the list, Back and a reload then work as for any list URL. A view the viewer does not
 * see (deleted, not shared with them) leaves the plain list and says so.
 */
export function useViewLink(declaration: EntityDeclaration): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const bare = isBareViewLink(searchParams);
  const id = searchParams.get(VIEW_PARAM) ?? '';
  const { data, error } = useQuery(SavedViewGetDocument, { variables: { id }, skip: !bare, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!bare) return;
    const view = data?.savedView;
    if (view && view.entity === declaration.subject) navigate(`${pathname}${viewSearch(view, declaration)}`, { replace: true });
    else if (data || error) {
      toast.error('views.toast.unavailable');
      navigate(pathname, { replace: true });
    }
  }, [bare, data, error, declaration, navigate, pathname]);
}
