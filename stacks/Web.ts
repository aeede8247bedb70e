import { Duration, Fn } from "aws-cdk-lib";
import {
  AllowedMethods,
  CachePolicy,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { Config, StackContext, StaticSite, use } from "sst/constructs";
import { webCsp } from "../packages/core/src/web-headers";
import { Api } from "./Api";
import { Realtime } from "./Realtime";
import { Storage } from "./Storage";
import { stageSettings } from "./settings";

const VITE_DEV_URL = "http://localhost:5173";

/**
 * SPA routing at the edge: a path without a file extension is a route of the app, answered with index.html.
 * (Not CloudFront's custom error responses, which would also turn the API's 403/404 under /v1 into index.html.)
 */
const SPA_ROUTING = `function handler(event) {
  var request = event.request;
  var last = request.uri.split("/").pop();
  if (request.uri.indexOf("/.well-known/") !== 0 && last.indexOf(".") === -1) request.uri = "/index.html";
  return request;
}`;

/**
 * The React app on S3 + CloudFront, built with the WebSocket address. The HTTP API is reached through the same
 * distribution (`/v1/*`), so the app and the API share one origin: the refresh-token cookie is first-party and
 * SameSite=Strict, and the CSP needs no API origin. Every answer carries the security headers of DESIGN 4a
 * (the same values `npm start` sends, packages/core/src/web-headers.ts). Its address is published as the
 * Config.Parameter WEB_URL, which the functions read from SSM (see Secrets.ts, docs/deploy.md).
 */
export function Web({ stack, app }: StackContext) {
  const { api } = use(Api);
  const { realtime } = use(Realtime);
  const { bucket } = use(Storage);
  const { domain, webAclArn } = stageSettings(app);

  // wss://<id>.execute-api.<region>.amazonaws.com/<stage> → its host, for connect-src
  const realtimeHost = Fn.select(2, Fn.split("/", realtime.url));
  const headers = new ResponseHeadersPolicy(stack, "WebSecurityHeaders", {
    comment: "Innfri web: CSP, no framing, nosniff, Referrer-Policy, HSTS",
    securityHeadersBehavior: {
      // the imports' presigned upload PUTs to the documents bucket (its regional virtual-hosted address, presign.ts)
      contentSecurityPolicy: {
        contentSecurityPolicy: webCsp([`wss://${realtimeHost}`, `https://${bucket.cdk.bucket.bucketRegionalDomainName}`]),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
    },
  });
  const apiHost = Fn.select(2, Fn.split("/", api.url));

  const site = new StaticSite(stack, "Web", {
    path: "web",
    // The synth test must not build the web app; it provides web/dist itself.
    buildCommand: app.isRunningSSTTest() ? undefined : "npm run build",
    buildOutput: "dist",
    customDomain: domain,
    environment: {
      // same origin: /v1 goes through this distribution to the HTTP API
      VITE_API_URL: "",
      VITE_REALTIME_URL: realtime.customDomainUrl ?? realtime.url,
    },
    dev: { url: VITE_DEV_URL },
    // A deploy keeps the previous build's hashed chunks: a tab opened before it still loads its lazy routes.
    purgeFiles: false,
    // Vite's hashed files (fonts and images too, not only js/css) never change under their name.
    assets: { fileOptions: [{ files: "assets/**", cacheControl: "max-age=31536000,public,immutable" }] },
    cdk: {
      distribution: {
        errorResponses: [],
        // the web ACL of stacks/Edge.ts (us-east-1): managed rule groups and rate limits on /v1/auth/* (docs/deploy.md)
        ...(webAclArn ? { webAclId: webAclArn } : {}),
        // the users are in Norway: Europe and North America edges
        priceClass: PriceClass.PRICE_CLASS_100,
        defaultBehavior: {
          responseHeadersPolicy: headers,
          functionAssociations: [
            {
              function: new CfFunction(stack, "WebSpaRouting", { code: FunctionCode.fromInline(SPA_ROUTING) }),
              eventType: FunctionEventType.VIEWER_REQUEST,
            },
          ],
        },
        additionalBehaviors: {
          "/v1/*": {
            origin: new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            allowedMethods: AllowedMethods.ALLOW_ALL,
            cachePolicy: CachePolicy.CACHING_DISABLED,
            // every viewer header but Host (API Gateway answers for its own host), cookies, query strings, and the
            // CloudFront headers, CloudFront-Viewer-Address among them: the client address the API's per-address
            // throttling counts (api/src/lib/client-ip.ts)
            originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          },
        },
      },
    },
  });

  const url = site.customDomainUrl ?? site.url ?? VITE_DEV_URL;
  new Config.Parameter(stack, "WEB_URL", { value: url });

  stack.addOutputs({ SiteUrl: url });
  return { site };
}
