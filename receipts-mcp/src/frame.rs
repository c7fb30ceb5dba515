//! Newline-delimited framing of the MCP stdio transport, with a bound on
//! how much of one message is held in memory.

use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};

/// What [`FrameReader::next`] read into its buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Frame {
    /// One whole message, with its line terminator if it had one.
    Line,
    /// Part of a message longer than the bound: forward it untouched.
    Partial,
}

/// Reads one message (line) at a time. A line longer than `max` bytes is
/// handed out in [`Frame::Partial`] pieces so memory stays bounded; such a
/// message is forwarded without inspection.
pub(crate) struct FrameReader<R> {
    inner: BufReader<R>,
    buf: Vec<u8>,
    max: usize,
    oversized: bool,
}

impl<R: AsyncRead + Unpin> FrameReader<R> {
    pub(crate) fn new(inner: R, max: usize) -> Self {
        let inner = BufReader::with_capacity(64 * 1024, inner);
        FrameReader {
            inner,
            buf: Vec::new(),
            max: max.max(1),
            oversized: false,
        }
    }

    /// The bytes of the last frame.
    pub(crate) fn data(&self) -> &[u8] {
        &self.buf
    }

    /// True when more input is already buffered (so a flush can wait).
    pub(crate) fn has_buffered(&self) -> bool {
        !self.inner.buffer().is_empty()
    }

    /// Read the next frame; `None` at end of input.
    pub(crate) async fn next(&mut self) -> std::io::Result<Option<Frame>> {
        self.buf.clear();
        loop {
            let avail = self.inner.fill_buf().await?;
            if avail.is_empty() {
                if self.buf.is_empty() {
                    return Ok(None);
                }
                let kind = if self.oversized {
                    Frame::Partial
                } else {
                    Frame::Line
                };
                self.oversized = false;
                return Ok(Some(kind));
            }
            let (take, done) = match memchr::memchr(b'\n', avail) {
                Some(i) => (i + 1, true),
                None => (avail.len(), false),
            };
            self.buf.extend_from_slice(&avail[..take]);
            self.inner.consume(take);
            if done {
                let kind = if self.oversized || self.buf.len() > self.max {
                    Frame::Partial
                } else {
                    Frame::Line
                };
                self.oversized = false;
                return Ok(Some(kind));
            }
            if self.buf.len() >= self.max {
                self.oversized = true;
                return Ok(Some(Frame::Partial));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn frames(input: &[u8], max: usize) -> Vec<(Frame, Vec<u8>)> {
        let mut r = FrameReader::new(input, max);
        let mut out = Vec::new();
        while let Some(f) = r.next().await.unwrap() {
            out.push((f, r.data().to_vec()));
        }
        out
    }

    #[tokio::test]
    async fn splits_lines_keeping_terminators() {
        let got = frames(b"{\"a\":1}\r\n\n{}", 1 << 20).await;
        assert_eq!(
            got,
            vec![
                (Frame::Line, b"{\"a\":1}\r\n".to_vec()),
                (Frame::Line, b"\n".to_vec()),
                (Frame::Line, b"{}".to_vec()),
            ]
        );
    }

    #[tokio::test]
    async fn oversized_lines_come_in_pieces_that_concatenate() {
        let input = b"0123456789abcdef\nxy\n";
        let got = frames(input, 6).await;
        assert!(
            got[..got.len() - 1]
                .iter()
                .all(|(f, _)| *f == Frame::Partial)
        );
        assert_eq!(got.last().unwrap(), &(Frame::Line, b"xy\n".to_vec()));
        let joined: Vec<u8> = got.iter().flat_map(|(_, d)| d.clone()).collect();
        assert_eq!(joined, input.to_vec());
        assert!(got.iter().all(|(_, d)| d.len() <= input.len()));
    }
}
