import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  /** e.g. 404; shown large above the title. */
  code?: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  titleId: string;
  bodyId: string;
  children?: ReactNode;
  /** A line under the body (the 401 page's "Why?"). */
  detail?: ReactNode;
  /** Inside the shell the page sits in the content area instead of filling the window. */
  inShell?: boolean;
}

/** The frame of the 401, 404, 500, maintenance and coming-soon pages. */
export function MiscPage({ code, icon: PageIcon, titleId, bodyId, children, detail, inShell = false }: Props) {
  const intl = useIntl();
  return (
    <section className={`misc-page${inShell ? ' misc-page--in-shell' : ''}`} aria-labelledby="misc-page-title">
      <div className="misc-page__art" aria-hidden="true">
        <PageIcon size={72} stroke={1.4} />
      </div>
      {code && <p className="misc-page__code">{intl.formatNumber(Number(code), { useGrouping: false })}</p>}
      <h1 id="misc-page-title" className="misc-page__title">{intl.formatMessage({ id: titleId })}</h1>
      <p className="misc-page__body">{intl.formatMessage({ id: bodyId })}</p>
      {detail}
      <div className="misc-page__actions">{children}</div>
    </section>
  );
}
