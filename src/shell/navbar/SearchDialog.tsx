import { ComboBox, Content, Dialog, Heading, Item, Section, Text } from '@adobe/react-spectrum';
import { useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { SearchItem } from './searchablePages';
import { useGlobalSearch } from './useGlobalSearch';

interface SearchSection {
  key: string;
  title: string;
  items: SearchItem[];
}

/** The global search: type, move with the arrow keys, Enter opens the page or entity. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { pages, hits, loading } = useGlobalSearch(query);
  const sections: SearchSection[] = [
    { key: 'pages', title: intl.formatMessage({ id: 'shell.search.pages' }), items: pages },
    { key: 'hits', title: intl.formatMessage({ id: 'shell.search.entities' }), items: hits },
  ].filter((section) => section.items.length > 0);
  const open = (key: Key | null) => {
    const item = [...pages, ...hits].find((candidate) => candidate.key === key);
    if (!item) return;
    onClose();
    navigate(item.path);
  };
  return (
    <Dialog size="M" UNSAFE_className="search-dialog">
      <Heading>{intl.formatMessage({ id: 'shell.search.title' })}</Heading>
      <Content>
        <ComboBox
          label={intl.formatMessage({ id: 'shell.search.label' })}
          width="100%"
          autoFocus
          allowsCustomValue
          menuTrigger="focus"
          inputValue={query}
          onInputChange={setQuery}
          onSelectionChange={open}
          items={sections}
          loadingState={loading ? 'loading' : 'idle'}
        >
          {(section) => (
            <Section key={section.key} title={section.title} items={section.items}>
              {(item) => (
                <Item key={item.key} textValue={item.title}>
                  <Text>{item.title}</Text>
                  {item.subtitle ? <Text slot="description">{item.subtitle}</Text> : null}
                </Item>
              )}
            </Section>
          )}
        </ComboBox>
        <p className="search-dialog__hint">{intl.formatMessage({ id: 'shell.search.hint' })}</p>
      </Content>
    </Dialog>
  );
}
