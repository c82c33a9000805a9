/** The island for 五行's `wuxing.turn`: the sandbox with only this flow's machine and view. */
import type { Flow } from '../../../machines/registry';
import { wuxingTurnFlow } from '../../../machines/wuxing/flow';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { WuxingTurnView } from '../WuxingTurnView';

export default function WuxingTurnSandbox(props: SandboxProps) {
  return <Sandbox {...props} flowDef={wuxingTurnFlow as unknown as Flow} View={WuxingTurnView as unknown as FlowView} />;
}
