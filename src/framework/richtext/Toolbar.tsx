import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ActionButton } from '../../ui/kit/ActionButton';
import { ToggleButton } from '../../ui/kit/ToggleButton';
import { Tooltip, TooltipTrigger } from '../../ui/kit/Tooltip';
import { TOOLS, type ToolId } from './tools';
import './editor.css';

export interface ToolbarProps {
  editor: Editor;
  groups: ToolId[][];
  /** Link and image ask for an address; the editor hosts that dialog, outside any bubble menu. */
  onDialog: (kind: 'link' | 'image') => void;
  isDisabled?: boolean;
}

/**
 * The formatting toolbar: one tab stop with arrow-key movement (the WAI-ARIA toolbar pattern),
 * mirrored in right-to-left layouts. Labels come from the catalog; the pressed state of each
 * toggle follows the selection through useEditorState, so typing does not re-render the toolbar.
 *
 * @example <Toolbar editor={editor} groups={toolbarFor('full')} onDialog={setDialog} />
 */
export function Toolbar({ editor, groups, onDialog, isDisabled }: ToolbarProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const [focusIndex, setFocusIndex] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const ids = groups.flat();

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ids.map((id) => ({ active: TOOLS[id].isActive?.(e) ?? false, enabled: TOOLS[id].isEnabled?.(e) ?? true })),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
    if (step === undefined || !container.current) return;
    event.preventDefault();
    // Disabled buttons cannot take focus; move among the others, in visual order.
    const buttons = [...container.current.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)')];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    // Arrows follow the visual order (mirrored in right-to-left); Home and End mean first and last.
    const signed = direction === 'rtl' && Number.isFinite(step) ? -step : step;
    const next = Number.isFinite(signed) ? current + signed : signed < 0 ? 0 : buttons.length - 1;
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
  };
  // The one tab stop: the last focused button, or the first enabled one if that became disabled.
  const tabStop = state[focusIndex]?.enabled === false ? Math.max(0, state.findIndex((tool) => tool.enabled)) : focusIndex;

  let index = -1;
  return (
    <div ref={container} role="toolbar" aria-label={intl.formatMessage({ id: 'widgets.richtext.toolbar' })} onKeyDown={onKeyDown} className="rt-toolbar">
      {groups.map((group, g) => (
        <div key={g} className="rt-toolbar__group">
          {group.map((id) => {
            index += 1;
            const i = index;
            const tool = TOOLS[id];
            const label = intl.formatMessage({ id: `widgets.richtext.tool.${id}` });
            const common = {
              'aria-label': label,
              'data-tool': id,
              isQuiet: true,
              isDisabled: isDisabled || !state[i]?.enabled,
              excludeFromTabOrder: i !== tabStop,
              onFocus: () => setFocusIndex(i),
            };
            const Icon = tool.icon;
            const icon = <Icon size={18} stroke={1.75} aria-hidden />;
            const onPress = () => {
              if (tool.dialog) return onDialog(tool.dialog);
              tool.run?.(editor);
              // tiptap's focus() gives the editor the focus back on the next frame: a key typed
              // before then (Enter after Bold) would press this button again. It takes it now.
              if (!editor.isDestroyed) editor.view.focus();
            };
            return (
              <TooltipTrigger key={id} delay={600}>
                {tool.isActive ? (
                  <ToggleButton {...common} isSelected={state[i]?.active ?? false} onChange={onPress}>
                    {icon}
                  </ToggleButton>
                ) : (
                  <ActionButton {...common} onPress={onPress}>
                    {icon}
                  </ActionButton>
                )}
                <Tooltip>{label}</Tooltip>
              </TooltipTrigger>
            );
          })}
        </div>
      ))}
    </div>
  );
}
