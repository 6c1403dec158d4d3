// A bare Node server for the bench's yardstick, in a process of its own as the shops are: GET /N
// answers N bytes of HTML-typed body (made once per size). Port from argv[2].
import http from "node:http";

const bodies = new Map();
http
  .createServer((req, res) => {
    const size = Number(req.url.slice(1)) || 0;
    let body = bodies.get(size);
    if (!body) bodies.set(size, (body = Buffer.alloc(size, "x")));
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": size });
    res.end(body);
  })
  .listen(Number(process.argv[2]), "127.0.0.1", () => console.log("bare ready"));
