import { IconBell, IconDevices, IconLock, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { pagePaths } from '../../core/routing/pagePaths';
import { usePageBreadcrumb } from '../../ui/PageHeaderContext';
import { useViewer, type Viewer } from '../../core/viewer/useViewer';
import { ProgressCircle } from '../../ui/kit/Progress';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/kit/Tabs';
import { AccountTab } from './AccountTab';
import { NotificationsTab } from './NotificationsTab';
import { SecurityTab } from './SecurityTab';
import { SessionsTab } from './SessionsTab';
import './account.css';

type TabKey = 'account' | 'security' | 'sessions' | 'notifications';

const TABS: { key: TabKey; titleId: string; icon: typeof IconLock; render: (viewer: Viewer) => ReactNode }[] = [
  { key: 'account', titleId: 'account.tabs.account', icon: IconUserCircle, render: (viewer) => <AccountTab viewer={viewer} /> },
  { key: 'security', titleId: 'account.tabs.security', icon: IconLock, render: () => <SecurityTab /> },
  { key: 'sessions', titleId: 'account.tabs.sessions', icon: IconDevices, render: () => <SessionsTab /> },
  { key: 'notifications', titleId: 'account.tabs.notifications', icon: IconBell, render: (viewer) => <NotificationsTab viewer={viewer} /> },
];

/**
 * `/account-settings/:tab`: the tab is the URL, so a tab can be linked to and Back returns to
 * the previous one. An unknown tab opens the first.
 */
export function AccountSettingsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { tab } = useParams();
  const { viewer } = useViewer();
  const current = TABS.find((item) => item.key === tab);
  usePageBreadcrumb([
    { title: { id: 'shell.page.accountSettings' }, href: pagePaths.accountSettings() },
    ...(current ? [{ title: { id: current.titleId } }] : []),
  ]);
  if (!current) return <Navigate to={pagePaths.accountSettings()} replace />;
  return (
    <div className="account-settings">
      <h1 className="page-title">{intl.formatMessage({ id: 'shell.page.accountSettings' })}</h1>
      <Tabs
        selectedKey={current.key}
        onSelectionChange={(key) => navigate(pagePaths.accountSettings(String(key)))}
        aria-label={intl.formatMessage({ id: 'shell.page.accountSettings' })}
      >
        <TabList>
          {TABS.map(({ key, titleId, icon: TabIcon }) => (
            <Tab key={key} id={key} textValue={intl.formatMessage({ id: titleId })}>
              <TabIcon size={18} aria-hidden />
              {intl.formatMessage({ id: titleId })}
            </Tab>
          ))}
        </TabList>
        <div className="account-panels">
          {TABS.map(({ key, render }) => (
            <TabPanel key={key} id={key}>
              <div className="card account-card">
                {viewer ? (
                  // Keyed by user so a different sign-in starts from that user's values.
                  <div key={viewer.user.id}>{render(viewer)}</div>
                ) : (
                  <ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />
                )}
              </div>
            </TabPanel>
          ))}
        </div>
      </Tabs>
    </div>
  );
}
