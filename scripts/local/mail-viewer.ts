/** The HTML mail viewer of `npm start` at /_local/mail (served by server.ts): what the app sent through SES. */

// ---------------------------------------------------------------------------------------------------------
// mail viewer

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  headers?: { name: string; value: string }[];
  /** epoch seconds */
  at: number;
}

export async function fetchEmails(sesUrl: string): Promise<StoredEmail[]> {
  const res = await fetch(`${sesUrl.replace(/\/$/, "")}/store`);
  if (!res.ok) throw new Error(`SES store answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: StoredEmail[] };
  return [...emails].reverse(); // newest first
}

/** The delivery events a local mail can be given (server.ts `/_local/mail/:id/:event`), with their labels. */
export const SES_EVENTS = [
  ["deliver", "Levert"],
  ["bounce", "Kom i retur"],
  ["complain", "Klage"],
] as const;

/** SES's event JSON (as EventBridge's `detail`) for a local mail: core mail/ses-events.ts reads it. */
export function sesEventOf(messageId: string, event: (typeof SES_EVENTS)[number][0]) {
  const mail = { messageId };
  if (event === "bounce") return { eventType: "Bounce", mail, bounce: { bounceType: "Permanent" } };
  if (event === "complain") return { eventType: "Complaint", mail, complaint: {} };
  return { eventType: "Delivery", mail, delivery: {} };
}

const esc = (s: unknown) =>
  String(s ?? "").replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const osloTime = new Intl.DateTimeFormat("nb-NO", {
  timeZone: "Europe/Oslo",
  dateStyle: "short",
  timeStyle: "medium",
});

function linksOf(mail: StoredEmail): string[] {
  const found = new Set<string>();
  for (const m of (mail.body.html ?? "").matchAll(/href\s*=\s*["']([^"']+)["']/gi)) found.add(m[1]!.replace(/&amp;/g, "&"));
  for (const m of (mail.body.text ?? "").matchAll(/https?:\/\/[^\s<>"')]+/g)) found.add(m[0]);
  return [...found].filter((l) => /^https?:/i.test(l));
}

export function mailPage(emails: StoredEmail[], total: number, nonce: string): string {
  const items = emails
    .map((m) => {
      const rows = [
        ["Fra", m.from],
        ["Til", m.destination.to.join(", ")],
        ...(m.destination.cc.length ? [["Kopi", m.destination.cc.join(", ")]] : []),
        ...(m.destination.bcc.length ? [["Blindkopi", m.destination.bcc.join(", ")]] : []),
        ["Dato", osloTime.format(new Date(m.at * 1000))],
      ]
        .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
        .join("");
      const body = m.body.html
        ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${esc(m.subject)}" srcdoc="${esc(
            `<base target="_blank"><meta charset="utf-8">${m.body.html}`,
          )}"></iframe>`
        : `<pre>${esc(m.body.text ?? "")}</pre>`;
      const attachments = m.attachments
        .map(
          (a, i) =>
            `<li><a href="/_local/mail/${encodeURIComponent(m.messageId)}/attachments/${i}">${esc(
              a.filename ?? `vedlegg-${i + 1}`,
            )}</a> <small>${esc(a.contentType)}, ${Math.ceil(a.size / 1024)} KB</small></li>`,
        )
        .join("");
      const links = linksOf(m)
        .map((l) => `<li><a href="${esc(l)}" target="_blank" rel="noopener">${esc(l)}</a></li>`)
        .join("");
      return `<article id="${esc(m.messageId)}">
  <h2>${esc(m.subject)}</h2>
  <table>${rows}</table>
  ${body}
  ${attachments ? `<h3>Vedlegg</h3><ul>${attachments}</ul>` : ""}
  ${links ? `<details><summary>Lenker (${linksOf(m).length})</summary><ul>${links}</ul></details>` : ""}
  <p class="events">SES-hendelse: ${SES_EVENTS.map(
    ([event, label]) => `<button type="button" data-event="${event}" data-id="${esc(m.messageId)}">${label}</button>`,
  ).join(" ")}</p>
</article>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="no"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Innfri | Lokal e-post</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  th { text-align: left; padding-right: 1rem; font-weight: 600; vertical-align: top; }
  iframe { width: 100%; min-height: 18rem; border: 1px solid #e5e5e5; border-radius: 4px; margin-top: 0.5rem; background: #fff; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.75rem; border-radius: 4px; }
  button { font: inherit; padding: 0.3rem 0.8rem; }
  .empty { color: #555; }
</style></head>
<body>
<header><h1>Sendt e-post (${total})</h1>
<button type="button" id="clear">Tøm</button></header>
<p><small>Alt appen har sendt gjennom SES lokalt, nyeste først${
    total > emails.length ? ` (viser ${emails.length}; <a href="?limit=${total}">vis alle</a>)` : ""
  }. JSON: <a href="/_local/mail.json">/_local/mail.json</a>.</small></p>
${items || '<p class="empty">Ingen e-post ennå.</p>'}
<script nonce="${nonce}">
  // /_local POSTs take JSON only (a cross-site form cannot clear the store)
  document.getElementById("clear").addEventListener("click", async () => {
    await fetch("/_local/mail/clear", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    location.reload();
  });
  // SES's delivery events for a mail, as the deployed configuration set publishes them (docs/letters.md)
  for (const b of document.querySelectorAll("button[data-event]")) {
    b.addEventListener("click", async () => {
      const r = await fetch(\`/_local/mail/\${encodeURIComponent(b.dataset.id)}/\${b.dataset.event}\`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      b.textContent = r.ok ? "✓ " + b.textContent : "Feil";
    });
  }
  // reload when new mail arrives
  const seen = ${total};
  setInterval(async () => {
    try {
      const r = await fetch("/_local/mail/count");
      if (r.ok && (await r.json()).count !== seen) location.reload();
    } catch {}
  }, 3000);
</script>
</body></html>`;
}
