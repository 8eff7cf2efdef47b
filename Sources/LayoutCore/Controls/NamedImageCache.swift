import Foundation
import Synchronization

/// The images ``Image/init(named:in:)`` found, by bundle directory and name,
/// as UIKit's `UIImage(named:)` keeps them in its system cache: a name asked
/// for again is answered without reading the disk.
///
/// Only images found are kept (a name with no file is looked for again each
/// time, as UIKit does). A feed cell that sets its three image views by name
/// read three PNG headers per cell: 0.3 M instructions, a quarter of a
/// hand-written cell's.
nonisolated enum NamedImageCache {
  /// At most this many images are kept; past it the cache starts again
  /// empty, so names made from data cannot grow it without bound.
  static let capacity = 1024

  private static let images = Mutex<[String: Image]>([:])

  /// The main bundle's resource directory, read once: `Bundle.main` and its
  /// URL cost more to read than the rest of a cached lookup.
  static let mainDirectory = Bundle.main.resourceURL

  /// The key of `name` in a bundle's resource directory (nil: the main bundle's).
  static func key(_ name: String, in directory: URL?) -> String {
    (directory?.path ?? "") + "\u{0}" + name
  }

  /// The image kept for a key, if any.
  static func image(for key: String) -> Image? {
    images.withLock { $0[key] }
  }

  /// Keeps an image found for a key.
  static func keep(_ image: Image, for key: String) {
    images.withLock { images in
      if images.count >= capacity { images.removeAll(keepingCapacity: true) }
      images[key] = image
    }
  }
}
