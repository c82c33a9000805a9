/**
 * Reads one section file (MDX) into clauses. Only the content format's own elements are allowed:
 * anything else is reported with its line and what to write instead.
 */
import { mdxToMdast, type MdastNode } from 'satteri';
import { isClauseId, clauseDepth, parentClauseId, sectionOf, withoutLeadingZeros } from '../clause-id';
import { checkFigureProps, isFigureName, FIGURE_NAMES, type FigureProps } from './figures';
import { typeset } from '../typeset';
import { sectionFrontmatterSchema, describeIssues, type SectionFrontmatter } from './schema';
import { parseYamlSource } from './yaml-source';
import type { Block, Clause, Inline } from './model';

/**
 * The most characters one clause may hold, as written from `<Clause` to `</Clause>`. The largest
 * clause in content/games has 669 (wuxing ja 2-4.3f); search indexing slows sharply past a few
 * thousand (one clause of 1 MB took Pagefind 243 s instead of 0.9 s), so the limit is 12 times it.
 */
export const MAX_CLAUSE_CHARS = 8000;

export interface ParsedSection {
  frontmatter?: SectionFrontmatter;
  clauses: Clause[];
  problems: string[];
  /**
   * The file is not valid MDX, so its clauses are unknown (not absent). Its one problem says
   * why; what other files say of its clauses follows from it.
   */
  syntaxError?: string;
}

type Node = MdastNode & {
  children?: Node[];
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; offset?: number }; end?: { offset?: number } };
};

/** Text-level nodes: a clause or note written on one line holds them without a paragraph. */
const PHRASING = new Set(['text', 'strong', 'emphasis', 'break', 'mdxJsxTextElement', 'inlineCode', 'link', 'image', 'delete', 'html']);

const ALLOWED = `Write clauses as <Clause id="…">, cite with <Ref id="…" />, mark defects with <EditorNote>…<Reading>…</Reading></EditorNote>, embed <Sandbox ruling="…" />; figures: ${FIGURE_NAMES.join(', ')}.`;

/** @param file the path shown in messages, e.g. `content/games/wuxing/ja/2.mdx` */
export function parseSection(source: string, file: string, expectedSection: string): ParsedSection {
  const problems: string[] = [];
  let root: Node;
  try {
    root = mdxToMdast(source) as Node;
  } catch (error) {
    const syntaxError = describeSyntaxError((error as Error).message, source, file);
    return { clauses: [], problems: [syntaxError], syntaxError };
  }
  const at = (node: Node) => `${file}:${node.position?.start.line ?? '?'}`;

  let frontmatter: SectionFrontmatter | undefined;
  const yamlNode = root.children?.find((n) => n.type === 'yaml');
  if (!yamlNode) {
    problems.push(`${file}:1: no frontmatter. Start the file with ---, section: "${expectedSection}", title: …, ---.`);
  } else {
    // The YAML starts on the line after the opening ---.
    const yaml = parseYamlSource(yamlNode.value ?? '', file, (yamlNode.position?.start.line ?? 1) + 1, 'frontmatter');
    problems.push(...yaml.problems);
    if (yaml.data !== undefined) {
      const result = sectionFrontmatterSchema.safeParse(yaml.data, { reportInput: true });
      if (!result.success) {
        const showPath = (path: PropertyKey[]) => (path.length ? `frontmatter ${path.map(String).join('.')}` : 'the frontmatter');
        for (const issue of describeIssues(result.error, showPath)) problems.push(`${file}:${yaml.lineOf(issue.path)}: ${issue.message}.`);
      } else if (result.data.section !== expectedSection) {
        problems.push(
          `${file}:${yaml.lineOf(['section'])}: frontmatter says section "${result.data.section}" but the file is ${expectedSection}.mdx. Make them agree.`,
        );
      } else {
        frontmatter = { ...result.data, title: typeset(result.data.title) };
      }
    }
  }

  const clauses: Clause[] = [];
  for (const node of root.children ?? []) {
    if (node.type === 'yaml') continue;
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Clause') {
      problems.push(`${at(node)}: ${describeNode(node)} is outside any clause. ${ALLOWED}`);
      continue;
    }
    const clause = readClause(node, file, expectedSection, at, problems);
    if (clause) clauses.push(clause);
  }
  return { frontmatter, clauses, problems };
}

