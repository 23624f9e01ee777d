import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

interface Props {
  titleMessageId: string;
  mode: 'manage' | 'new' | 'edit';
}

/** Stands in for an entity screen until the generic manage and form screens are plugged in. */
export function PlaceholderScreen({ titleMessageId, mode }: Props) {
  const intl = useIntl();
  const { id } = useParams();
  const entity = intl.formatMessage({ id: titleMessageId });
  const heading = mode === 'manage' ? entity : intl.formatMessage({ id: `shell.page.${mode}` }, { entity });
  return (
    <section className="card" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className="page-title">{heading}</h1>
      <p>{intl.formatMessage({ id: 'shell.placeholder.body' }, { entity, id: id ?? '' })}</p>
    </section>
  );
}
