/** The island for 星靈王's `xinglingwang.turn` (the whole turn). */
import { turnMachine } from '../../../machines/xinglingwang/turn';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { XinglingwangTurnView } from '../XinglingwangTurnView';

export default function XinglingwangTurnSandbox(props: SandboxProps) {
  return <Sandbox {...props} machine={turnMachine} View={XinglingwangTurnView as unknown as FlowView} />;
}
