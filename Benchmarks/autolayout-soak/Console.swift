#if canImport(Glibc)
  import Glibc
#endif

/// Unbuffered output straight to the file descriptors: each line reaches a log
/// followed with `tail -f` at once, and no C `FILE` globals are touched (they
/// are shared mutable state to strict concurrency checking).
enum Console {
  /// Writes a line to standard output.
  static func out(_ line: String) { write(line + "\n", to: 1) }

  /// Writes a line to standard error.
  static func error(_ line: String) { write(line + "\n", to: 2) }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let n = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if n <= 0 { return }
        offset += n
      }
    }
  }
}
