import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { Plugin } from 'vite';
import { FORMS_DIR, formIds, writeFormValidators } from '../lib/formValidators';
import { formatProblem } from '../../engine/Problem';
import { jsonSyntaxProblem } from '../check/jsonPosition';
import { root } from '../lib/root';

// A schema that is not JSON, named by file:line:column, before Ajv is asked to compile it.
function syntaxProblems(ids: string[]): string[] {
  const problems: string[] = [];
  for (const id of ids) {
    const file = `${FORMS_DIR}/${id}.schema.json`;
    const text = readFileSync(file, 'utf8');
    try {
      JSON.parse(text);
    } catch (error) {
      problems.push(formatProblem(jsonSyntaxProblem('forms', relative(root, file), text, error)));
    }
  }
  return problems;
}

// Keeps engine/generated/forms/ in step with schemas/forms/: the build precompiles every form's validators before
// bundling, and the dev server recompiles a form when its schema is saved (the page then reloads with the new
// rules). A broken schema fails the build, and in dev shows in the browser's error overlay and the terminal.
export function compileForms(): Plugin {
  const compile = (ids: string[]): string[] => {
    const problems = syntaxProblems(ids);
    if (problems.length === 0) writeFormValidators(ids);
    return problems;
  };
  return {
    name: 'compile-forms',
    buildStart() {
      const problems = compile(formIds());
      if (problems.length > 0) this.error(problems.join('\n'));
    },
    configureServer(server) {
      // The folder, not a glob: chokidar 3 turned `forms/*.schema.json` into a watch that reported no change in
      // schemas/forms/ at all, so a saved schema neither recompiled nor reloaded.
      server.watcher.add(FORMS_DIR);
      server.watcher.on('change', (file) => {
        // A shared field definition (schemas/forms/definitions/) is part of every form that refers to it.
        const shared = file.startsWith(`${FORMS_DIR}/definitions/`) && file.endsWith('.json');
        if (!file.startsWith(FORMS_DIR) || (!shared && !file.endsWith('.schema.json'))) return;
        const id = shared ? relative(FORMS_DIR, file) : basename(file, '.schema.json');
        let message: string;
        try {
          const problems = compile(shared ? formIds() : [id]);
          if (problems.length === 0) return;
          message = problems.join('\n');
        } catch (error) {
          message = `schemas/forms/${shared ? id : `${id}.schema.json`}: ${error instanceof Error ? error.message : String(error)}`;
        }
        server.config.logger.error(message);
        server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'compile-forms' } });
      });
    },
  };
}
