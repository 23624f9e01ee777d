import { screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { Formik, useFormikContext } from 'formik';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { FieldRenderer } from '../../../src/framework/fields/FieldRenderer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { shimLayoutForProseMirror } from '../widgets/editorHarness';

shimLayoutForProseMirror();

function Values() {
  const { values } = useFormikContext<{ body: unknown }>();
  return <output data-testid="values">{JSON.stringify(values.body)}</output>;
}

/** A rich-text field declared with `options`, rendered by the FieldRenderer as a form would. */
async function renderDeclared(options: Extract<FieldDef, { kind: 'richText' }>['options'], body: unknown = null) {
  await renderWithProviders(
    <Formik initialValues={{ body }} onSubmit={() => {}}>
      <>
        <FieldRenderer field={{ name: 'body', kind: 'richText', options }} label="Body" isReadOnly={false} />
        <Values />
      </>
    </Formik>,
    { language: 'en' },
  );
  return screen.findByRole('textbox', { name: 'Body' }, { timeout: 15_000 });
}

describe('rich-text field options', () => {
  it('stores HTML when the declaration says format html', async () => {
    const textbox = await renderDeclared({ format: 'html' }, '<p>Hi</p>');
    expect(textbox).toHaveTextContent('Hi');
    // jsdom cannot type into ProseMirror reliably; the editor's own command is what typing runs.
    (textbox as HTMLElement & { editor: Editor }).editor.chain().focus('end').insertContent(' there').run();
    await waitFor(() => expect(JSON.parse(screen.getByTestId('values').textContent ?? 'null')).toMatch(/^<p[^>]*>Hi there<\/p>$/));
  });

  it('shows no toolbar with theme none', async () => {
    await renderDeclared({ theme: 'none' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('takes the toolbar preset', async () => {
    await renderDeclared({ preset: 'minimal' });
    const minimal = within(screen.getByRole('toolbar')).getAllByRole('button').length;
    document.body.innerHTML = '';
    await renderDeclared({ preset: 'full' });
    const full = within(screen.getAllByRole('toolbar').at(-1)!).getAllByRole('button').length;
    expect(full).toBeGreaterThan(minimal);
  });
});
