import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { Button, Collection, ComboBox, Group, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Dialog, DialogContent, DialogHeading } from '../../ui/kit/Dialog';
import { ChevronMark } from '../../ui/kit/Marks';
import { FirstOptionActive } from './FirstOptionActive';
import type { PaletteSection } from './usePalette';
import { usePalette } from './usePalette';
import '../../ui/kit/field.css';

interface Props {
  onClose: () => void;
  onOpenShortcuts: () => void;
}

// The combobox's options show where the pointer is by their hover look only (as the kit's
// PickerOptions): the highlight stays where the keyboard put it, so Enter runs what it shows.
const keyboardFocusOnly = { shouldFocusOnHover: false } as object;

/**
 * The command palette: type a page, an action or a record in either language; the top result is
 * highlighted, so Enter opens or runs it at once; the arrow keys move to another; Esc closes.
 * react-aria's ComboBox drawn as the kit's ComboBox (field, popover and options), its
 * results in titled sections.
 *
 * @example
 * <DialogContainer onDismiss={close} isDismissable>{open && <SearchDialog onClose={close} onOpenShortcuts={openSheet} />}</DialogContainer>
 */
export function SearchDialog({ onClose, onOpenShortcuts }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { sections, loading } = usePalette(query, onOpenShortcuts);
  const choose = (key: Key | null) => {
    const item = sections.flatMap((section) => section.items).find((candidate) => candidate.key === key);
    if (!item) return;
    onClose();
    if (item.path) navigate(item.path);
    item.run?.();
  };
  // Runs after the ComboBox's own keys (Enter on a highlighted option has already chosen it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // One Esc closes the palette, not first its list of results.
    if (event.key === 'Escape') onClose();
    // Enter pressed before the top result was highlighted (typed fast) still runs it.
    else if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) choose(sections[0]?.items[0]?.key ?? null);
  };
  return (
    <Dialog size="M" className="search-dialog">
      <DialogHeading hasDivider={false}>{intl.formatMessage({ id: 'shell.search.title' })}</DialogHeading>
      <DialogContent>
        <ComboBox
          className="light-field search-dialog__field"
          items={sections}
          inputValue={query}
          onInputChange={setQuery}
          onSelectionChange={choose}
          allowsCustomValue
          // The list stays open while nothing matches ("No results"), so results for what is
          // typed next show without reopening it.
          allowsEmptyCollection
          menuTrigger="focus"
          autoFocus
        >
          <Label className="light-field__label">{intl.formatMessage({ id: 'shell.search.label' })}</Label>
          <Group className="light-field__box" role="presentation">
            <Input className="light-field__input" onKeyDown={onKeyDown} />
            {loading && <span className="light-field__spinner" aria-hidden />}
            <Button className="light-field__button">
              <ChevronMark />
            </Button>
          </Group>
          <FirstOptionActive />
          {/* Always under the box, as a palette's list is (it scrolls inside what room there is below). */}
          <Popover className="light-popover light-popover--fit search-dialog__results" placement="bottom start" shouldFlip={false} offset={4}>
            <ListBox<PaletteSection>
              {...keyboardFocusOnly}
              className="light-listbox"
              renderEmptyState={() => <div className="light-listbox__empty">{intl.formatMessage({ id: loading ? 'common.loading' : 'common.noResults' })}</div>}
            >
              {(section) => (
                <ListBoxSection id={section.key} className="light-listbox__section">
                  <Header className="light-listbox__header">{section.title}</Header>
                  <Collection items={section.items}>
                    {(item) => (
                      <ListBoxItem id={item.key} textValue={item.title} className={item.key.startsWith('more:') ? 'light-option search-dialog__more' : 'light-option'}>
                        {/* One label, so the option's name holds all it shows (a description would not be in it). */}
                        <span className="light-option__text">
                          {item.title}
                          {item.subtitle ? <span className="light-option__detail"> {item.subtitle}</span> : null}
                        </span>
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <p className="search-dialog__hint">{intl.formatMessage({ id: 'shell.search.hint' })}</p>
      </DialogContent>
    </Dialog>
  );
}
