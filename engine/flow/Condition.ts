// A routing condition is plain data over named facts (docs/architecture.md): no expressions, no eval.
export type Scalar = string | number | boolean | null;

export interface Operator {
  eq?: Scalar;
  in?: Scalar[];
  has?: Scalar;
  hasAny?: Scalar[];
  hasAll?: Scalar[];
  only?: Scalar;
  empty?: boolean;
  exists?: boolean;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
  contains?: string;
  containsAny?: string[];
}

/** Keys are fact names (implicitly all true) or the combinators all / any / not. */
export type Condition = { [key: string]: Scalar | Scalar[] | Operator | Condition | Condition[] };

export const COMBINATORS = ['all', 'any', 'not'] as const;
export const OPERATORS = ['eq', 'in', 'has', 'hasAny', 'hasAll', 'only', 'empty', 'exists', 'gt', 'gte', 'lt', 'lte', 'contains', 'containsAny'] as const;
