import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl`: 32 points tall.
///
/// Segments share the width equally, as in UIKit: the intrinsic width is
/// the number of segments times the widest title (13-point text) plus 12
/// points at each side of it, or the widest image plus the same padding.
///
/// ```swift
/// let filter = SegmentedControl(items: ["All", "Unread", "Flagged"])
/// filter.selectedSegmentIndex = 0
/// ```
open class SegmentedControl: Control {
  /// A segment's content: a title or an image.
  enum Segment: Hashable {
    case title(String)
    case image(Image)
  }

  private var segments: [Segment] = []

  /// The index of the selected segment, or ``noSegment``.
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet { if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment } }
  }

  /// The selected segment's fill; white when nil.
  public var selectedSegmentTintColor: Color?

  /// What measures the titles: ``Label/defaultTextMeasurer`` when the view was made, unless you set another.
  public var textMeasurer: any TextMeasurer = Label.defaultTextMeasurer {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The index meaning "no segment selected": −1.
  public static let noSegment = -1

  /// Creates a control with segments from strings and images (other items are ignored), as `init(items:)`.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(.title(title))
      } else if let image = item as? Image {
        segments.append(.image(image))
      }
    }
  }

  /// Creates a control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of segments.
  public var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `index` (clamped to the ends).
  public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    insert(.title(title ?? ""), at: index)
  }

  /// Inserts a segment showing an image at `index` (clamped to the ends).
  public func insertSegment(with image: Image?, at index: Int, animated: Bool) {
    insert(image.mapped(Segment.image) ?? .title(""), at: index)
  }

  /// Removes the segment at `index`, if there is one.
  public func removeSegment(at index: Int, animated: Bool) {
    guard segments.indices.contains(index) else { return }
    segments.remove(at: index)
    if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  public func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of the segment at `index`, if there is one.
  public func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index] = .title(title ?? "")
    invalidateIntrinsicContentSize()
  }

  /// The title of the segment at `index`, or nil for image segments and bad indices.
  public func titleForSegment(at index: Int) -> String? {
    guard segments.indices.contains(index), case .title(let title) = segments[index] else { return nil }
    return title
  }

  /// The image of the segment at `index`, or nil.
  public func imageForSegment(at index: Int) -> Image? {
    guard segments.indices.contains(index), case .image(let image) = segments[index] else { return nil }
    return image
  }

  /// Equal segments as wide as the widest content plus padding; 32 tall.
  open override var intrinsicContentSize: CGSize {
    let widest =
      segments.mapped { segment -> CGFloat in
        switch segment {
        case .title(let title): textMeasurer.width(of: title, font: Self.font)
        case .image(let image): image.size.width
        }
      }.max() ?? 0
    return CGSize(width: CGFloat(segments.count) * (widest + 2 * Self.padding), height: 32)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The font segment titles are measured and drawn in.
  static let font = Font.systemFont(ofSize: 13)
  /// The space at each side of a segment's content.
  static let padding: CGFloat = 12

  private func insert(_ segment: Segment, at index: Int) {
    segments.insert(segment, at: min(max(index, 0), segments.count))
    invalidateIntrinsicContentSize()
  }
}
