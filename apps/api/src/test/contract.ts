import express, { type Express, type Request } from 'express';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { RouteTable, watchAnswers } from '../lib/route';
import { buildOpenApi } from '../modules/docs/openapi';

/**
 * Checks every JSON answer an app gives against its own /api/openapi.json: the status must be one
 * the operation documents, and the body must match that status's schema. The document is the one
 * clients read, so what the tests see the API answer is what the document promises.
 */

type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

export interface ContractViolation {
  operation: string;
  status: number;
  problem: string;
  body: unknown;
}

interface Operation {
  method: string;
  pattern: RegExp;
  pointer: string;
  statuses: Set<string>;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function operationsOf(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    const pattern = new RegExp(
      `^${path.replace(/[.+*?^$()[\]|\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`,
    );
    for (const [method, operation] of Object.entries(methods)) {
      out.push({
        method: method.toUpperCase(),
        pattern,
        pointer: `#/paths/${escapePointer(path)}/${method}/responses`,
        statuses: new Set(Object.keys(operation.responses)),
      });
    }
  }
  return out;
}

export class ContractChecker {
  readonly violations: ContractViolation[] = [];
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(routes: RouteTable) {
    const doc = buildOpenApi(routes, 'http://127.0.0.1') as OpenApi;
    this.ajv.addSchema(doc, 'openapi');
    // Express tries routes in the order they were added: the first match is the one that answered.
    this.operations = operationsOf(doc);
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  check(req: Pick<Request, 'method' | 'originalUrl'>, status: number, body: unknown): void {
    const path = req.originalUrl.split('?')[0] ?? '';
    const operation = this.operations.find((o) => o.method === req.method && o.pattern.test(path));
    // Unknown /api paths answer the not-found envelope; they are no operation to check.
    if (!operation) return;
    const name = `${req.method} ${path}`;
    const key = String(status);
    if (!operation.statuses.has(key)) {
      this.violations.push({ operation: name, status, problem: 'undocumented status', body });
      return;
    }
    const contentPointer = `${operation.pointer}/${key}/content/application~1json/schema`;
    const validate = this.validator(contentPointer);
    if (!validate(body)) {
      this.violations.push({
        operation: name,
        status,
        problem: this.ajv.errorsText(validate.errors, { separator: '; ' }),
        body,
      });
    }
  }

  /** Hands back what was found since the last call and forgets it. */
  take(): ContractViolation[] {
    return this.violations.splice(0);
  }
}

/**
 * Routes every `res.json` of this app (success and error answers alike) through the checker.
 * Each Express app has its own response prototype, so other apps are not touched.
 */
export function checkResponses(app: Express, checker: ContractChecker): void {
  const response = app.response as unknown as {
    json: (this: Express['response'], body: unknown) => unknown;
  };
  const send = response.json;
  response.json = function (body) {
    checker.check(this.req, this.statusCode, body);
    return send.call(this, body);
  };
  watchAnswers((req, status, body) => {
    if (req.app === app) checker.check(req, status, body);
  });
}

/**
 * Checks the answers of every app createApp builds, whoever builds it: createApp leaves its
 * route table in `app.locals.routes`, and every Express response goes through `res.json`.
 * Returns what was found since the last call.
 */
export function checkAllApps(): () => ContractViolation[] {
  const checkers = new Map<RouteTable, ContractChecker>();
  const response = express.response as unknown as {
    json: (this: Express['response'], body: unknown) => unknown;
  };
  const send = response.json;
  const check = (
    app: { locals?: Record<string, unknown> } | undefined,
    req: Request,
    status: number,
    body: unknown,
  ) => {
    const routes: unknown = app?.locals?.routes;
    if (routes instanceof RouteTable) {
      let checker = checkers.get(routes);
      if (!checker) {
        checker = new ContractChecker(routes);
        checkers.set(routes, checker);
      }
      checker.check(req, status, body);
    }
  };
  response.json = function (body) {
    check(this.app, this.req, this.statusCode, body);
    return send.call(this, body);
  };
  // The route layer's answers (every success) are written without res.json.
  watchAnswers((req, status, body) => check(req.app, req, status, body));
  return () => [...checkers.values()].flatMap((c) => c.take());
}

export function describeViolations(violations: ContractViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.operation} answered ${v.status}: ${v.problem}\n  ${JSON.stringify(v.body).slice(0, 400)}`,
    )
    .join('\n');
}
