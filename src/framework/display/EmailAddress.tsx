import './emailAddress.css';

/**
 * An e-mail address, left to right in either language. Where it does not fit its line it breaks
 * only before its "@" (`first.last.1234` / `@example.com`), never inside a word.
 *
 * @example <EmailAddress>{user.email}</EmailAddress>
 */
export function EmailAddress({ children }: { children: string }) {
  const at = children.lastIndexOf('@');
  return (
    <bdi dir="ltr" className="email-address">
      {at > 0 ? (
        <>
          {children.slice(0, at)}
          <wbr />
          {children.slice(at)}
        </>
      ) : (
        children
      )}
    </bdi>
  );
}
