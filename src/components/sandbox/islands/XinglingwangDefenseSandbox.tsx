/** The island for 星靈王's `xinglingwang.defense`: the sandbox with only this flow's machine and board. */
import { defenseMachine } from '../../../machines/xinglingwang/defense';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { XinglingwangDefenseView } from '../XinglingwangDefenseView';

export default function XinglingwangDefenseSandbox(props: SandboxProps) {
  return <Sandbox {...props} machine={defenseMachine} View={XinglingwangDefenseView as unknown as FlowView} />;
}
