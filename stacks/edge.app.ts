/**
 * Synthesizes a stage's web ACL stack for us-east-1 (stacks/Edge.ts says why it is outside the SST app) and prints
 * how to deploy it and what to pass to `sst deploy` (docs/deploy.md "Edge").
 *
 *   npx tsx stacks/edge.app.ts <stage> [account]
 */
import { App } from "aws-cdk-lib";
import path from "node:path";
import { EDGE_REGION, edgeStack } from "./Edge";

const [stage, account] = process.argv.slice(2);
if (!stage) {
  console.error("usage: npx tsx stacks/edge.app.ts <stage> [account]");
  process.exit(1);
}
const outdir = path.resolve(".sst/edge");
const app = new App({ outdir });
const stack = edgeStack(app, stage, account);
app.synth();
const template = path.join(outdir, stack.templateFile);
console.log(`Synthesized ${template}

Deploy (once per stage, and after a change of stacks/Edge.ts):
  aws cloudformation deploy --region ${EDGE_REGION} --stack-name ${stack.stackName} --template-file ${template}

Then deploy the app with the ACL's ARN:
  export INNFRI_WEB_ACL_ARN=$(aws cloudformation describe-stacks --region ${EDGE_REGION} --stack-name ${stack.stackName} \\
    --query "Stacks[0].Outputs[?OutputKey=='WebAclArn'].OutputValue" --output text)
  npx sst deploy --stage ${stage}`);
