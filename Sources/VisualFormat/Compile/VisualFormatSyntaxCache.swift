import Foundation

/// Parsed Visual Format strings kept by their text, so a format made again
/// (every cell of a list makes the same ones) is bound to its views without
/// being parsed again.
///
/// Only formats parsed without metrics are kept: with no metrics, every
/// name in a format that parsed is a view, so the parse depends on the text
/// alone, and a later call only has to check that its views dictionary
/// holds each name. A call whose dictionary does not is parsed afresh, which
/// reports the error with its column. A feed cell makes 27 formats; parsing
/// them and the set of names the parser checks against were 9% of the cell.
///
/// Each thread keeps its own formats. Cells laid out in parallel tasks (a
/// snapshot suite) then share nothing here: one cache for all would be a
/// lock and a retain of shared arrays for each format, writes that bounce
/// between cores.
nonisolated enum VisualFormatSyntaxCache {
  /// At most this many formats are kept on a thread; past it its cache
  /// starts again empty, so a program that makes formats from data cannot
  /// grow it without bound.
  static let capacity = 512

  /// One thread's formats.
  private final class Formats {
    // Freed wherever its last reference goes, with no check for the main actor.
    nonisolated deinit {}

    var entries: [String: VisualFormatSyntax] = [:]
  }

  /// The key of each thread's ``Formats``, released with its thread; nil
  /// if the system had no key left (then nothing is kept).
  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { formats in
      #if canImport(Glibc) || canImport(Musl)
        guard let formats else { return }
      #endif
      Unmanaged<Formats>.fromOpaque(formats).release()
    }
    return created == 0 ? key : nil
  }()

  /// This thread's formats.
  private static var formats: Formats? {
    guard let key else { return nil }
    if let kept = pthread_getspecific(key) { return Unmanaged<Formats>.fromOpaque(kept).takeUnretainedValue() }
    let formats = Formats()
    pthread_setspecific(key, Unmanaged.passRetained(formats).toOpaque())
    return formats
  }

  /// The syntax parsed earlier on this thread for `format`, if it was kept.
  static func syntax(of format: String) -> VisualFormatSyntax? {
    formats?.entries[format]
  }

  /// Keeps the syntax of a format parsed without metrics.
  static func keep(_ syntax: VisualFormatSyntax, for format: String) {
    guard let formats else { return }
    if formats.entries.count >= capacity { formats.entries.removeAll(keepingCapacity: true) }
    formats.entries[format] = syntax
  }
}
