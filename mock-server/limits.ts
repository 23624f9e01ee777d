import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/**
 * Rejects documents whose fields nest deeper than `maxDepth` (a top-level field is depth 1),
 * following fragment spreads and inline fragments.
 *
 * Introspection is counted like any other selection, with one exception: `__Type.ofType`.
 * That chain only unwraps list and non-null wrappers, so its length is bounded by the schema,
 * and the standard introspection query unrolls it nine times; counting it would make every
 * tool that introspects (codegen, GraphiQL) fail at the default limit of 12. Recursion that
 * could really blow up (`fields { type { fields ... } }`) is still counted, and graphql-js'
 * own MaxIntrospectionDepthRule caps it too.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // Depth of a fragment's own selections, per "inside introspection" flag; fragments are
    // often spread many times, and memoising keeps the walk linear.
    const memo = new Map<string, number>();

    const depthOf = (set: SelectionSetNode, inIntrospection: boolean, visiting: Set<string>): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          const introspective = inIntrospection || INTROSPECTION_ROOTS.has(name);
          const own = inIntrospection && name === 'ofType' ? 0 : 1;
          const below = selection.selectionSet ? depthOf(selection.selectionSet, introspective, visiting) : 0;
          deepest = Math.max(deepest, own + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, inIntrospection, visiting));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // Unknown and cyclic fragments are reported by the specified rules; just stop here.
          if (!fragment || visiting.has(name)) continue;
          const key = `${name}:${inIntrospection}`;
          let depth = memo.get(key);
          if (depth === undefined) {
            visiting.add(name);
            depth = depthOf(fragment.selectionSet, inIntrospection, visiting);
            visiting.delete(name);
            memo.set(key, depth);
          }
          deepest = Math.max(deepest, depth);
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, false, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep (${depth} > ${maxDepth})`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth },
            }),
          );
        }
        return false;
      },
    };
  };
}
