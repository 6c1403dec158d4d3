import { PassThrough, Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dropNulBytes, withoutNul } from "./drop-nul.server";

function render(text: string, clean: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(
      <main>
        {text.split("\n").map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </main>,
      {
        onAllReady() {
          const first = clean ? dropNulBytes() : new PassThrough();
          first.pipe(sink);
          pipe(first);
        },
        onError: reject,
      },
    );
  });
}

describe("dropping React's NUL padding", () => {
  it("removes only 0x00 bytes", () => {
    expect(withoutNul(Buffer.from([0x61, 0, 0xe5, 0x8d, 0x95, 0, 0, 0x62]))).toEqual(
      Buffer.from("a单b"),
    );
    const plain = Buffer.from("瓦尔费罗内");
    expect(withoutNul(plain)).toBe(plain);
  });

  it("a streamed Chinese page has no NUL bytes and loses no character", async () => {
    // Lines of Chinese of growing length until React's buffer edge splits a character.
    let padded: Buffer | null = null;
    let text = "";
    for (let n = 1; n < 400 && !padded; n++) {
      text = Array.from(
        { length: 40 },
        (_, i) => "瓦尔费罗内酒庄提交订单已选择".repeat(1 + ((i * n) % 7)) + "a".repeat(n % 3),
      ).join("\n");
      const raw = await render(text, false);
      if (raw.includes(0)) padded = raw;
    }
    expect(padded, "React 18 pads its stream with NUL bytes at some buffer edge").not.toBeNull();
    const clean = await render(text, true);
    expect(clean.includes(0)).toBe(false);
    expect(clean.equals(withoutNul(padded!))).toBe(true);
    const decoded = new TextDecoder("utf-8", { fatal: true }).decode(clean);
    for (const line of text.split("\n")) expect(decoded).toContain(`<p>${line}</p>`);
  });

  it("sends what React wrote in one go as one chunk, and everything before the end", async () => {
    const stream = dropNulBytes();
    const received: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from("<p>一</p>"));
    stream.write(Buffer.from([0x3c, 0x70, 0x3e, 0, 0x3c]));
    stream.write("/p>");
    await new Promise((resolve) => setImmediate(resolve));
    stream.write("<p>tail</p>");
    stream.end();
    await ended;
    expect(received.map(String)).toEqual(["<p>一</p><p></p>", "<p>tail</p>"]);
  });
});
