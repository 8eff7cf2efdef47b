import Foundation
import Testing

@testable import LayoutCore

/// Scroll views: content sized by constraints through the content layout
/// guide, the frame layout guide, the pre-iOS 11 edge constraints, insets.
@Suite struct ScrollViewTests {
  /// A long form: 30 rows of a label and a field in a vertical stack inside
  /// a scroll view that fills the window's safe area.
  func longForm(window: Window) -> (scroll: ScrollView, form: StackView, fields: [TextField]) {
    let scroll = ScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scroll)
    var fields: [TextField] = []
    let rows = (0..<30).map { index -> View in
      let field = TextField()
      field.borderStyle = .roundedRect
      field.placeholder = "Field \(index)"
      fields.append(field)
      let row = StackView(arrangedSubviews: [Label(text: "Label \(index)"), field])
      row.axis = .vertical
      row.spacing = 4
      return row
    }
    let form = StackView(arrangedSubviews: rows)
    form.axis = .vertical
    form.spacing = 16
    form.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(form)
    LayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
      form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
      form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
      form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
      form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    return (scroll, form, fields)
  }

  @Test func aLongFormSetsTheContentSize() {
    let window = makeWindow(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let (scroll, form, fields) = longForm(window: window)
    window.layoutIfNeeded()
    #expect(scroll.frame == rect(0, 47, 390, 763))
    // A row: a 20.4-point label, 4, a 34-point field: 58.4; 30 rows and 29 gaps of 16.
    let formHeight = 30 * 58.4 + 29 * 16
    #expect(abs(form.frame.height - formHeight) <= 1)
    #expect(form.frame.minX == 16 && form.frame.width == 358)
    #expect(abs(scroll.contentSize.height - (formHeight + 40)) < 1e-6)
    #expect(scroll.contentSize.width == 390)
    // Fields are laid out in content coordinates, far below the visible area.
    #expect(fields[29].frame.width == 358)
    #expect(scroll.contentLayoutGuide.layoutFrame.height == scroll.contentSize.height.rounded())
  }

  @Test func scrollingMovesTheBoundsAndTheFrameGuideNotTheContent() {
    let window = makeWindow(width: 390, height: 844)
    let (scroll, form, _) = longForm(window: window)
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    let formFrame = form.frame
    #expect(badge.frame == rect(350, 10, 30, 30))
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    window.layoutIfNeeded()
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 500))
    #expect(form.frame == formFrame)
    // Pinned to the frame guide: it stays put on screen, so it moves in the content.
    #expect(badge.frame == rect(350, 510, 30, 30))
  }

  @Test func edgeConstraintsToTheScrollViewMeanItsContentAsInUIKit() {
    let window = makeWindow(width: 300, height: 400)
    let scroll = ScrollView(frame: rect(0, 0, 300, 400))
    window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == rect(0, 0, 300, 1000))
    #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
    #expect(window.layoutDiagnostics.brokenConstraints.isEmpty)
  }

  @Test func aContentSizeSetByHandStandsWithoutConstraints() {
    let scroll = ScrollView(frame: rect(0, 0, 100, 100))
    scroll.contentSize = CGSize(width: 100, height: 700)
    let guide = scroll.contentLayoutGuide
    scroll.layoutIfNeeded()
    #expect(guide.layoutFrame == rect(0, 0, 100, 700))
    #expect(scroll.contentSize == CGSize(width: 100, height: 700))
  }

  @Test func adjustedInsetsAddTheSafeAreaByBehaviour() {
    let window = makeWindow(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let scroll = ScrollView(frame: rect(0, 0, 390, 844))
    window.addSubview(scroll)
    window.layoutIfNeeded()
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset.top == 10)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    #expect(scroll.adjustedContentInset.top == 57)
  }

  @Test func scrollingARectIntoViewMovesTheLeastDistance() {
    let scroll = ScrollView(frame: rect(0, 0, 100, 200))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.scrollRectToVisible(rect(0, 500, 100, 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 350))
    scroll.scrollRectToVisible(rect(0, 100, 100, 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    scroll.scrollRectToVisible(rect(0, 2000, 100, 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
  }
}
