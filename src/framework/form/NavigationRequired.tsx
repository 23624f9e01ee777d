import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLabel } from '../entity/labels';
import { entityPaths } from '../../paths';
import { Button } from '../../ui/kit/Button';
import { InlineAlert } from '../../ui/kit/Feedback';
import { Flex } from '../../ui/kit/Layout';
import type { EntityDeclaration } from '../entity/types';
import { ReferencePicker } from '../fields/ReferencePicker';
import { fieldLabelId } from './fieldNames';

interface Props {
  declaration: EntityDeclaration;
}

/**
 * Shown instead of a new form that must be reached through another screen (a season from its
 * serial): a form that could never be saved would only waste what the user types. It asks for
 * the row the form depends on (the reference field named by `requiresQuery.param`) and continues
 * to the form with it, so the "+" of the navigation is no dead end; or it leads to `via`.
 */
export function NavigationRequired({ declaration }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const navigate = useNavigate();
  const location = useLocation();
  const required = declaration.requiresQuery;
  if (!required) return null;
  const { message, via, param } = required;
  const field = declaration.fields.find((candidate) => candidate.name === param);
  const parent = field?.kind === 'reference' ? { entity: field.entity, label: label(fieldLabelId(declaration.subject, field), field.name) } : null;
  const continueWith = (id: string) => {
    const query = new URLSearchParams(location.search);
    query.set(param, id);
    // The same form, now with what it depends on; Back returns to this question.
    navigate({ pathname: location.pathname, search: `?${query}` }, { state: location.state });
  };
  return (
    // Under the page's h1 (the alert's heading would be an h3).
    <InlineAlert variant="notice" heading={intl.formatMessage({ id: message })} level={2} className="form-navigation-required">
      <Flex direction="column" gap="size-200" alignItems="start">
        <span>{intl.formatMessage({ id: 'form.navigationRequired.explain' })}</span>
        {parent && (
          <Flex direction="column" gap="size-100" width="100%" maxWidth="size-5000">
            <span>{intl.formatMessage({ id: 'form.navigationRequired.pick' })}</span>
            <ReferencePicker entity={parent.entity} label={parent.label} showLabel chosen={[]} onPick={(option) => continueWith(option.id)} />
          </Flex>
        )}
        {via && (
          <Button variant={parent ? 'secondary' : 'primary'} onPress={() => navigate(entityPaths.manage(via))}>
            {intl.formatMessage({ id: 'form.navigationRequired.goTo' }, { section: intl.formatMessage({ id: `nav.entities.${via}` }) })}
          </Button>
        )}
      </Flex>
    </InlineAlert>
  );
}
