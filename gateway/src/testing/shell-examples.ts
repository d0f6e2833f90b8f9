import { execFile } from 'node:child_process';

/** One ```sh block of a markdown document and the pattern its output must match (the comment right after it). */
export interface ShellExample {
  script: string;
  expect: RegExp;
}

/**
 * Every ```sh block, each followed by `<!-- expect: REGEX -->` (invisible once rendered). Blocks may be indented
 * (in a list item); a block without its comment throws, so no example goes untested.
 */
export function shellExamples(markdown: string): ShellExample[] {
  const examples: ShellExample[] = [];
  const block = /^( *)```sh\n([\s\S]*?)\n\1```\n(?:\1<!-- expect: (.*) -->)?/gm;
  for (const match of markdown.matchAll(block)) {
    const [, indent = '', body = '', pattern] = match;
    if (pattern === undefined) throw new Error(`a sh block has no <!-- expect: --> comment after it:\n${body}`);
    const script = body.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
    examples.push({ script, expect: new RegExp(pattern) });
  }
  return examples;
}

/**
 * Runs the examples in order in one bash, as a reader pasting them into one terminal would (a later block may use
 * a function or a file an earlier one made), and returns each block's output. bash stops at the first failing
 * command, so a broken example leaves the later ones without output.
 */
export async function runShellExamples(examples: ShellExample[], options: { cwd: string; env: Record<string, string> }): Promise<string[]> {
  const marker = (i: number) => `@@example-${i}@@`;
  const script = examples.map((example, i) => `printf '\\n%s\\n' '${marker(i)}'\n${example.script}`).join('\n');
  const output = await new Promise<string>((resolve, reject) => {
    execFile('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd: options.cwd, env: { ...process.env, ...options.env }, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n--- output ---\n${stdout}\n--- stderr ---\n${stderr}`));
      else resolve(stdout);
    });
  });
  return examples.map((_, i) => {
    const start = output.indexOf(`${marker(i)}\n`);
    const end = output.indexOf(`\n${marker(i + 1)}\n`);
    return start < 0 ? '' : output.slice(start + marker(i).length + 1, end < 0 ? undefined : end).trim();
  });
}
