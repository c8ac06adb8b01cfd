/**
 * What a refused request is told, in plain English (docs/api.md §8): each valibot issue becomes
 * `{path, message}`. The library's default messages ("Invalid key: Expected never but received
 * \"colour\"") are written for its authors; they are rewritten here, messages a schema spells out
 * itself ("at most 25 seconds") are kept.
 */
import * as v from 'valibot';

export interface FieldError {
  readonly path: string;
  readonly message: string;
}

type Issue = v.BaseIssue<unknown>;

/** The deepest issue a union saw in the branch that came closest, or the issue itself. */
function innermost(issue: Issue): Issue {
  const nested = issue.issues;
  if (!nested || nested.length === 0) return issue;
  const deepest = [...nested].sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0]!;
  return (deepest.path?.length ?? 0) > (issue.path?.length ?? 0) ? innermost(deepest) : issue;
}

/** One issue as a sentence a developer reads without knowing the validation library. */
export function plainMessage(issue: Issue): string {
  const { expected, received, message } = issue;
  if (!message.startsWith('Invalid ')) return message;
  if (expected === 'never') return 'unknown field: this request does not take it';
  if (received === 'undefined') return 'required, but missing';
  const what = message.slice('Invalid '.length).split(':')[0] ?? 'value';
  if (expected === null) return `invalid ${what}`;
  return `invalid ${what}: expected ${expected.replace(/\bObject\b/g, 'an object').replace(/\bArray\b/g, 'a list')}, got ${received}`;
}

/** The issues of a failed parse, at most ten, each with its dotted path ('' for the whole value). */
export function fieldErrors(issues: readonly Issue[]): FieldError[] {
  return issues.slice(0, 10).map((raw) => {
    const issue = innermost(raw);
    return { path: v.getDotPath(issue) ?? '', message: plainMessage(issue) };
  });
}
