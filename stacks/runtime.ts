import { Aspects, CfnResource, type IAspect } from "aws-cdk-lib";
import { CfnFunction } from "aws-cdk-lib/aws-lambda";
import type { IConstruct } from "constructs";
import { LAMBDA_RUNTIME } from "./settings";

/**
 * Every Lambda of the stacks on LAMBDA_RUNTIME, the custom resources of CDK and SST included: aws-cdk-lib 2.224
 * (pinned by SST 2.49.8) vends them on nodejs22.x, deprecated 2027-04-30 (docs/deploy.md, "Runtime and platform
 * plan"). Their handlers are promise-style (Node 24 dropped callback handlers) and load under Node 24. SST's
 * `CustomResourceHandler` is a lambda.Function; CDK's providers (LogRetention, S3AutoDeleteObjects) are plain
 * CfnResources of type AWS::Lambda::Function. Every function of this app is a Node.js one.
 */
class NodeRuntime implements IAspect {
  visit(node: IConstruct) {
    if (node instanceof CfnFunction) {
      if (typeof node.runtime === "string" && /^nodejs\d+\.x$/.test(node.runtime)) node.runtime = LAMBDA_RUNTIME;
    } else if (node instanceof CfnResource && node.cfnResourceType === "AWS::Lambda::Function") {
      node.addPropertyOverride("Runtime", LAMBDA_RUNTIME);
    }
  }
}

export function runEveryFunctionOnTheRuntime(scope: IConstruct) {
  Aspects.of(scope).add(new NodeRuntime());
}
