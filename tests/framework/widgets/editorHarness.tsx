import { screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { Formik, useFormikContext } from 'formik';
import { beforeAll } from 'vitest';
import RichTextField, { type RichTextFieldProps } from '../../../src/framework/fields/RichTextField';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view. */
export function shimLayoutForProseMirror() {
  beforeAll(() => {
    document.elementFromPoint ??= () => null;
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects ??= noRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Element.prototype.getClientRects ??= noRects;
  });
}

function Values() {
  const { values, dirty } = useFormikContext();
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <output data-testid="dirty">{String(dirty)}</output>
    </>
  );
}
export const formValues = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as { bio: unknown };
/** Formik's own answer to "would leaving lose something?" (what the unsaved-changes guard asks). */
export const formIsDirty = () => screen.getByTestId('dirty').textContent === 'true';

const hello = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };

/**
 * A RichTextField named `bio` in a bare Formik form; returns the textbox and its Tiptap editor.
 * With `neighbours`, a text input labelled Before precedes the field and one labelled After follows it.
 */
export async function renderRichTextField(extra: Partial<RichTextFieldProps> = {}, language: 'fa' | 'en' = 'en', bio: unknown = hello, neighbours = false) {
  await renderWithProviders(
    <Formik initialValues={{ bio }} onSubmit={() => {}}>
      <>
        {neighbours && <input aria-label="Before" />}
        <RichTextField name="bio" label="Bio" isReadOnly={false} {...extra} />
        {neighbours && <input aria-label="After" />}
        <Values />
      </>
    </Formik>,
    { language },
  );
  // The editor is a lazy chunk; its first load in a test run includes transforming Tiptap.
  const textbox = await screen.findByRole('textbox', { name: 'Bio' }, { timeout: 15_000 });
  return { textbox, editor: (textbox as HTMLElement & { editor: Editor }).editor };
}

export const toolbarButtons = () => within(screen.getByRole('toolbar')).getAllByRole('button');
