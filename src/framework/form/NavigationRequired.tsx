import { Button, Content, Flex, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLabel } from '../entity/labels';
import { entityPaths } from '../../paths';
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
    <InlineAlert variant="notice" marginY="size-200">
      {/* Under the page's h1 (Spectrum's alert heading would be an h3). */}
      <Heading level={2}>{intl.formatMessage({ id: message })}</Heading>
      <Content>
        <Flex direction="column" gap="size-200" alignItems="start">
          <Text>{intl.formatMessage({ id: 'form.navigationRequired.explain' })}</Text>
          {parent && (
            <Flex direction="column" gap="size-100" width="100%" maxWidth="size-5000">
              <Text>{intl.formatMessage({ id: 'form.navigationRequired.pick' })}</Text>
              <ReferencePicker entity={parent.entity} label={parent.label} showLabel chosen={[]} onPick={(option) => continueWith(option.id)} />
            </Flex>
          )}
          {via && (
            <Button variant={parent ? 'secondary' : 'primary'} onPress={() => navigate(entityPaths.manage(via))}>
              {intl.formatMessage({ id: 'form.navigationRequired.goTo' }, { section: intl.formatMessage({ id: `nav.entities.${via}` }) })}
            </Button>
          )}
        </Flex>
      </Content>
    </InlineAlert>
  );
}