/**
 * `6:1: Expected a closing tag for `<Clause>` (6:1) (mdx-jsx:unexpected-character)` → the file
 * line, the clause it is in, the parser's words and what to do.
 */
function describeSyntaxError(message: string, source: string, file: string): string {
  const parts = /^(\d+):(\d+): ([\s\S]*?)(?: \(\d+:\d+(?:-\d+:\d+)?\))?(?: \([\w-]+:[\w-]+\))?$/.exec(message.trim());
  const line = parts ? Number(parts[1]) : undefined;
  const what = (parts?.[3] ?? message).replace(/ \(note: .*$/, '');
  const clause = line ? clauseAtLine(source, line) : undefined;
  const where = `${file}${line ? `:${line}` : ''}: ${clause ? `clause ${clause}: ` : ''}`;
  const closing = /closing tag for `<(\w+)>`/.exec(what);
  const fix = closing
    ? `Close it with </${closing[1]}>, or end the tag with /> if it has no body (<Clause id="…" title="…" />).`
    : /after `<`/.test(what)
      ? 'A < in text opens a tag: write ＜ or ≤ for the sign, [text](https://…) for a link, close every tag (<Ref id="2-1" />) and put attribute values in quotes (src="a.png").'
      : ALLOWED;
  return `${where}not valid MDX${parts ? ` at column ${parts[2]}` : ''}: ${what}. ${fix}`;
}

/**
 * The id of the clause written at a line of a section file, read from the text alone (it works
 * when the MDX does not parse): the clause whose tag opens on that line, else the one still open.
 */
export function clauseAtLine(source: string, line: number): string | undefined {
  let open: string | undefined;
  for (const [index, text] of source.split('\n').slice(0, line).entries()) {
    for (const tag of text.matchAll(/<Clause\b[^>]*?\bid="([^"]*)"[^>]*?(\/?)>|<\/Clause>/g)) {
      if (index + 1 === line) return tag[1] ?? open;
      open = tag[1] !== undefined && !tag[2] ? tag[1] : undefined;
    }
  }
  return open;
}

/** Wraps each run of text-level nodes in a paragraph, as if it were written on its own lines. */
function asBlocks(children: Node[]): Node[] {
  const blocks: Node[] = [];
  const wrapped = new Set<Node>();
  for (const child of children) {
    const last = blocks.at(-1);
    if (!PHRASING.has(child.type)) {
      blocks.push(child);
    } else if (last && wrapped.has(last)) {
      last.children!.push(child);
    } else {
      const paragraph = { type: 'paragraph', children: [child], position: child.position } as Node;
      wrapped.add(paragraph);
      blocks.push(paragraph);
    }
  }
  // Whitespace between tags is not a paragraph.
  return blocks.filter((b) => !wrapped.has(b) || b.children!.some((c) => c.type !== 'text' || (c.value ?? '').trim()));
}

function describeNode(node: Node): string {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return `<${node.name ?? ''}>`;
  if (node.type === 'mdxjsEsm') return 'an import or export';
  return `a ${node.type}`;
}

