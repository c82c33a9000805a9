/** The island for 星靈王's `xinglingwang.defense`: the sandbox with only this flow's machine and board. */
import type { Flow } from '../../../machines/registry';
import { defenseFlow } from '../../../machines/xinglingwang/defense-flow';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { XinglingwangDefenseView } from '../XinglingwangDefenseView';

export default function XinglingwangDefenseSandbox(props: SandboxProps) {
  return <Sandbox {...props} flowDef={defenseFlow as unknown as Flow} View={XinglingwangDefenseView as unknown as FlowView} />;
}
