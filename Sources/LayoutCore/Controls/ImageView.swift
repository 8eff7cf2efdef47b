import Foundation

/// A view that shows an image, sized by it, as UIKit's `UIImageView`.
///
/// Its intrinsic content size is the image's size, so constraints need only
/// place it; with no image it has no intrinsic size. ``View/contentMode``
/// says how renderers fit the image into a frame of another size.
///
/// ```swift
/// let icon = ImageView(image: Image(systemName: "star.fill"))
/// icon.tintColor = .systemYellow
/// icon.contentMode = .scaleAspectFit
/// ```
open class ImageView: View {
  // UIKit's accessibility traits for an image view (not an element unless made one).
  override var accessibilityTraitsByDefault: AccessibilityTraits { .image }

  /// The image shown; setting it changes the intrinsic size.
  public var image: Image? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The image shown while ``isHighlighted`` is true, if any.
  public var highlightedImage: Image?

  /// Whether the highlighted image is shown.
  public var isHighlighted = false

  /// Creates an image view with a frame and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a image view from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an image view showing `image`, its frame the image's size, as UIKit's `init(image:)`.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    guard let image = (isHighlighted ? highlightedImage : nil) ?? image else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size, or the current size without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
