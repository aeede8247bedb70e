import { Config, StackContext, StaticSite, use } from "sst/constructs";
import { Api } from "./Api";
import { Realtime } from "./Realtime";
import { stageSettings } from "./settings";

const VITE_DEV_URL = "http://localhost:5173";

/**
 * The React app on S3 + CloudFront, built with the API and WebSocket addresses. Its address is published as
 * the Config.Parameter WEB_URL, which the functions read from SSM (see Secrets.ts, docs/deploy.md).
 */
export function Web({ stack, app }: StackContext) {
  const { api } = use(Api);
  const { realtime } = use(Realtime);
  const { domain } = stageSettings(app);

  const site = new StaticSite(stack, "Web", {
    path: "web",
    // The synth test must not build the web app; it provides web/dist itself.
    buildCommand: app.isRunningSSTTest() ? undefined : "npm run build",
    buildOutput: "dist",
    errorPage: "redirect_to_index_page",
    customDomain: domain,
    environment: {
      VITE_API_URL: api.customDomainUrl ?? api.url,
      VITE_REALTIME_URL: realtime.customDomainUrl ?? realtime.url,
    },
    dev: { url: VITE_DEV_URL },
  });

  const url = site.customDomainUrl ?? site.url ?? VITE_DEV_URL;
  new Config.Parameter(stack, "WEB_URL", { value: url });

  stack.addOutputs({ SiteUrl: url });
  return { site };
}
