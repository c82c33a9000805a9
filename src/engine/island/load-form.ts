/**
 * A flow's own setup form, `src/games/<game>/<flow>/form.tsx` (`export default` a component taking
 * SetupFormProps), found by the file system like every other part of a flow. Only the setup editor
 * loads this, so the glob's loaders cost a sandbox page nothing until the reader opens it.
 */
import type { FunctionComponent } from 'preact';
import type { SetupFormProps } from './views';

const forms = import.meta.glob<{ default: FunctionComponent<SetupFormProps> }>('../../games/*/*/form.tsx');
const byFlow = new Map(Object.entries(forms).map(([path, load]) => [path.split('/').slice(-3, -1).join('.'), load]));

/** The flow's form, or undefined if it has none (the JSON editor is then the only one). */
export const loadForm = async (flow: string) => (await byFlow.get(flow)?.())?.default;
