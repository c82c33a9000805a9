/** The island for 星靈王's `xinglingwang.declare` (進攻宣言). */
import { declareMachine } from '../../../machines/xinglingwang/declare';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { XinglingwangDeclareView } from '../XinglingwangDeclareView';

export default function XinglingwangDeclareSandbox(props: SandboxProps) {
  return <Sandbox {...props} machine={declareMachine} View={XinglingwangDeclareView as unknown as FlowView} />;
}
