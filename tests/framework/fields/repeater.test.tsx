import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApollo } from '../../utils/mockApollo';
import { messagesFor, named, renderForm } from '../form/renderForm';
import { mediaClipsDeclaration } from './declarations';

type Clip = { title: string; startMs: number; endMs: number };

/** A seeded media with `clips`, and the form editing it. */
async function editMediaWithClips(count: number) {
  const t = await messagesFor();
  const apollo = createTestApollo('ADMIN');
  const row = apollo.db.all('Media').find((media) => Array.isArray(media.clips) && media.clips.length === count);
  if (!row) throw new Error(`no seeded media with ${count} clips`);
  await renderForm(mediaClipsDeclaration, 'media', { client: apollo.client, route: `/media/edit/${row.id}` });
  const list = await screen.findByRole('group', { name: t('media.fields.clips') });
  const item = (index: number) => within(list).getByRole('group', { name: t('fields.list.item', { name: t('media.fields.clips'), index }) });
  const input = (index: number, field: 'title' | 'startMs' | 'endMs') =>
    within(item(index)).getByRole('textbox', { name: named(t(`mediaClip.fields.${field}`)) });
  const button = (id: string, index: number) => screen.getByRole('button', { name: t(id, { name: t('media.fields.clips'), index }) });
  const stored = () => apollo.db.get('Media', row.id)?.clips as Clip[];
  return { t, user: userEvent.setup(), row, list, item, input, button, stored, clips: structuredClone(row.clips) as Clip[] };
}

const save = (user: ReturnType<typeof userEvent.setup>, t: (id: string) => string) => user.click(screen.getByRole('button', { name: t('common.actions.save') }));

describe('repeater field (media clips)', () => {
  it('shows the loaded clips with their sub-fields, timecodes as mm:ss.mmm', async () => {
    const { input, clips } = await editMediaWithClips(2);
    expect(input(1, 'title')).toHaveValue(clips[0].title);
    expect(input(2, 'title')).toHaveValue(clips[1].title);
    expect(input(1, 'startMs')).toHaveValue(
      `${String(Math.floor(clips[0].startMs / 60000)).padStart(2, '0')}:${String(Math.floor(clips[0].startMs / 1000) % 60).padStart(2, '0')}.${String(clips[0].startMs % 1000).padStart(3, '0')}`,
    );
  });

  it('adds, reorders with the keyboard, removes, and saves the items in order without __typename', async () => {
    const { t, user, input, button, stored, clips } = await editMediaWithClips(2);
    await user.click(screen.getByRole('button', { name: t('media.fields.clips.add') }));
    // The new item's first field takes focus.
    expect(input(3, 'title')).toHaveFocus();
    await user.keyboard('Intro');
    await user.type(input(3, 'startMs'), '0:01.5');
    await user.type(input(3, 'endMs'), '12');

    // Keyboard: move the new clip to the top; focus stays on the moved item.
    button('fields.list.moveUp', 3).focus();
    await user.keyboard('{Enter}');
    expect(button('fields.list.moveUp', 2)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input(1, 'title')).toHaveValue('Intro');
    // At the top "up" is disabled, so focus moves to the item's next control.
    expect(button('fields.list.moveUp', 1)).toBeDisabled();
    expect(button('fields.list.moveDown', 1)).toHaveFocus();
    expect(screen.getByText(t('fields.list.moved', { name: t('media.fields.clips'), index: 1, count: 3 }))).toBeInTheDocument();

    await user.click(button('fields.list.remove', 3));
    expect(screen.queryByRole('group', { name: t('fields.list.item', { name: t('media.fields.clips'), index: 3 }) })).not.toBeInTheDocument();

    await save(user, t);
    await waitFor(() => expect(stored()).toEqual([{ title: 'Intro', startMs: 1500, endMs: 12000 }, clips[0]]));
  });

  it('reorders by dragging an item’s handle onto another item', async () => {
    const { t, user, list, input, stored, clips } = await editMediaWithClips(3);
    const rows = within(list).getAllByRole('listitem');
    const handle = rows[2].querySelector('[draggable="true"]') as HTMLElement;
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(rows[0], { dataTransfer });
    fireEvent.drop(rows[0], { dataTransfer });
    expect(input(1, 'title')).toHaveValue(clips[2].title);
    expect(input(2, 'title')).toHaveValue(clips[0].title);

    await save(user, t);
    await waitFor(() => expect(stored()).toEqual([clips[2], clips[0], clips[1]]));
  });

  it('puts errors on the sub-field, lists them in the summary, and the summary focuses the field', async () => {
    const { t, user, input, stored, clips } = await editMediaWithClips(2);
    await user.clear(input(2, 'endMs'));
    await user.type(input(2, 'endMs'), '0');
    await user.clear(input(1, 'title'));
    // Leaving the field first: a click that also blurs a field trips React's act() in jsdom.
    await user.tab();
    await save(user, t);

    await waitFor(() => expect(input(2, 'endMs')).toHaveAttribute('aria-invalid', 'true'));
    expect(input(2, 'endMs')).toHaveAccessibleDescription(t('validation.endAfterStart'));
    expect(input(1, 'title')).toHaveAccessibleDescription(t('validation.required'));
    expect(input(2, 'startMs')).not.toHaveAttribute('aria-invalid');

    const summary = screen.getByText(t('form.summary')).closest('.form-summary') as HTMLElement;
    const entry = (index: number, field: string) =>
      t('fields.summary.subItem', { name: t('media.fields.clips'), index, detail: t(`mediaClip.fields.${field}`) });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${entry(1, 'title')}: ${t('validation.required')}`,
      `${entry(2, 'endMs')}: ${t('validation.endAfterStart')}`,
    ]);
    await user.click(within(summary).getByText(entry(2, 'endMs')));
    expect(input(2, 'endMs')).toHaveFocus();
    expect(stored()).toEqual(clips);
  });

  it('keeps text that is not a time and says how to write one', async () => {
    const { t, user, input } = await editMediaWithClips(1);
    await user.clear(input(1, 'startMs'));
    await user.type(input(1, 'startMs'), '1:7x');
    await user.tab();
    expect(input(1, 'startMs')).toHaveValue('1:7x');
    await waitFor(() => expect(input(1, 'startMs')).toHaveAccessibleDescription(new RegExp(t('validation.timecode').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  });
});
