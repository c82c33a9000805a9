/** The island for 五行's `wuxing.turn`: the sandbox with only this flow's machine and view. */
import { turnMachine } from '../../../machines/wuxing/turn';
import { Sandbox, type SandboxProps } from '../Sandbox';
import type { FlowView } from '../views';
import { WuxingTurnView } from '../WuxingTurnView';

export default function WuxingTurnSandbox(props: SandboxProps) {
  return <Sandbox {...props} machine={turnMachine} View={WuxingTurnView as unknown as FlowView} />;
}
