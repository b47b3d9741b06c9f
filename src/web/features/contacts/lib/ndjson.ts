// Splits a byte stream of newline-delimited JSON into parsed values, line by line as the bytes arrive (a line
// may be cut across chunks; a last line without its newline still counts).
export async function* readNdjson(stream: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffered.indexOf("\n");
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line) yield JSON.parse(line);
        newline = buffered.indexOf("\n");
      }
      if (done) break;
    }
    if (buffered.trim()) yield JSON.parse(buffered);
  } finally {
    reader.releaseLock();
  }
}
