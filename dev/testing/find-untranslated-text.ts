import ts from "typescript";

export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** Props whose string is read by a person: the accessible names and anything named like a label. */
const TEXT_PROP =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|alt|placeholder)$|label|title|text|heading|caption|description|message|summary|hint|legend/i;

/** References to other elements' ids, not text. */
const ID_PROP = /labelledby|describedby/i;

/** Operators whose operands can end up on screen: a comparison's strings never do. */
const SHOWN_OPERANDS = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.PlusToken,
]);

/**
 * Words a person reads: at least one lower-case letter. Codes, acronyms and numbers ("CSV", "SHA-256",
 * "UTC", "—") read the same in every language and need no catalogue.
 */
const WORDS = /\p{Ll}/u;

/**
 * Text a component writes into its markup rather than taking from a catalogue: JSX text, string
 * literals as children or as text props (also inside conditionals and template literals), and the
 * strings of an exported `metadata`. Strings passed to calls, t("key") among them, are not text.
 */
export function findUntranslatedText(file: string, source: string): UntranslatedText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: UntranslatedText[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    // A bare address ("/entities/") is not words either.
    if (!WORDS.test(trimmed) || /^\/\S*$/.test(trimmed)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: trimmed });
  };
  const reportStrings = (expression: ts.Node): void => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      report(expression, expression.text);
    else if (ts.isTemplateExpression(expression)) {
      report(expression.head, expression.head.text);
      for (const span of expression.templateSpans) {
        report(span.literal, span.literal.text);
        reportStrings(span.expression);
      }
    } else if (ts.isConditionalExpression(expression)) {
      reportStrings(expression.whenTrue);
      reportStrings(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression) && SHOWN_OPERANDS.has(expression.operatorToken.kind)) {
      reportStrings(expression.left);
      reportStrings(expression.right);
    } else if (ts.isParenthesizedExpression(expression) || ts.isJsxExpression(expression)) {
      if (expression.expression) reportStrings(expression.expression);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) reportStrings(node);
    else if (ts.isJsxAttribute(node) && node.initializer && isTextProp(node.name.getText(sf))) {
      reportStrings(node.initializer);
      return;
    } else if (ts.isVariableDeclaration(node) && node.name.getText(sf) === "metadata" && node.initializer) {
      visitMetadata(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  const visitMetadata = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
    else ts.forEachChild(node, visitMetadata);
  };
  visit(sf);
  return found;
}

function isTextProp(name: string): boolean {
  return TEXT_PROP.test(name) && !ID_PROP.test(name);
}
