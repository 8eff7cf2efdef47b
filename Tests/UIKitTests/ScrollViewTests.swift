#if !canImport(Darwin)
  import Testing
  import UIKit

  @Suite struct ScrollViewTests {
    /// A scrolling list: ten 100-point rows in a content view pinned to the
    /// content layout guide, as wide as the frame layout guide.
    private func list() -> (UIWindow, UIScrollView, UIView, UIView) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let scroll = UIScrollView()
      let content = UIView()
      let floating = UIView()
      scroll.translatesAutoresizingMaskIntoConstraints = false
      content.translatesAutoresizingMaskIntoConstraints = false
      floating.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(scroll)
      scroll.addSubview(content)
      scroll.addSubview(floating)
      var constraints = [
        scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: window.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        floating.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
        floating.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -16),
        floating.widthAnchor.constraint(equalToConstant: 56),
        floating.heightAnchor.constraint(equalToConstant: 56),
      ]
      var previous = content.topAnchor
      for _ in 0..<10 {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        constraints += [
          row.topAnchor.constraint(equalTo: previous),
          row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
          row.heightAnchor.constraint(equalToConstant: 100),
        ]
        previous = row.bottomAnchor
      }
      constraints.append(previous.constraint(equalTo: content.bottomAnchor))
      NSLayoutConstraint.activate(constraints)
      return (window, scroll, content, floating)
    }

    /// UIKit: constraints to `contentLayoutGuide` size the content (the
    /// `contentSize`); constraints to `frameLayoutGuide` follow the scroll
    /// view's visible rectangle.
    @Test func theContentGuideSetsTheContentSize() {
      let (window, scroll, content, floating) = list()
      window.layoutIfNeeded()
      #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
      #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
      #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
      #expect(floating.frame == CGRect(x: 248, y: 408, width: 56, height: 56))
      #expect(window.layoutDiagnostics.records.isEmpty)
    }

    /// UIKit: scrolling moves the bounds' origin; content keeps its frame,
    /// views pinned to the frame layout guide move with the visible rectangle.
    @Test func scrollingMovesTheFrameGuide() {
      let (window, scroll, content, floating) = list()
      window.layoutIfNeeded()
      scroll.contentOffset = CGPoint(x: 0, y: 300)
      window.layoutIfNeeded()
      #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
      #expect(content.frame.minY == 0)
      #expect(floating.frame == CGRect(x: 248, y: 708, width: 56, height: 56))
      #expect(floating.convert(floating.bounds, to: window) == CGRect(x: 248, y: 408, width: 56, height: 56))
    }
  }
#endif
