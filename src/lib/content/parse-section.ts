/**
 * Reads one section file (MDX) into clauses. Only the content format's own elements are allowed:
 * anything else is reported with its line and what to write instead.
 */
import { mdxToMdast, type MdastNode } from 'satteri';
import { parse as parseYaml } from 'yaml';
import { isClauseId, clauseDepth, parentClauseId, sectionOf } from '../clause-id';
import { isFigureName, FIGURE_NAMES } from './figures';
import { typeset } from '../typeset';
import { sectionFrontmatterSchema, describeIssues, type SectionFrontmatter } from './schema';
import type { Block, Clause, Inline } from './model';

export interface ParsedSection {
  frontmatter?: SectionFrontmatter;
  clauses: Clause[];
  problems: string[];
}

type Node = MdastNode & {
  children?: Node[];
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
};

const ALLOWED = `Write clauses as <Clause id="…">, cite with <Ref id="…" />, mark defects with <EditorNote>…<Reading>…</Reading></EditorNote>, embed <Sandbox ruling="…" />; figures: ${FIGURE_NAMES.join(', ')}.`;

/** @param file the path shown in messages, e.g. `content/games/wuxing/ja/2.mdx` */
export function parseSection(source: string, file: string, expectedSection: string): ParsedSection {
  const problems: string[] = [];
  let root: Node;
  try {
    root = mdxToMdast(source) as Node;
  } catch (error) {
    return { clauses: [], problems: [`${file}: not valid MDX (${(error as Error).message}). ${ALLOWED}`] };
  }
  const at = (node: Node) => `${file}:${node.position?.start.line ?? '?'}`;

  let frontmatter: SectionFrontmatter | undefined;
  const yamlNode = root.children?.find((n) => n.type === 'yaml');
  if (!yamlNode) {
    problems.push(`${file}: no frontmatter. Start the file with ---, section: "${expectedSection}", title: …, ---.`);
  } else {
    let data: unknown;
    try {
      data = parseYaml(yamlNode.value ?? '');
    } catch (error) {
      problems.push(`${file}: frontmatter is not valid YAML (${(error as Error).message}).`);
    }
    if (data !== undefined) {
      const result = sectionFrontmatterSchema.safeParse(data);
      if (!result.success) {
        for (const issue of describeIssues(result.error)) problems.push(`${file}: frontmatter ${issue}.`);
      } else if (result.data.section !== expectedSection) {
        problems.push(
          `${file}: frontmatter says section "${result.data.section}" but the file is ${expectedSection}.mdx. Make them agree.`,
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
    problems.push(`${at(node)}: clause id "${id}" is not of the form 2, 2-1, 2-1.2 or 2-1.2a.`);
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
  const refs: string[] = [];
  const context = { at, problems, refs, clauseId: id };
  const body: Block[] = [];
  for (const child of node.children ?? []) {
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
    for (const child of node.children ?? []) {
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
    const props: Record<string, string> = {};
    for (const a of node.attributes ?? []) if (a.name && typeof a.value === 'string') props[a.name] = a.value;
    return { kind: 'figure', name: node.name, props };
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

function readInlines(nodes: Node[], context: ReadContext): Inline[] {
  const { at, problems, refs, clauseId } = context;
  const out: Inline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push({ kind: 'text', text: typeset(node.value ?? '') });
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
          const id = attribute(node, 'id');
          if (!id) {
            problems.push(`${at(node)}: a <Ref> in clause ${clauseId} has no id. Write <Ref id="2-1.2" />.`);
          } else {
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
  return out;
}

export function plainText(inlines: Inline[]): string {
  return inlines
    .map((i) => (i.kind === 'text' ? i.text : i.kind === 'ref' ? i.id : plainText(i.children)))
    .join('')
    .trim();
}
