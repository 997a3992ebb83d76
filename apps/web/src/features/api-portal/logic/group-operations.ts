import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type OpenApiParameter, type OpenApiSchema } from './openapi-types';

/** One call as the explorer shows it. */
export interface ExplorerOperation {
  /** 'GET /api/v1.0/es/alerts': unique, and what the tests find an operation by. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  parameters: OpenApiParameter[];
  body?: { schema: OpenApiSchema; required: boolean };
  /** The call needs no bearer token (security: []). */
  isPublic: boolean;
}

export interface OperationGroup {
  tag: string;
  description?: string;
  operations: ExplorerOperation[];
}

const UNTAGGED = 'default';
const methodRank = (m: HttpMethod) => HTTP_METHODS.indexOf(m);

/** Every operation of the document, one entry per method and path (HEAD and OPTIONS left out). */
export function listOperations(doc: OpenApiDocument): Array<ExplorerOperation & { tags: string[] }> {
  const out: Array<ExplorerOperation & { tags: string[] }> = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const json = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        id: `${method.toUpperCase()} ${path}`,
        method,
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: json ? { schema: json, required: op.requestBody?.required ?? false } : undefined,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        tags: op.tags?.length ? op.tags : [UNTAGGED],
      });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || methodRank(a.method) - methodRank(b.method));
}

/**
 * Operations grouped by tag, in the document's tag order (then any other tag by name). An
 * operation with two tags shows in both groups. `filter` keeps operations whose method, path,
 * summary or tag contains it (case-insensitive); groups left empty are dropped.
 */
export function groupOperations(doc: OpenApiDocument, filter = ''): OperationGroup[] {
  const needle = filter.trim().toLowerCase();
  const declared = doc.tags ?? [];
  const groups = new Map<string, OperationGroup>(declared.map((t) => [t.name, { tag: t.name, description: t.description, operations: [] }]));
  for (const { tags, ...op } of listOperations(doc)) {
    for (const tag of tags) {
      const text = `${op.id} ${op.summary} ${tag}`.toLowerCase();
      if (needle && !text.includes(needle)) continue;
      if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
      groups.get(tag)!.operations.push(op);
    }
  }
  const rank = (tag: string) => {
    const i = declared.findIndex((t) => t.name === tag);
    return i < 0 ? declared.length : i;
  };
  return [...groups.values()].filter((g) => g.operations.length > 0).sort((a, b) => rank(a.tag) - rank(b.tag) || a.tag.localeCompare(b.tag));
}
