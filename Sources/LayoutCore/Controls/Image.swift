import Foundation

/// A picture's size and name, as UIKit's `UIImage` for layout: an image
/// view's intrinsic size is its image's size, and renderers draw a
/// placeholder of that size with the name.
///
/// ```swift
/// let avatar = ImageView(image: Image(size: CGSize(width: 48, height: 48), name: "avatar"))
/// let star = ImageView(image: Image(systemName: "star.fill"))   // 20 × 20
/// let logo = Image(named: "logo")   // reads logo.png's size from the main bundle, or nil
/// ```
nonisolated public struct Image: Hashable, Sendable {
  /// The size in points.
  public var size: CGSize
  /// The image's name (a file name or symbol name), drawn on placeholders.
  public var name: String?
  /// Whether this is a system symbol (`Image(systemName:)`): drawn in the tint colour.
  public var isSymbol: Bool
  /// Pixels per point.
  public var scale: CGFloat

  /// Creates an image of a size, with an optional name for pictures and descriptions.
  public init(size: CGSize, name: String? = nil, scale: CGFloat = 1) {
    self.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    self.name = name
    self.isSymbol = false
    self.scale = scale > 0 ? scale : 1
  }

  /// A system symbol, as `UIImage(systemName:)`: 20 × 20 points, the size of
  /// a symbol next to 17-point body text. Failable as UIKit's is, so that
  /// `Image(systemName: "star")!` ports; nil only for an empty name.
  public init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    self.init(size: CGSize(width: 20, height: 20), name: systemName)
    isSymbol = true
  }

  /// A PNG file from a bundle, as `UIImage(named:)`: looks for `name`,
  /// `name.png`, `name@2x.png` and `name@3x.png` among the bundle's resources
  /// (the main bundle by default) and reads the size from the file's header;
  /// nil if there is no such readable file.
  ///
  /// As UIKit's, an image found is kept by its name and bundle: asked for
  /// again, it comes from memory, even if the file has changed since.
  public init?(named name: String, in bundle: Bundle? = nil) {
    let directory = if let bundle { bundle.resourceURL } else { NamedImageCache.mainDirectory }
    guard !name.isEmpty, let directory else { return nil }
    let key = NamedImageCache.key(name, in: bundle == nil ? nil : directory)
    if let kept = NamedImageCache.image(for: key) {
      self = kept
      return
    }
    for (suffix, scale) in [("", 1.0), (".png", 1.0), ("@2x.png", 2.0), ("@3x.png", 3.0)] {
      let url = directory.appendingPathComponent(name + suffix)
      if let image = Image(contentsOfFile: url.path, scale: CGFloat(scale)) {
        self = image
        self.name = name
        NamedImageCache.keep(self, for: key)
        return
      }
    }
    return nil
  }

  /// A PNG file, as `UIImage(contentsOfFile:)`: the size comes from the
  /// file's header (pixels divided by `scale`); nil if the file is missing or not a PNG.
  public init?(contentsOfFile path: String, scale: CGFloat = 1) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), let pixels = Self.pngSize(header) else { return nil }
    let scale = scale > 0 ? scale : 1
    self.init(
      size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
      name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, scale: scale)
  }

  /// The width and height in a PNG's IHDR chunk, or nil if `data` does not start a PNG.
  static func pngSize(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = word(16)
    let height = word(20)
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }
}
