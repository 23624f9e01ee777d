import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { asSubject } from '../../ability/ability';
import { useAppAbility } from '../../ability/useAppAbility';
import { isolate } from '../../framework/display/isolates';
import { EntityRouteProvider } from '../../framework/entity/entityRoute';
import { EntityDrawer } from '../../framework/form/EntityDrawer';
import { useRecord } from '../../framework/form/useRecord';
import type { EntityDeclaration } from '../../framework/entity/types';
import { DeleteConfirmation, type PendingDelete } from '../../framework/list/DeleteConfirmation';
import { ListProvider } from '../../framework/list/ListContext';
import { ListStates } from '../../framework/list/ListStates';
import { ProductOperations } from '../../gql-docs';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Button } from '../../ui/kit/Button';
import { Flex } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import { Tooltip, TooltipTrigger } from '../../ui/kit/Tooltip';
import products from '../product';
import attributes from '../productAttribute';
import { useAttributeOrder } from './useAttributeOrder';
import { useProductAttributes } from './useProductAttributes';
import './attributes.css';

type Drawer = { mode: 'new' } | { mode: 'edit'; id: string } | null;

/** A value that is a plain number ("100") in the viewer's digits (۱۰۰ in fa), as typed otherwise ("8 weeks"). */
const NUMBER = /^\d+(\.\d+)?$/;

/**
 * `/products/:id/attributes/manage`: one product's attributes in their order, added and edited
 * in a drawer (the product fixed), moved up and down to reorder, and deleted after the list's own
 * confirmation, with its toast's Undo.
 */
export function ProductAttributesScreen() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const ability = useAppAbility();
  const headingId = useId();
  const [drawer, setDrawer] = useState<Drawer>(null);
  const product = useRecord<typeof ProductOperations>(products, id);
  // A delete evicts the list from the cache: the controller keeps the rows on screen until it is fetched again.
  const list = useProductAttributes(id);
  const { rows, refetch } = list;
  const order = useAttributeOrder(refetch);
  const nextPosition = rows.length > 0 ? Math.max(...rows.map((row) => row.position)) + 1 : 0;
  // The drawer's form adds to this product, at the end of the list.
  const declaration = useMemo(
    () => ({ ...attributes, defaults: { ...attributes.defaults, productId: id, position: nextPosition } }) as unknown as EntityDeclaration,
    [id, nextPosition],
  );
  const [pending, setPending] = useState<PendingDelete>(null);
  const canCreate = ability.can('create', 'ProductAttribute');
  const canUpdate = ability.can('update', 'ProductAttribute');
  // The product's title in its own direction inside the sentence (an English title in the Persian admin).
  const title = intl.formatMessage({ id: 'product.attributes.title' }, { name: isolate(product?.title ?? '…') });
  const shown = (value: string) => (NUMBER.test(value) ? intl.formatNumber(Number(value), { useGrouping: false, maximumFractionDigits: 20 }) : value);
  const close = () => {
    setDrawer(null);
    refetch();
  };

  return (
    <ListProvider value={list}>
      <section className="card attributes-screen" aria-labelledby={headingId}>
        <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200">
          <h1 id={headingId} className="page-title">{title}</h1>
          {canCreate && (
            <Button variant="accent" onPress={() => setDrawer({ mode: 'new' })}>
              <AppIcon icon={IconPlus} />
              <span>{intl.formatMessage({ id: 'product.attributes.add' })}</span>
            </Button>
          )}
        </Flex>
        <ListStates
          loading={<ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} className="attributes-screen__loading" />}
          empty={<p>{intl.formatMessage({ id: 'product.attributes.empty' })}</p>}
        >
          <ol className="attributes-list" aria-labelledby={headingId} aria-busy={order.saving}>
            {rows.map((row, index) => {
              const name = `${row.name}: ${row.value}`;
              const canDelete = ability.can('delete', asSubject('ProductAttribute', row));
              const tip = (label: string, icon: typeof IconPencil, onPress: () => void, disabled = false) => (
                <TooltipTrigger delay={600}>
                  <ActionButton isQuiet aria-label={label} onPress={onPress} isDisabled={disabled || order.saving || list.deleting}>
                    <AppIcon icon={icon} />
                  </ActionButton>
                  <Tooltip>{label}</Tooltip>
                </TooltipTrigger>
              );
              return (
                <li key={row.id} className="attributes-list__row">
                  {/* The position on screen, whatever gaps the stored positions have, in the viewer's digits. */}
                  <span className="attributes-list__index">{intl.formatNumber(index + 1)}</span>
                  <span className="attributes-list__name"><bdi>{row.name}</bdi></span>
                  <span className="attributes-list__value"><bdi>{shown(row.value)}</bdi></span>
                  {(canUpdate || canDelete) && (
                    <span className="attributes-list__actions">
                      {canUpdate && (
                        <>
                          {tip(intl.formatMessage({ id: 'product.attributes.moveUp' }, { name }), IconArrowUp, () => void order.move(rows, index, index - 1), index === 0)}
                          {tip(intl.formatMessage({ id: 'product.attributes.moveDown' }, { name }), IconArrowDown, () => void order.move(rows, index, index + 1), index === rows.length - 1)}
                          {tip(intl.formatMessage({ id: 'list.actions.editRow' }, { name }), IconPencil, () => setDrawer({ mode: 'edit', id: row.id }))}
                        </>
                      )}
                      {canDelete && tip(intl.formatMessage({ id: 'list.actions.deleteRow' }, { name }), IconTrash, () => setPending({ kind: 'one', id: row.id, name }))}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </ListStates>
        <DeleteConfirmation
          pending={pending}
          onConfirm={(target) => void (target.kind === 'one' && list.deleteOne(target.id, target.name))}
          onClose={() => setPending(null)}
        />
        {/* The drawer belongs to the product's route: its segment is the way back. */}
        <EntityRouteProvider subject="Product" segment="products">
          <EntityDrawer
            declaration={declaration}
            mode={drawer?.mode ?? null}
            id={drawer?.mode === 'edit' ? drawer.id : undefined}
            onClose={close}
          />
        </EntityRouteProvider>
      </section>
    </ListProvider>
  );
}
