/**
 * G2 (security review 2): every engine of `npm start` listens on this machine only. The engines are started here
 * (their own ports, no data folder), and every listening TCP socket of this process and its children (the JVM of
 * DynamoDB Local, run through its watchdog) is read from /proc: each must be on 127.0.0.1 or ::1.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startEngines } from "../../../scripts/local/engines";

/** This process and every descendant, from /proc/<pid>/stat's parent ids. */
function processTree(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      /* ended meanwhile */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parentOf) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  return tree;
}

/** The socket inodes a process holds open. */
function socketInodes(pid: number): Set<string> {
  const out = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) out.add(m[1]!);
      } catch {
        /* closed meanwhile */
      }
    }
  } catch {
    /* ended meanwhile */
  }
  return out;
}

/** Listening sockets (state 0A) of /proc/net/tcp and tcp6: local address in kernel hex, port, inode. */
function listening(): { address: string; port: number; inode: string }[] {
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) =>
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[3] === "0A")
      .map((f) => {
        const [address, port] = f[1]!.split(":");
        return { address: address!, port: parseInt(port!, 16), inode: f[9]! };
      }),
  );
}

// 127.0.0.1, ::1 and ::ffff:127.0.0.1 as the kernel writes them (32-bit words in host order, little-endian here)
const LOOPBACK = new Set(["0100007F", "00000000000000000000000001000000", "0000000000000000FFFF00000100007F"]);

describe("the local engines listen on this machine only (G2)", () => {
  it("binds DynamoDB Local, s3rver, the SES and the SQS emulators to loopback", async () => {
    const saved = { ...process.env };
    const engines = await startEngines({ setProcessEnv: false, bootstrap: false });
    try {
      const ports = Object.fromEntries(
        ["DYNAMODB", "S3", "SQS", "SESV2"].map((n) => [n, Number(new URL(engines.env[`AWS_ENDPOINT_URL_${n}`]!).port)]),
      );
      const inodes = new Set(processTree(process.pid).flatMap((pid) => [...socketInodes(pid)]));
      const ours = listening().filter((s) => inodes.has(s.inode));
      // every engine's port is among them (so the check below is about them), and none is open to other machines
      for (const [name, port] of Object.entries(ports)) expect(ours.map((s) => s.port), name).toContain(port);
      const open = ours.filter((s) => !LOOPBACK.has(s.address));
      expect(open, JSON.stringify(open)).toEqual([]);
    } finally {
      await engines.stop();
      process.env = saved;
    }
  }, 180_000);
});
