import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { UserCreateDocument } from '../../src/gql-docs/UserCreate';
import { UserListDocument } from '../../src/gql-docs/UserList';
import { client } from './client';

/** The admin's first page of the users list: no filter, no sort, page 1 of 10 (src/framework/list/listParams.ts). */
const FIRST_PAGE = { filter: {}, sort: null, page: 1, pageSize: 10 };

/**
 * The signed-in frame, loaded after sign-in as the admin loads its own (the login page carries no
 * Apollo): the client, one navigation link, then the screen.
 */
export default function Layout() {
  return (
    <ApolloProvider client={client}>
      <nav><Link to="/users/manage"><FormattedMessage id="nav.entities.users" /></Link></nav>
      <main id="main-content"><Outlet /></main>
    </ApolloProvider>
  );
}

/** The users list's first page in a plain table with the grid semantics the benchmarks read (`aria-rowcount` counts the header row). */
export function UsersPage() {
  const { formatMessage } = useIntl();
  const { data, error } = useQuery(UserListDocument, { variables: FIRST_PAGE, fetchPolicy: 'cache-and-network' });
  const list = data?.userList;
  return (
    <>
      <h1><FormattedMessage id="nav.entities.users" /></h1>
      <Link to="/users/new"><FormattedMessage id="list.actions.new" /></Link>
      {error && !list && <p role="alert"><FormattedMessage id="errors.generic" /></p>}
      {!list && !error && <p><FormattedMessage id="common.loading" /></p>}
      {list && (
        <table role="grid" aria-rowcount={list.total + 1}>
          <thead>
            <tr role="row" aria-rowindex={1}>
              {(['fullName', 'email', 'role', 'status'] as const).map((field) => <th key={field} role="columnheader"><FormattedMessage id={`user.fields.${field}`} /></th>)}
            </tr>
          </thead>
          <tbody>
            {list.items.map((user, index) => (
              <tr key={user.id} role="row" aria-rowindex={index + 2}>
                <th role="rowheader" scope="row">{user.fullName}</th>
                <td role="gridcell" dir="ltr">{user.email}</td>
                <td role="gridcell">{formatMessage({ id: `enum.Role.${user.role}` })}</td>
                <td role="gridcell">{formatMessage({ id: `enum.UserStatus.${user.status}` })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** A new user's name and e-mail, saved with the admin's defaults (a learner, active), then back to the list. */
export function UserNewPage() {
  const navigate = useNavigate();
  const [create, { loading, data }] = useMutation(UserCreateDocument);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await create({ variables: { input: { fullName: String(form.get('fullName')), email: String(form.get('email')), role: 'LEARNER', status: 'ACTIVE' } } }).catch(() => null);
    if (result?.data?.userCreate.user) navigate('/users/manage');
  };
  const refused = data?.userCreate.userErrors.length;
  return (
    <>
      <h1><FormattedMessage id="user.new" /></h1>
      <form onSubmit={(event) => void submit(event)}>
        <label><FormattedMessage id="user.fields.fullName" /> <input name="fullName" required /></label>
        <label><FormattedMessage id="user.fields.email" /> <input name="email" type="email" dir="ltr" required /></label>
        {refused ? <p role="alert"><FormattedMessage id="errors.generic" /></p> : null}
        <button type="submit" disabled={loading}><FormattedMessage id="common.actions.save" /></button>
      </form>
    </>
  );
}
