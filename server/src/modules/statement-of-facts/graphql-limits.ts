import { messages } from '@portcall/contracts/messages';
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  GraphQLList,
  getNamedType,
  getNullableType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql/index.js';

// 'graphql/index.js', not 'graphql': the one copy graphql-yoga loads (CommonJS) in every runner; the
// test runner would otherwise hand this file the ES module copy, and graphql refuses mixing the two.

/** The deepest nesting a SOF query needs is 6 (sofsByPortCallIds > events > remarks > field). */
export const MAX_DEPTH = 8;
/** A field costs 1; below a list field, each child counts five times (a list holds a few items). */
export const MAX_COST = 10_000;
const LIST_FACTOR = 5;

function fragmentsOf(document: DocumentNode) {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) map.set(d.name.value, d);
  return map;
}

/** Depth of a selection set, following fragments (a fragment cycle is refused by graphql itself). */
function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): number {
  if (!set) return 0;
  let max = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) max = Math.max(max, 1 + depthOf(s.selectionSet, fragments, seen));
    else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(s.selectionSet, fragments, seen));
    else if (!seen.has(s.name.value)) {
      const f = fragments.get(s.name.value);
      max = Math.max(max, depthOf(f?.selectionSet, fragments, new Set([...seen, s.name.value])));
    }
  }
  return max;
}

/** Refuses an operation nested deeper than MAX_DEPTH (SOF_QUERY_TOO_DEEP). */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, fragments);
      if (depth > MAX_DEPTH)
        context.reportError(
          new GraphQLError(messages.SOF_QUERY_TOO_DEEP.replace('{max}', String(MAX_DEPTH)), {
            nodes: [node],
            extensions: { code: 'SOF_QUERY_TOO_DEEP' },
          }),
        );
    },
  };
}

/**
 * Refuses an operation whose estimated cost passes MAX_COST (SOF_QUERY_TOO_COSTLY): every field
 * costs one, multiplied by five under each list field, aliases included (ten aliases of a list are
 * ten lists).
 */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  let cost = 0;
  const multipliers: number[] = [1];
  return {
    Field: {
      enter() {
        const type = context.getType();
        const factor = multipliers[multipliers.length - 1] as number;
        cost += factor;
        const isList = type ? getNullableType(type) instanceof GraphQLList : false;
        multipliers.push(isList && getNamedType(type) ? factor * LIST_FACTOR : factor);
      },
      leave() {
        multipliers.pop();
      },
    },
    Document: {
      leave(node) {
        if (cost > MAX_COST)
          context.reportError(
            new GraphQLError(
              messages.SOF_QUERY_TOO_COSTLY.replace('{cost}', String(cost)).replace('{max}', String(MAX_COST)),
              { nodes: [node], extensions: { code: 'SOF_QUERY_TOO_COSTLY' } },
            ),
          );
      },
    },
  };
}

/** Whether an operation asks the schema about itself (__schema or __type anywhere). */
export function isIntrospection(document: DocumentNode): boolean {
  let found = false;
  const walk = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type')) found = true;
      if ('selectionSet' in s) walk(s.selectionSet);
    }
  };
  for (const d of document.definitions) if ('selectionSet' in d) walk(d.selectionSet);
  return found;
}
