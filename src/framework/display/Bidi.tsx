export interface BidiProps {
  children: string;
}

/**
 * User text inside the interface's own (a picker's option, a tag, a list item): isolated from
 * it and laid out in the direction of its own first strong letter (`<bdi dir="auto">`), while the
 * line keeps the interface's alignment. An English title in the Persian admin keeps its "!" at
 * its end; a Persian one in the English admin reads right to left.
 *
 * @example <Item key={id} textValue={label}><Text><Bidi>{label}</Bidi></Text></Item>
 */
export function Bidi({ children }: BidiProps) {
  return <bdi dir="auto">{children}</bdi>;
}
