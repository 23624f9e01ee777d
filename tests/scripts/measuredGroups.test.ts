import { describe, expect, it } from 'vitest';
import { groupsOf, type Chunk } from '../../scripts/vite/measuredGroups';

/** A chunk of a made-up first pass: its file, facade, modules and the files it imports. */
function chunk(facade: string | null, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false): Chunk {
  return { type: 'chunk', isEntry, facadeModuleId: facade, moduleIds: facade ? [facade, ...moduleIds] : moduleIds, imports, dynamicImports };
}

const src = (path: string) => `/app/src/${path}`;
const declarations = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => src(`entities/${name}.ts`));

/**
 * The shape of the admin's bundle in small: an entry that lazily opens the sign-in page, an error
 * page, the signed-in layout's steps, the dashboard, the list and form screens, and six entity
 * declarations, five of which share a cell helper.
 */
const bundle = new Map<string, Chunk>([
  ['index.js', chunk(src('main.tsx'), [src('app/router/routes.ts')], ['boot-shared.js'], ['LoginPage.js', 'NotFound.js', 'NotAuthorized.js', 'DefaultLayout.js', 'Dashboard.js', 'Manage.js', 'Form.js', ...declarations.map((_, i) => `decl${i}.js`)], true)],
  ['boot-shared.js', chunk(null, [src('core/session/session.ts')])],
  ['LoginPage.js', chunk(src('pages/login/LoginPage.tsx'), [src('pages/login/LoginForm.tsx')], ['boot-shared.js'])],
  ['NotFound.js', chunk(src('pages/misc/NotFoundPage.tsx'), [], ['misc.js'], ['ErrorView.js'])],
  ['misc.js', chunk(null, [src('pages/misc/MiscPage.tsx')])],
  // The 401 page asks for the viewer's "Why?" lazily, signed in only: a signed-in module.
  ['NotAuthorized.js', chunk(src('pages/misc/NotAuthorizedPage.tsx'), [], ['misc.js'], ['Refusal.js'])],
  ['Refusal.js', chunk(src('pages/misc/refusal.signedIn.ts'), [], ['both.js'])],
  ['ErrorView.js', chunk(src('pages/misc/ServerErrorView.tsx'), [], ['button.js'])],
  ['button.js', chunk(null, ['/app/node_modules/react-aria/button.mjs'])],
  ['DefaultLayout.js', chunk(src('shell/layouts/DefaultLayout.tsx'), ['/app/node_modules/@apollo/client/core.js'], ['button.js'])],
  ['Dashboard.js', chunk(src('pages/dashboard/DashboardPage.tsx'), [], ['both.js', 'chart.js'])],
  ['chart.js', chunk(null, ['/app/node_modules/recharts/index.js'])],
  ['both.js', chunk(null, [src('ui/kit/Marks.tsx')])],
  ['Manage.js', chunk(src('framework/screens/EntityManageRoute.tsx'), [], ['both.js', 'table.js'], ['Dialog.js', 'DateFilter.js'])],
  ['DateFilter.js', chunk(src('framework/list/filters/DateRangeFilter.tsx'), [], ['picker.js'])],
  ['picker.js', chunk(null, ['/app/node_modules/@internationalized/date/index.mjs'])],
  ['table.js', chunk(null, [src('framework/list/ListTable.tsx')])],
  ['Dialog.js', chunk(src('framework/list/views/SaveViewDialog.tsx'), [])],
  ['Form.js', chunk(src('framework/screens/EntityFormRoute.tsx'), [], ['formik.js', 'table.js', 'picker.js'])],
  ['formik.js', chunk(null, ['/app/node_modules/formik/formik.esm.js'])],
  ['cells.js', chunk(null, [src('framework/cells/money.ts')])],
  ['only-f.js', chunk(null, [src('entities/f/Own.tsx')])],
  ...declarations.map((id, i): [string, Chunk] => [`decl${i}.js`, chunk(id, [], i < 5 ? ['cells.js'] : ['only-f.js'])]),
]);

const groups = groupsOf(bundle, [src('shell/layouts/DefaultLayout.tsx')], declarations, [src('framework/list/filters/DateRangeFilter.tsx')]);
const groupOf = (id: string) => Object.entries(groups).filter(([, ids]) => ids.includes(id)).map(([name]) => name);

