import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The card every public page sits in: one h1, an optional intro, the content and a footer line. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn("w-full", wide ? "max-w-xl" : "max-w-md")}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {intro ? <CardDescription>{intro}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-neutral-800">{footer}</div> : null}
    </div>
  );
}
