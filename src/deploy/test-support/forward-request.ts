import http from 'node:http';

/** Forwards one request and answers with the whole upstream answer once it has ended. */
export function forward(
  upstream: URL,
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const answered: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => answered.push(chunk));
        answer.on('end', () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(answered));
          resolve(answer.statusCode ?? 502);
        });
      },
    );
    request.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
      resolve(502);
    });
    request.end(body);
  });
}