describe('the build groups read from a first pass', () => {
  it('puts what the entry and the sign-in page load in one boot script, the sign-in page itself apart', () => {
    expect(groupOf(src('app/router/routes.ts'))).toEqual(['boot']);
    expect(groupOf(src('core/session/session.ts'))).toEqual(['boot']);
    expect(groupOf(src('pages/login/LoginForm.tsx'))).toEqual(['boot']);
    expect(groupOf(src('pages/login/LoginPage.tsx'))).toEqual([]);
  });

  it('keeps what a signed-out page loads later, and the signed-in layout at once, in a shared script', () => {
    expect(groupOf('/app/node_modules/react-aria/button.mjs')).toEqual(['shared']);
    expect(groupOf(src('pages/misc/MiscPage.tsx'))).toEqual([]);
  });

  it("leaves what a public page asks of a signed-in module (`*.signedIn.ts`) out of the signed-out pages' share", () => {
    expect(groupOf(src('ui/kit/Marks.tsx'))).not.toContain('shared');
    expect(groupOf(src('pages/misc/refusal.signedIn.ts'))).toEqual([]);
  });

  it("puts the layout's own lazy step and what the dashboard and a list both load in the signed-in layer", () => {
    expect(groupOf(src('shell/layouts/DefaultLayout.tsx'))).toEqual(['layer']);
    expect(groupOf('/app/node_modules/@apollo/client/core.js')).toEqual(['layer']);
    expect(groupOf(src('ui/kit/Marks.tsx'))).toEqual(['layer']);
    expect(groupOf('/app/node_modules/recharts/index.js')).toEqual([]);
  });

  it("gives a list its own script with what most declarations share, never a declaration's own modules or a lazy dialog", () => {
    expect(groupOf(src('framework/list/ListTable.tsx'))).toEqual(['list']);
    expect(groupOf(src('framework/cells/money.ts'))).toEqual(['list']);
    expect(groupOf(src('entities/f/Own.tsx'))).toEqual([]);
    expect(groupOf(src('framework/list/views/SaveViewDialog.tsx'))).toEqual([]);
    expect(groupOf(src('framework/screens/EntityManageRoute.tsx'))).toEqual([]);
  });

  it('gives a form what it loads beyond its list, but for what a lazy filter of the list loads too', () => {
    expect(groupOf('/app/node_modules/formik/formik.esm.js')).toEqual(['form']);
    expect(groupOf('/app/node_modules/@internationalized/date/index.mjs')).toEqual(['filters']);
  });
});

describe('the signed-in route table', () => {
  // The entry discovers the table lazily; the layout's step asks for it too, with the layout and
  // the row titles; the table and the row titles share the entity registry.
  const table = new Map<string, Chunk>([
    ['index.js', chunk(src('main.tsx'), [], [], ['LoginPage.js', 'appRoutes.js', 'DefaultLayout.js', 'rowTitles.js'], true)],
    ['LoginPage.js', chunk(src('pages/login/LoginPage.tsx'), [])],
    ['appRoutes.js', chunk(src('app/router/appRoutes.ts'), [src('app/router/entityScreens.tsx')], ['registry.js'])],
    ['registry.js', chunk(null, [src('entities/registry.ts')])],
    ['DefaultLayout.js', chunk(src('shell/layouts/DefaultLayout.tsx'), [], ['apollo.js'])],
    ['rowTitles.js', chunk(src('entities/rowTitles.ts'), [], ['registry.js'])],
    ['apollo.js', chunk(null, ['/app/node_modules/@apollo/client/core.js'])],
  ]);
  const tableGroups = groupsOf(table, [src('shell/layouts/DefaultLayout.tsx'), src('app/router/appRoutes.ts'), src('entities/rowTitles.ts')], []);
  const inGroup = (id: string) => Object.entries(tableGroups).filter(([, ids]) => ids.includes(id)).map(([name]) => name);

  it('goes with what signed-out pages load later, never with the signed-in layer', () => {
    // A signed-out deep link loads the table before its guard sends it to sign in.
    expect(inGroup(src('app/router/appRoutes.ts'))).toEqual(['shared']);
    expect(inGroup(src('app/router/entityScreens.tsx'))).toEqual(['shared']);
    expect(inGroup(src('entities/registry.ts'))).toEqual(['shared']);
    expect(inGroup('/app/node_modules/@apollo/client/core.js')).toEqual(['layer']);
  });
});
