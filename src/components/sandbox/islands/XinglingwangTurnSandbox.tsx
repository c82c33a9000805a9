/** The island for 星靈王's `xinglingwang.turn` (the whole turn). */
import type { Flow } from '../../../machines/registry';
import { turnFlow } from '../../../machines/xinglingwang/turn-flow';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { XinglingwangTurnView } from '../XinglingwangTurnView';

export default function XinglingwangTurnSandbox(props: SandboxProps) {
  return <Sandbox {...props} flowDef={turnFlow as unknown as Flow} View={XinglingwangTurnView as unknown as FlowView} />;
}
