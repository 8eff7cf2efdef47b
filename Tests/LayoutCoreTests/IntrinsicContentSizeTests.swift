import Foundation
import Testing

@testable import LayoutCore

@Suite struct IntrinsicContentSizeTests {
  @Test func defaultsAreHugging250AndCompression750() {
    let view = View()
    #expect(view.contentHuggingPriority(for: .horizontal) == 250)
    #expect(view.contentHuggingPriority(for: .vertical) == 250)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
    #expect(
      view.intrinsicContentSize
        == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }

  /// A view placed by its position alone takes its intrinsic size.
  @Test func intrinsicSizeSizesAPositionedView() {
    let window = makeWindow()
    let image = SizedView(size: CGSize(width: 40, height: 30))
    window.addSubview(image)
    LayoutConstraint.activate([
      image.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      image.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(image, rect(175, 10, 40, 30))
    image.imageSize = CGSize(width: 60, height: 20)
    window.layoutIfNeeded()
    expectFrame(image, rect(165, 10, 60, 20))
  }

  /// Hugging keeps a view from growing, compression resistance from
  /// shrinking, each at its priority (one constraint per axis holds both,
  /// see ContentSizeConstraintTests).
  @Test func huggingAndCompressionAreInequalitiesAtTheirPriorities() {
    let window = makeWindow()
    let image = SizedView(size: CGSize(width: 100, height: 30))
    window.addSubview(image)
    let width = image.widthAnchor.constraint(equalToConstant: 150)
    width.priority = 249
    LayoutConstraint.activate([
      width,
      image.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      image.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(image.frame.width == 100, "hugging 250 beats a 249 pull to 150")
    width.priority = 251
    window.layoutIfNeeded()
    #expect(image.frame.width == 150, "a 251 pull beats hugging 250")
    width.constant = 60
    window.layoutIfNeeded()
    #expect(image.frame.width == 100, "compression resistance 750 beats a 251 push to 60")
    let contentWidth = image.constraintsAffectingLayout(for: .horizontal).filter { $0.kind == .contentSize }
    image.setContentCompressionResistancePriority(200, for: .horizontal)
    window.layoutIfNeeded()
    #expect(image.frame.width == 60, "a lowered compression resistance gives way")
    #expect(image.frame.height == 30)
    // Changed in place: the same content-size constraint, with the new priority.
    let after = image.constraintsAffectingLayout(for: .horizontal).filter { $0.kind == .contentSize }
    #expect(contentWidth.count == 1 && after.count == 1 && after[0] === contentWidth[0])
    #expect(after.first?.compressionResistance == 200)
  }

  @Test func axesWithoutAMetricGetNoConstraint() {
    final class Bar: View {
      override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }
    }
    let window = makeWindow()
    let bar = Bar()
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      bar.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      bar.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(bar, rect(10, 0, 370, 4))
    #expect(bar.constraints.isEmpty, "content-size constraints are not listed")
  }

  @Test func viewsThatTranslateTheirMaskIgnoreTheirContent() {
    let window = makeWindow()
    let image = SizedView(size: CGSize(width: 40, height: 30))
    image.translatesAutoresizingMaskIntoConstraints = true
    image.frame = rect(5, 5, 10, 10)
    window.addSubview(image)
    let other = constrainedView("other", in: window)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: image.trailingAnchor),
      other.topAnchor.constraint(equalTo: image.bottomAnchor),
      other.widthAnchor.constraint(equalToConstant: 1),
      other.heightAnchor.constraint(equalToConstant: 1),
    ])
    window.layoutIfNeeded()
    expectFrame(image, rect(5, 5, 10, 10))
    expectFrame(other, rect(15, 15, 1, 1))
  }
}
