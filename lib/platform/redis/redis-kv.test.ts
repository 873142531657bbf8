import { spawn } from "node:child_process";
import { once } from "node:events";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { within } from "./redis-kv";

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

// In a process of its own, as Redis is: its answer reaches the socket while this process is busy.
const ECHO_SERVER = `require("node:net").createServer((s) => s.pipe(s)).listen(0, "127.0.0.1", function () {
  console.log(this.address().port);
});`;

async function echo() {
  const server = spawn(process.execPath, ["-e", ECHO_SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  closers.push(() => server.kill());
  const [port] = await once(server.stdout, "data");
  const socket = connect(Number(String(port)), "127.0.0.1");
  await once(socket, "connect");
  closers.unshift(() => socket.destroy());
  return (text: string) => {
    const reply = once(socket, "data").then(([data]) => String(data));
    socket.write(text);
    return reply;
  };
}

function busy(ms: number) {
  for (const until = Date.now() + ms; Date.now() < until;);
}

describe("within", () => {
  it("takes an answer that arrived while the process was busy past the limit: a stall is not Redis's silence", async () => {
    const send = await echo();
    const reply = within(20, send("PONG"));
    busy(100);
    await expect(reply).resolves.toBe("PONG");
  });

  it("fails when nothing answers in time", async () => {
    await expect(within(20, new Promise(() => {}))).rejects.toThrow("Redis did not answer within 20 ms");
  });
});
