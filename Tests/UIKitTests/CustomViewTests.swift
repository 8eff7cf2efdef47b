#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A header view as UIKit apps write one: `init(frame:)` and the required
  /// `init?(coder:)`, constraints made once in the initializer, and a
  /// `layoutSubviews` override that reads the solved frames.
  final class ProfileHeaderView: UIView {
    let avatar = UIView()
    let nameLabel = UILabel()
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      nameLabel.font = .boldSystemFont(ofSize: 20)
      nameLabel.text = "Ada Lovelace"
      for view in [avatar, nameLabel] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      NSLayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        avatar.widthAnchor.constraint(equalToConstant: 64),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        avatar.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
        nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      layoutPasses += 1
      avatar.layer.cornerRadius = avatar.bounds.width / 2
    }
  }

  /// A view with a natural size, as a custom control declares it.
  final class Badge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 24) }
  }

  @Suite struct CustomViewTests {
    /// UIKit: a view's default layout margins are 8 points on each side; the
    /// system spacing between siblings is 8 points (times the multiplier);
    /// `layoutSubviews` runs after `super.layoutSubviews()` has given the
    /// subviews the engine's frames. The label's size comes from the default
    /// text measurer (half the point size a character, 1.2 lines high).
    @Test func aHeaderLaysOutInsideItsMargins() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
      window.addSubview(header)
      window.layoutIfNeeded()
      #expect(header.avatar.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
      #expect(header.nameLabel.frame == CGRect(x: 88, y: 28, width: 120, height: 24))
      #expect(header.avatar.layer.cornerRadius == 32)
      #expect(header.layoutPasses == 1)
      #expect(window.layoutDiagnostics.records.isEmpty)
    }

    /// UIKit: a view made in code translates its autoresizing mask into
    /// constraints, so the frame set by hand is where it stays; its subviews
    /// follow the new size at the next layout pass.
    @Test func aFrameSetByHandMovesTheSubviews() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
      window.addSubview(header)
      window.layoutIfNeeded()
      header.frame = CGRect(x: 10, y: 20, width: 300, height: 100)
      header.layoutIfNeeded()
      #expect(header.frame == CGRect(x: 10, y: 20, width: 300, height: 100))
      #expect(header.avatar.convert(header.avatar.bounds, to: window) == CGRect(x: 18, y: 28, width: 64, height: 64))
      #expect(header.layoutPasses == 2)
    }

    /// UIKit: a view's intrinsic content size becomes its size when nothing
    /// else decides it; `invalidateIntrinsicContentSize()` and
    /// `systemLayoutSizeFitting` follow it.
    @Test func intrinsicSizeSizesAView() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let badge = Badge()
      badge.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(badge)
      badge.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
      badge.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
      container.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 156, y: 0, width: 44, height: 24))
      #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 44, height: 24))
      #expect(UIView.noIntrinsicMetric == -1)
      #expect(
        UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// UIKit: `sizeToFit()` resizes a view to `sizeThatFits(_:)`.
    @Test func sizeToFitUsesSizeThatFits() {
      let label = UILabel()
      label.font = UIFont.systemFont(ofSize: 10)
      label.text = "Hello"
      label.sizeToFit()
      #expect(label.frame.size == CGSize(width: 25, height: 12))
    }
  }
#endif
