import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../../src/framework/entity/types';
import { ReferenceLabels } from '../../../../src/framework/fields/referenceLabels';
import { MergeDialog } from '../../../../src/framework/form/conflict/MergeDialog';
import { mergeForm } from '../../../../src/framework/form/conflict/merge';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { messagesFor } from '../renderForm';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const fields = [
  { name: 'languageId', kind: 'reference', entity: 'Language' },
  { name: 'status', kind: 'radio', enumName: 'MediaStatus' },
  { name: 'description', kind: 'richText' },
  { name: 'isFree', kind: 'switch' },
] as FieldDef[];

describe('the merge view shows values as people read them', () => {
  it.each(['en', 'fa'] as const)('references by label, enums by label, rich text as text, switches as yes/no (%s)', async (language) => {
    const t = await messagesFor(language);
    const labels = new ReferenceLabels();
    labels.remember('Language', 'l1', 'Persian (fa)');
    labels.remember('Language', 'l2', 'English (en)');
    const base = { languageId: 'l0', status: 'DRAFT', description: doc('Old'), isFree: false };
    const mine = { languageId: 'l1', status: 'PUBLISHED', description: doc('Mine words'), isFree: true };
    const theirs = { languageId: 'l2', status: 'ARCHIVED', description: doc('Their words'), isFree: null };
    const merge = { ...mergeForm({ fields, base, mine, theirs, canEdit: () => true }), updatedBy: 'Ali Rezaei', updatedAt: '2026-03-01T08:30:00.000Z' };
    await renderWithProviders(
      <MergeDialog subject="Media" merge={merge} labels={labels} values={mine} onResolve={() => {}} onCancel={() => {}} />,
      { language },
    );
    const dialog = await screen.findByRole('dialog', { name: t('conflict.title') });
    const who = 'Ali Rezaei';
    const radio = (id: string, value: string) => within(dialog).getByRole('radio', { name: t(id, { who, value }) });
    expect(radio('conflict.keepMine', 'Persian (fa)')).toBeChecked();
    expect(radio('conflict.keepTheirs', 'English (en)')).not.toBeChecked();
    expect(radio('conflict.keepMine', t('enum.MediaStatus.PUBLISHED'))).toBeInTheDocument();
    expect(radio('conflict.keepTheirs', t('enum.MediaStatus.ARCHIVED'))).toBeInTheDocument();
    expect(radio('conflict.keepMine', 'Mine words')).toBeInTheDocument();
    expect(radio('conflict.keepTheirs', 'Their words')).toBeInTheDocument();
    expect(radio('conflict.keepMine', t('conflict.value.yes'))).toBeInTheDocument();
    expect(radio('conflict.keepTheirs', t('conflict.value.no'))).toBeInTheDocument();
  });
});
