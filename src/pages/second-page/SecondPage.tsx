import { useIntl } from 'react-intl';

/** The template's second page: a plain card that shows the shell around simple content. */
export function SecondPage() {
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="second-page-title">
      <h1 id="second-page-title" className="page-title">{intl.formatMessage({ id: 'shell.page.secondPage' })}</h1>
      <p>{intl.formatMessage({ id: 'shell.secondPage.body' })}</p>
    </section>
  );
}