function attribute(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

function readClause(
  node: Node,
  file: string,
  section: string,
  at: (n: Node) => string,
  problems: string[],
): Clause | undefined {
  const id = attribute(node, 'id');
  if (!id) {
    problems.push(`${at(node)}: a <Clause> has no id. Write <Clause id="${section}-1">.`);
    return undefined;
  }
  if (!isClauseId(id)) {
    problems.push(
      isClauseId(withoutLeadingZeros(id))
        ? `${at(node)}: clause id "${id}" has a leading zero. Write <Clause id="${withoutLeadingZeros(id)}">: an id has one spelling.`
        : `${at(node)}: clause id "${id}" is not of the form 2, 2-1, 2-1.2 or 2-1.2a.`,
    );
    return undefined;
  }
  if (sectionOf(id) !== section) {
    problems.push(`${at(node)}: clause ${id} is written in ${section}.mdx; move it to ${sectionOf(id)}.mdx.`);
    return undefined;
  }
  if (id === section) {
    problems.push(`${at(node)}: clause ${id} is the section itself; give its title in the frontmatter instead.`);
    return undefined;
  }
  const size = clauseSize(node);
  if (size > MAX_CLAUSE_CHARS) {
    const parts = clauseDepth(id) === 1 ? `${id}.1, ${id}.2, …` : clauseDepth(id) === 2 ? `${id}a, ${id}b, …` : undefined;
    problems.push(
      `${at(node)}: clause ${id} has ${size} characters; the limit is ${MAX_CLAUSE_CHARS} (search slows sharply past it). ${parts ? `Split it into sub-clauses (${parts}).` : 'Split it into clauses of its own.'}`,
    );
  }
  const refs: string[] = [];
  const context = { at, problems, refs, clauseId: id };
  const body: Block[] = [];
  for (const child of asBlocks(node.children ?? [])) {
    const block = readBlock(child, context, false);
    if (block) body.push(block);
  }
  const title = attribute(node, 'title');
  if (title === undefined && body.length === 0) {
    problems.push(`${at(node)}: clause ${id} is empty. Give it a title="…", a body, or both.`);
  }
  return {
    id,
    title: title?.trim() ? typeset(title.trim()) : undefined,
    body,
    text: body
      .filter((b) => b.kind === 'paragraph')
      .map((b) => plainText(b.inlines))
      .join('\n'),
    refs: [...new Set(refs)],
    depth: clauseDepth(id),
    parent: parentClauseId(id),
    file,
    line: node.position?.start.line ?? 0,
  };
}

interface ReadContext {
  at: (n: Node) => string;
  problems: string[];
  refs: string[];
  clauseId: string;
}

function readBlock(node: Node, context: ReadContext, inNote: boolean): Block | undefined {
  const { at, problems, clauseId } = context;
  if (node.type === 'paragraph') return { kind: 'paragraph', inlines: readInlines(node.children ?? [], context) };
  if (node.type === 'mdxJsxFlowElement' && node.name === 'EditorNote' && !inNote) {
    const problem: Inline[][] = [];
    let reading: Inline[] | undefined;
    for (const child of asBlocks(node.children ?? [])) {
      if (child.type === 'mdxJsxFlowElement' && child.name === 'Reading') {
        if (reading) problems.push(`${at(child)}: clause ${clauseId}'s editor's note has two <Reading>s; keep one.`);
        reading = readReading(child, context);
      } else if (child.type === 'paragraph') {
        // A <Reading> written inline inside the note's paragraph still counts as the reading.
        const kids = (child.children ?? []) as Node[];
        const readingNode = kids.find((c) => c.type === 'mdxJsxTextElement' && c.name === 'Reading');
        if (readingNode) {
          if (reading) problems.push(`${at(child)}: clause ${clauseId}'s editor's note has two <Reading>s; keep one.`);
          reading = readReading(readingNode, context);
          const rest = kids.filter((c) => c !== readingNode);
          if (rest.some((c) => c.type !== 'text' || (c.value ?? '').trim())) problem.push(readInlines(rest, context));
        } else {
          problem.push(readInlines(kids, context));
        }
      } else {
        problems.push(`${at(child)}: ${describeNode(child)} inside clause ${clauseId}'s editor's note. ${ALLOWED}`);
      }
    }
    if (!reading) {
      problems.push(
        `${at(node)}: clause ${clauseId}'s editor's note has no <Reading>. Add <Reading>the reading this site chose</Reading>.`,
      );
      return undefined;
    }
    if (problem.length === 0) {
      problems.push(`${at(node)}: clause ${clauseId}'s editor's note says what the site reads but not what the source says.`);
    }
    return { kind: 'note', problem, reading };
  }
  if (node.type === 'mdxJsxFlowElement' && node.name && isFigureName(node.name) && !inNote) {
    // Collected as entries: an attribute named `__proto__` is then the figure's own, and refused as unknown.
    const attributes: [string, string | true][] = [];
    const before = problems.length;
    for (const a of node.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute' || !a.name) {
        problems.push(`${at(node)}: clause ${clauseId}: <${node.name}> has a {…} spread. Write each attribute as name="value".`);
      } else if (a.value !== null && a.value !== undefined && typeof a.value !== 'string') {
        problems.push(`${at(node)}: clause ${clauseId}: <${node.name}> sets ${a.name} with {…}. Write ${a.name}="value" in quotes.`);
      } else {
        attributes.push([a.name, typeof a.value === 'string' ? a.value : true]);
      }
    }
    const props: FigureProps = Object.fromEntries(attributes);
    for (const problem of checkFigureProps(node.name, props)) problems.push(`${at(node)}: clause ${clauseId}: <${node.name}> ${problem}.`);
    return problems.length > before ? undefined : { kind: 'figure', name: node.name, props };
  }
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Sandbox' && !inNote) {
    const ruling = attribute(node, 'ruling');
    if (!ruling) {
      problems.push(`${at(node)}: a <Sandbox> in clause ${clauseId} names no ruling. Write <Sandbox ruling="an-id-from-content/rulings" />.`);
      return undefined;
    }
    return { kind: 'sandbox', ruling };
  }
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Ref') {
    return { kind: 'paragraph', inlines: readInlines([node], context) };
  }
  problems.push(`${at(node)}: ${describeNode(node)} inside clause ${clauseId}. ${ALLOWED}`);
  return undefined;
}

