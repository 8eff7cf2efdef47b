#if canImport(Glibc)
  import Glibc
#endif

/// Fixes glibc's heap-trimming and mmap thresholds, for benchmarks that
/// build a screen again and again in one process.
///
/// By default glibc raises both thresholds as large blocks are freed, and
/// gives the top of the heap back to the system when enough of it is free;
/// the next build then faults every page back in. Whether that happens
/// between two builds turns on the order of the frees, so it flips with any
/// change to what the engine allocates: a change that removed 9 of 56
/// allocations a view (and was 2–5% faster with the thresholds fixed) made
/// three of five 10,000-view maker-list builds 15% slower (49,000 page
/// faults against 29,000). Fixed, repeated builds measure the engine; a
/// first build in a new process is where those faults are an app's cost.
package enum AllocatorThresholds {
  /// Keeps blocks under 32 MB on the heap and the heap's top in the process
  /// (up to 1 GB free); does nothing where glibc is not the allocator.
  package static func pin() {
    #if canImport(Glibc)
      // Glibc's module map leaves out malloc.h; its values of
      // M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3) are part of glibc's ABI.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-3, 32 << 20)
      _ = mallopt(-1, 1 << 30)
    #endif
  }
}
