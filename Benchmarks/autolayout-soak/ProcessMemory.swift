#if canImport(Glibc)
  import Glibc
#endif

/// The process's resident memory, as Linux reports it in /proc.
enum ProcessMemory {
  /// Resident set size now, in bytes (second field of /proc/self/statm, in pages).
  static func residentBytes() -> Int {
    guard let text = readFile("/proc/self/statm") else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The highest resident set size so far, in bytes (VmHWM in /proc/self/status).
  static func peakResidentBytes() -> Int {
    guard let text = readFile("/proc/self/status") else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return kilobytes * 1024
    }
    return 0
  }

  /// Hands freed heap pages back to the kernel before a sample.
  ///
  /// glibc keeps freed memory in its arenas, so RSS after a teardown depends
  /// on fragmentation as much as on what is live. Trimming first makes the
  /// samples measure live memory; leaked blocks are live and cannot be trimmed.
  static func trim() {
    _ = glibcMallocTrim(0)
  }

  static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
