import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type Key,
} from 'react-aria-components';
import './collections.css';

const cx = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** The name given to Tabs, passed to its TabList (the element that carries it), as Spectrum's Tabs did. */
const TabsLabel = createContext<string | undefined>(undefined);

export interface TabsProps {
  /** The selected tab's id (controlled). */
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** Names the tab list (Spectrum's Tabs took it on the root). */
  'aria-label'?: string;
  orientation?: 'horizontal' | 'vertical';
  disabledKeys?: Iterable<Key>;
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Spectrum's tabs on react-aria-components: a rule under the list, the selected tab underlined,
 * arrow keys move the selection (mirrored in right to left), each panel linked to its tab.
 *
 * @example
 * <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(String(key))} aria-label={t('shell.page.accountSettings')}>
 *   <TabList>
 *     <Tab id="account">{t('account.tabs.account')}</Tab>
 *     <Tab id="security">{t('account.tabs.security')}</Tab>
 *   </TabList>
 *   <TabPanel id="account">…</TabPanel>
 *   <TabPanel id="security">…</TabPanel>
 * </Tabs>
 */
export function Tabs({ 'aria-label': ariaLabel, className, children, ...props }: TabsProps) {
  return (
    <TabsLabel.Provider value={ariaLabel}>
      <RACTabs {...props} className={cx('kit-tabs', className)}>
        {children}
      </RACTabs>
    </TabsLabel.Provider>
  );
}

export interface TabListProps {
  /** Defaults to the Tabs' aria-label. */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** The row of tabs (its rule and the selected tab's underline). */
export function TabList({ 'aria-label': ariaLabel, className, style, children }: TabListProps) {
  const inherited = useContext(TabsLabel);
  return (
    <RACTabList aria-label={ariaLabel ?? inherited} className={cx('kit-tabs__list', className)} style={style}>
      {children}
    </RACTabList>
  );
}

export interface TabProps {
  id: Key;
  /** The tab's name when its content is not plain text (an icon and a label). */
  textValue?: string;
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** One tab: text, or an icon and text (the icon `aria-hidden`). */
export function Tab({ className, children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={cx('kit-tabs__tab', className)}>
      {children}
    </RACTab>
  );
}

export interface TabPanelProps {
  /** The id of the tab it belongs to. */
  id: Key;
  /** Keep the panel mounted (hidden) while another tab is selected. */
  shouldForceMount?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** The content of one tab; only the selected tab's is mounted unless `shouldForceMount`. */
export function TabPanel({ className, children, ...props }: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={cx('kit-tabs__panel', className)}>
      {children}
    </RACTabPanel>
  );
}
