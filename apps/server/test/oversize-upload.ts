import http from 'node:http';

/**
 * Starts an upload of `leadingBytes` followed by `megabytes` MB of padding whose body never ends,
 * and resolves with the status the server answers while it still streams (its 413).
 */
export function startOversizeUpload(
  serverUrl: string,
  cookie: string,
  leadingBytes: Buffer,
  megabytes: number,
): Promise<number> {
  const boundary = 'labtrail-boundary';
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${serverUrl}/v2/user/document`, {
      method: 'POST',
      headers: {
        cookie,
        'x-client-source': 'website',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
    });
    request.on('error', reject);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    request.write(leadingBytes);
    // Never ended: only an answer given while the body streams can arrive.
    for (let megabyte = 0; megabyte < megabytes; megabyte += 1) {
      request.write(Buffer.alloc(1024 * 1024, 0x20));
    }
  });
}
