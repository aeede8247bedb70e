import { createFileRoute } from "@tanstack/react-router";
import { AutoPilotPage } from "@/features/cases/components/auto-pilot-page";

// SPEC 2 /customer/auto-pilot: the auto-pilot's setting and the cases under it (issue 20).
export const Route = createFileRoute("/customer/auto-pilot")({ component: AutoPilotPage });
