import type { ApolloClient } from '@apollo/client';
import { ViewerDocument } from '../../gql-docs';

/** The signed-in member's id as the cached viewer has it (null before it loads): whose change is whose. */
export const viewerIdOf = (client: ApolloClient): string | null => client.readQuery({ query: ViewerDocument })?.viewer?.user?.id ?? null;
