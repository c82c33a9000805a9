/** The island for 星靈王's `xinglingwang.declare` (進攻宣言). */
import type { Flow } from '../../../machines/registry';
import { declareFlow } from '../../../machines/xinglingwang/declare-flow';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { XinglingwangDeclareView } from '../XinglingwangDeclareView';

export default function XinglingwangDeclareSandbox(props: SandboxProps) {
  return <Sandbox {...props} flowDef={declareFlow as unknown as Flow} View={XinglingwangDeclareView as unknown as FlowView} />;
}