function readReading(node: Node, context: ReadContext): Inline[] {
  const children = node.children ?? [];
  // <Reading> on its own lines holds a paragraph; written inline it holds the inlines directly.
  const inlines = children.flatMap((c) => (c.type === 'paragraph' ? (c.children ?? []) : [c]));
  return readInlines(inlines, context);
}

/** Stands for a cited clause (or emphasis, typeset on its own) while a run of text is typeset: neither CJK nor punctuation. */
const CITED = '\uE000';

/**
 * Typesets a run of inlines as one text, each cited clause standing in as one neutral character, so
 * that punctuation beside a <Ref> and parentheses around one are set as the text around them
 * (「依(<Ref/>),」 → 「依（2-1.2），」), which typesetting each piece of text alone missed.
 */
function typesetAround(inlines: Inline[]): Inline[] {
  const set = typeset(inlines.map((i) => (i.kind === 'text' ? i.text.replaceAll(CITED, '') : CITED)).join(''));
  // typeset replaces characters one for one, so each text keeps its place in the whole.
  let at = 0;
  return inlines.map((i) => {
    if (i.kind !== 'text') {
      at += 1;
      return i;
    }
    const text = set.slice(at, at + i.text.replaceAll(CITED, '').length);
    at += text.length;
    return { ...i, text };
  });
}

function readInlines(nodes: Node[], context: ReadContext): Inline[] {
  const { at, problems, refs, clauseId } = context;
  const out: Inline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // Typeset with the cited clauses beside it, below.
        out.push({ kind: 'text', text: node.value ?? '' });
        break;
      case 'break':
        out.push({ kind: 'text', text: '\n' });
        break;
      case 'strong':
      case 'emphasis':
        out.push({ kind: node.type, children: readInlines(node.children ?? [], context) });
        break;
      case 'mdxJsxTextElement':
      case 'mdxJsxFlowElement':
        if (node.name === 'Ref') {
          const written = attribute(node, 'id');
          const id = written && withoutLeadingZeros(written);
          if (!written || !id) {
            problems.push(`${at(node)}: a <Ref> in clause ${clauseId} has no id. Write <Ref id="2-1.2" />.`);
          } else if (!isClauseId(id)) {
            problems.push(`${at(node)}: clause ${clauseId} cites "${written}", which is not a clause id (2, 2-1, 2-1.2 or 2-1.2a). Fix the id.`);
          } else {
            // A leading zero is refused, and the id read without it, so the checks that follow see the clause meant.
            if (id !== written) problems.push(`${at(node)}: clause ${clauseId} cites "${written}" with a leading zero. Write <Ref id="${id}" />.`);
            refs.push(id);
            out.push({ kind: 'ref', id });
          }
          break;
        }
      // falls through
      default:
        problems.push(`${at(node)}: ${describeNode(node)} inside clause ${clauseId}. ${ALLOWED}`);
    }
  }
  return typesetAround(out);
}

/** Characters as written, from `<Clause` to `</Clause>`. */
function clauseSize(node: Node): number {
  const start = node.position?.start.offset;
  const end = node.position?.end?.offset;
  return start === undefined || end === undefined ? 0 : end - start;
}

export function plainText(inlines: Inline[]): string {
  return inlines
    .map((i) => (i.kind === 'text' ? i.text : i.kind === 'ref' ? i.id : plainText(i.children)))
    .join('')
    .trim();
}
