import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import abuses from '../../../src/entities/abuse';
import comments from '../../../src/entities/comment';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { ViewerDocument } from '../../../src/gql/graphql';
import { toast } from '../../../src/ui/toast';
import { bodyRows, fakeLayout, renderManage } from '../../framework/list/harness';
import { createTestApollo } from '../../utils/mockApollo';

beforeEach(() => {
  fakeLayout();
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

type Apollo = ReturnType<typeof createTestApollo>;

/** Comments of the test's own, found together by searching their marker. */
function withComments(apollo: Apollo, statuses: string[]) {
  const template = apollo.db.all('Comment')[0];
  return statuses.map((status, index) =>
    apollo.db.insert('Comment', { author: template.author, media: template.media, parent: null, body: `Queuetest ${index + 1}`, status }),
  );
}

const declaration = (value: unknown) => value as EntityDeclaration;

describe('comment queue', () => {
  it('opens on PENDING; Approve on a row and Reject on the selected rows change only those', async () => {
    const apollo = createTestApollo('MODERATOR');
    const rows = withComments(apollo, ['PENDING', 'PENDING', 'PENDING', 'APPROVED']);
    await renderManage(declaration(comments), 'comments', { route: '/comments/manage?q=Queuetest', client: apollo.client, role: 'MODERATOR' });
    const user = userEvent.setup();
    // The approved one is not in the queue.
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Approve Queuetest 1' }));
    await waitFor(() => expect(apollo.db.get('Comment', rows[0].id)?.status).toBe('APPROVED'));
    expect(toast.success).toHaveBeenCalledWith('moderation.toast.approved', { count: 1 }, expect.objectContaining({ label: 'undo.actions.undo' }));
    // It leaves the PENDING queue.
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.click(within(screen.getByRole('grid')).getByRole('checkbox', { name: 'Select All' }));
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect([rows[1], rows[2]].map((row) => apollo.db.get('Comment', row.id)?.status)).toEqual(['REJECTED', 'REJECTED']));
    expect(toast.success).toHaveBeenCalledWith('moderation.toast.rejected', { count: 2 }, expect.objectContaining({ label: 'undo.actions.undo' }));
    expect(apollo.db.get('Comment', rows[3].id)?.status).toBe('APPROVED');
  }, 60_000);

  it('lets EDITOR read the queue without any action or selection', async () => {
    const apollo = createTestApollo('EDITOR');
    withComments(apollo, ['PENDING', 'PENDING']);
    await renderManage(declaration(comments), 'comments', { route: '/comments/manage?q=Queuetest', client: apollo.client, role: 'EDITOR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('grid')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows every status after choosing All, which the URL keeps as status=all', async () => {
    const apollo = createTestApollo('MODERATOR');
    withComments(apollo, ['PENDING', 'APPROVED', 'REJECTED']);
    await renderManage(declaration(comments), 'comments', { route: '/comments/manage?q=Queuetest&status=all', client: apollo.client, role: 'MODERATOR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });
});

describe('abuse queue', () => {
  it('Resolve records the viewer as handler and the time; a row that fails is named in the report', async () => {
    const apollo = createTestApollo('MODERATOR');
    await apollo.client.query({ query: ViewerDocument });
    const moderator = apollo.db.all('User').find((row) => row.role === 'MODERATOR')!;
    const template = apollo.db.all('Abuse')[0];
    const reports = [1, 2].map((n) =>
      apollo.db.insert('Abuse', { ...template, id: undefined, description: `Abusetest ${n}`, status: 'OPEN', handledBy: null, handledAt: null }),
    );
    await renderManage(declaration(abuses), 'abuses', { route: '/abuses/manage?q=Abusetest', client: apollo.client, role: 'MODERATOR' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    // One report disappears behind the list's back: its update is refused, the other goes through.
    apollo.db.remove([apollo.db.get('Abuse', reports[1].id)!]);
    await user.click(within(screen.getByRole('grid')).getByRole('checkbox', { name: 'Select All' }));
    await user.click(within(await screen.findByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(apollo.db.get('Abuse', reports[0].id)?.status).toBe('RESOLVED'));
    const handled = apollo.db.get('Abuse', reports[0].id)!;
    expect((handled.handledBy as { id: string }).id).toBe(moderator.id);
    expect(Number.isNaN(Date.parse(String(handled.handledAt)))).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('moderation.toast.resolved', { count: 1 }, expect.objectContaining({ label: 'undo.actions.undo' }));
    // The failed report is named by who reported what, never by an id.
    const reporter = String((template.reporter as { fullName: string }).fullName);
    expect(toast.error).toHaveBeenCalledWith('records.actions.failed', expect.objectContaining({ count: 1, detail: expect.stringContaining(reporter) }));
    expect(toast.error).not.toHaveBeenCalledWith('records.actions.failed', expect.objectContaining({ detail: expect.stringContaining(`#${reports[1].id}`) }));
  });

  it('names what each report is about (a comment by its text, media by title, a user by name) with a link to it', async () => {
    const apollo = createTestApollo('MODERATOR');
    const template = apollo.db.all('Abuse')[0];
    const seeded = apollo.db.all('Comment')[0];
    const comment = apollo.db.insert('Comment', {
      author: seeded.author, media: seeded.media, parent: null, status: 'APPROVED',
      body: 'This comment goes on and on about the film, its actors and its music, far longer than any column could show.',
    });
    const media = apollo.db.all('Media')[3];
    const learner = apollo.db.all('User').find((row) => row.role === 'LEARNER')!;
    const targets = [['COMMENT', comment], ['MEDIA', media], ['USER', learner]] as const;
    for (const [targetType, row] of targets) {
      apollo.db.insert('Abuse', { ...template, id: undefined, description: `Targettest ${targetType}`, status: 'OPEN', targetType, targetId: row.id });
    }
    await renderManage(declaration(abuses), 'abuses', { route: '/abuses/manage?q=Targettest', client: apollo.client, role: 'MODERATOR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const grid = screen.getByRole('grid');
    const body = String(comment.body).replace(/\s+/g, ' ');
    const shortened = within(grid).getByRole('link', { name: new RegExp(`^${body.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*…$`) });
    expect(shortened).toHaveAttribute('href', `/comments/edit/${comment.id}`);
    expect(shortened.textContent!.length).toBeLessThanOrEqual(61);
    expect(within(grid).getByRole('link', { name: String(media.title) })).toHaveAttribute('href', `/media/edit/${media.id}`);
    expect(within(grid).getByRole('link', { name: String(learner.fullName) })).toHaveAttribute('href', `/user/view/${learner.id}`);
    expect(grid.textContent).toContain('Comment:');
    for (const [, row] of targets) expect(grid.textContent).not.toContain(`#${row.id}`);
  });
});
