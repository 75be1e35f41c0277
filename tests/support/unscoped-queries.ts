import ts from "typescript";

/**
 * Finds the queries of company data that are not filtered by the tenant (issue 24: tenancy enforced, not remembered).
 *
 * A query is `….from(T)`, `….update(T)` or `….delete(T)` where `T` is a table imported from `~/db/schema` (by name,
 * or under an alias: `import { customer as c }`) that has a `companyId` column. It passes when the statement it belongs
 * to (the nearest enclosing statement, or the expression body of an arrow function) contains a call of `scoped(`, or
 * names a variable or function of the same file whose declaration does: `const where = scoped(ctx, job, …)` then
 * `.where(where)`, or a row found with scoped() (`const [row] = …scoped(…)`, `for (const body of bodies)`) whose id
 * the statement uses; also through other such names (resolved by the type checker, so a name means the declaration in
 * scope where it is used).
 * Otherwise it passes only with a marker comment, right before that statement, right before the query chain, or on
 * the line of the `from`/`update`/`delete` call:
 *
 *     // tenancy: system — <why no company filter is needed: platform-wide, the job queue, a seed…>
 *     // tenancy: owner — <how the rows are already known to be the company's: a parent found with scoped()…>
 *
 * ("-" or "--" instead of "—" are accepted; the reason must not be empty.) Pure: it reads no file.
 */

export interface Offence {
  file: string;
  /** 1-based line of the `from`/`update`/`delete` call. */
  line: number;
  method: "from" | "update" | "delete";
  /** The table's exported name in the schema. */
  table: string;
  /** 1-based line where that statement starts (where a marker comment goes). */
  statementLine: number;
  /** The first line of the statement the query belongs to, trimmed. */
  statement: string;
}

export interface CompanyQuery extends Offence {
  /** "scoped": the statement uses scoped(); "marker": a `tenancy:` comment says why not; undefined: an offence. */
  acceptedBy: "scoped" | "marker" | undefined;
}

export const tenancyMarker = /tenancy:\s*(system|owner)\s*(—|--?)\s*\S/;
const scopedCall = /(^|[^\w$.])scoped\s*\(/;
const checkedMethods = new Set(["from", "update", "delete"]);

function isSchemaModule(specifier: string) {
  return specifier === "~/db/schema" || specifier.startsWith("~/db/schema/");
}

/** Local identifier → exported schema name, for the company tables this file imports. */
function companyTableImports(source: ts.SourceFile, companyTables: ReadonlySet<string>) {
  const locals = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!isSchemaModule(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) {
      namespaces.add(bindings.name.text);
      continue;
    }
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      if (companyTables.has(exported)) locals.set(element.name.text, exported);
    }
  }
  return { locals, namespaces };
}

/** The statement a query belongs to: the nearest enclosing statement, or an arrow function's expression body. */
function enclosingStatement(node: ts.Node): ts.Node {
  let current: ts.Node = node;
  while (current.parent) {
    const parent = current.parent;
    if (ts.isArrowFunction(parent) && parent.body === current) return current;
    if (isStatementNode(current)) return current;
    current = parent;
  }
  return current;
}

function isStatementNode(node: ts.Node) {
  return (
    ts.isExpressionStatement(node) ||
    ts.isVariableStatement(node) ||
    ts.isReturnStatement(node) ||
    ts.isThrowStatement(node) ||
    ts.isIfStatement(node) ||
    ts.isForOfStatement(node) ||
    ts.isForStatement(node) ||
    ts.isWhileStatement(node) ||
    ts.isExportAssignment(node)
  );
}

/** The outermost expression of a method chain `a.b().c().d()` that `node` is part of. */
function chainRoot(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return current;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === current) current = parent;
    else if (ts.isCallExpression(parent) && parent.expression === current) current = parent;
    else if (ts.isAwaitExpression(parent)) current = parent;
    else return current;
  }
}

function commentsBefore(text: string, node: ts.Node) {
  return (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).map((r) => text.slice(r.pos, r.end));
}

function hasMarker(source: ts.SourceFile, statement: ts.Node, chain: ts.Node, call: ts.CallExpression) {
  const text = source.text;
  const comments = [...commentsBefore(text, statement), ...commentsBefore(text, chain)];
  const { line } = source.getLineAndCharacterOfPosition(call.getStart(source));
  const lineText = text.split("\n")[line] ?? "";
  const lineComment = lineText.indexOf("//");
  if (lineComment >= 0) comments.push(lineText.slice(lineComment));
  return comments.some((comment) => tenancyMarker.test(comment));
}

/**
 * The file's variables and functions whose declaration calls scoped() (directly or through other such symbols),
 * resolved by the type checker so that a name means the declaration in scope where it is used.
 */
