import { ComboBox, Content, Dialog, Heading, Item, Section, Text } from '@adobe/react-spectrum';
import { useRef, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { activeOptionId, useFirstOptionActive } from './useFirstOptionActive';
import { usePalette } from './usePalette';

interface Props {
  onClose: () => void;
  onOpenShortcuts: () => void;
}

/**
 * The command palette: type a page, an action or a record in either language; the top result is
 * highlighted, so Enter opens or runs it at once; the arrow keys move to another; Esc closes.
 */
export function SearchDialog({ onClose, onOpenShortcuts }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { sections, loading } = usePalette(query, onOpenShortcuts);
  const box = useRef<HTMLDivElement>(null);
  useFirstOptionActive(box, sections);
  const choose = (key: Key | null) => {
    const item = sections.flatMap((section) => section.items).find((candidate) => candidate.key === key);
    if (!item) return;
    onClose();
    if (item.path) navigate(item.path);
    item.run?.();
  };
  return (
    <Dialog size="M" UNSAFE_className="search-dialog">
      <Heading>{intl.formatMessage({ id: 'shell.search.title' })}</Heading>
      <Content>
        <div ref={box}>
          <ComboBox
            label={intl.formatMessage({ id: 'shell.search.label' })}
            width="100%"
            autoFocus
            allowsCustomValue
            menuTrigger="focus"
            inputValue={query}
            onInputChange={setQuery}
            onSelectionChange={choose}
            onKeyDown={(event) => {
              // One Esc closes the palette, not first its list of results.
              if (event.key === 'Escape') onClose();
              // Enter pressed before the top result was highlighted (typed fast) still runs it.
              else if (event.key === 'Enter' && !activeOptionId(box.current)) choose(sections[0]?.items[0]?.key ?? null);
              else event.continuePropagation();
            }}
            items={sections}
            loadingState={loading ? 'loading' : 'idle'}
          >
            {(section) => (
              <Section key={section.key} title={section.title} items={section.items}>
                {(item) => (
                  <Item key={item.key} textValue={item.title}>
                    {/* One label, so the option's name holds all it shows (a description would not be in it). */}
                    <Text>
                      {item.title}
                      {item.subtitle ? <span className="search-dialog__subtitle"> {item.subtitle}</span> : null}
                    </Text>
                  </Item>
                )}
              </Section>
            )}
          </ComboBox>
        </div>
        <p className="search-dialog__hint">{intl.formatMessage({ id: 'shell.search.hint' })}</p>
      </Content>
    </Dialog>
  );
}