function scopedSymbols(source: ts.SourceFile, checker: ts.TypeChecker) {
  const declarations: { symbol: ts.Symbol; node: ts.Node }[] = [];
  const add = (name: ts.BindingName, node: ts.Node) => {
    if (ts.isIdentifier(name)) {
      const symbol = checker.getSymbolAtLocation(name);
      if (symbol) declarations.push({ symbol, node });
      return;
    }
    for (const element of name.elements) if (!ts.isOmittedExpression(element)) add(element.name, node);
  };
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) add(node.name, node.initializer);
    else if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer))
      for (const declaration of node.initializer.declarations) add(declaration.name, node.expression);
    else if (ts.isFunctionDeclaration(node) && node.name && node.body) add(node.name, node.body);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const symbols = new Set<ts.Symbol>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const { symbol, node } of declarations) {
      if (symbols.has(symbol)) continue;
      if (scopedCall.test(node.getText(source)) || mentions(node, symbols, checker)) {
        symbols.add(symbol);
        changed = true;
      }
    }
  }
  return symbols;
}

function mentions(node: ts.Node, symbols: ReadonlySet<ts.Symbol>, checker: ts.TypeChecker): boolean {
  if (ts.isIdentifier(node)) {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol !== undefined && symbols.has(symbol);
  }
  return ts.forEachChild(node, (child) => mentions(child, symbols, checker) || undefined) ?? false;
}

/** A one-file program (no lib, no imports resolved): enough for the checker to bind local names. */
function parse(file: string, sourceText: string) {
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const host: ts.CompilerHost = {
    getSourceFile: (name) => (name === file ? source : undefined),
    writeFile: () => {},
    getDefaultLibFileName: () => "lib.d.ts",
    useCaseSensitiveFileNames: () => true,
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => "",
    getNewLine: () => "\n",
    fileExists: (name) => name === file,
    readFile: (name) => (name === file ? sourceText : undefined),
  };
  const program = ts.createProgram({ rootNames: [file], options: { noLib: true, noResolve: true }, host });
  return { source: program.getSourceFile(file) ?? source, checker: program.getTypeChecker() };
}

/** Every query of a company table in the file, with how it is accepted (`undefined`: an offence). */
export function findCompanyQueries(
  file: string,
  sourceText: string,
  companyTables: ReadonlySet<string>,
): CompanyQuery[] {
  const { source, checker } = parse(file, sourceText);
  const { locals, namespaces } = companyTableImports(source, companyTables);
  if (locals.size === 0 && namespaces.size === 0) return [];

  const tableOf = (argument: ts.Expression | undefined): string | undefined => {
    if (!argument) return undefined;
    if (ts.isIdentifier(argument)) return locals.get(argument.text);
    if (
      ts.isPropertyAccessExpression(argument) &&
      ts.isIdentifier(argument.expression) &&
      namespaces.has(argument.expression.text) &&
      companyTables.has(argument.name.text)
    )
      return argument.name.text;
    return undefined;
  };

  const scoped = scopedSymbols(source, checker);
  const queries: CompanyQuery[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      checkedMethods.has(node.expression.name.text)
    ) {
      const table = tableOf(node.arguments[0]);
      if (table) {
        const statement = enclosingStatement(node);
        const chain = chainRoot(node);
        const acceptedBy =
          scopedCall.test(statement.getText(source)) || mentions(statement, scoped, checker)
            ? "scoped"
            : hasMarker(source, statement, chain, node)
              ? "marker"
              : undefined;
        queries.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          method: node.expression.name.text as Offence["method"],
          table,
          statementLine: source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1,
          statement: statement.getText(source).split("\n")[0].trim(),
          acceptedBy,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return queries;
}

/** The file's queries of company tables that are neither scoped nor marked. */
export function findUnscopedQueries(
  file: string,
  sourceText: string,
  companyTables: ReadonlySet<string>,
): Offence[] {
  return findCompanyQueries(file, sourceText, companyTables)
    .filter((query) => query.acceptedBy === undefined)
    .map(({ acceptedBy: _, ...offence }) => offence);
}

export function describeOffences(offences: readonly Offence[]) {
  return [
    `${offences.length} quer${offences.length === 1 ? "y" : "ies"} of company tables without the tenant filter:`,
    ...offences.map((o) => `  ${o.file}:${o.line}  ${o.method}(${o.table})  ${o.statement}`),
    "Fix: filter by the company with scoped(ctx, table, …) in the statement (domain/tenant.server.ts), or, when the",
    "rows are safe another way, put a comment right before the statement: `// tenancy: system — <why>` (platform-wide,",
    "job queue, seeds) or `// tenancy: owner — <why>` (rows of a parent already found with scoped(), or company_id",
    "filtered directly).",
  ].join("\n");
}
