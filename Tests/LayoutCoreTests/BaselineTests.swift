import Foundation
import Testing

@testable import LayoutCore

@Suite struct BaselineTests {
  /// Checklist: first and last baselines, falling back to the top and bottom edges.
  @Test func labelsAlignOnBaselines() {
    let window = makeWindow()
    let big = constrainedLabel("Big", fontSize: 40, in: window)  // 48 tall, baseline at 40
    let small = constrainedLabel("small", fontSize: 10, in: window)  // 12 tall, baseline at 10
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      big.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(small.frame.minY == 130)
    #expect(small.frame.minY + 10 == big.frame.minY + 40)
  }

  @Test func lastBaselineOfAMultilineLabel() {
    let window = makeWindow(width: 100)
    let text = constrainedLabel("aaaa bbbb cccc", fontSize: 10, in: window)
    text.numberOfLines = 0
    // Five characters a line, three lines: 36 tall, last baseline at 34.
    text.preferredMaxLayoutWidth = 25
    let note = constrainedLabel("n", fontSize: 10, in: window)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      text.topAnchor.constraint(equalTo: window.topAnchor),
      note.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      note.lastBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(text, rect(0, 0, 20, 36))
    #expect(note.frame.minY == 24)
  }

  @Test func viewsWithoutTextUseTheirEdges() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let label = constrainedLabel("x", fontSize: 10, in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 20),
      label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
      label.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(label.frame.minY == 40, "baseline (10 below the top) on the box's top edge, 50")
    LayoutConstraint.deactivate(
      label.affectingConstraints.filter { $0.firstAttribute == .firstBaseline })
    label.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(label.frame.minY == 60, "baseline on the box's bottom edge, 70")
  }

  @Test func aContainerCanDelegateItsBaseline() {
    final class Field: View {
      let label = Label(text: "Email")
      init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        label.fontSize = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        LayoutConstraint.activate([
          label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
          label.topAnchor.constraint(equalTo: topAnchor, constant: 6),
          heightAnchor.constraint(equalToConstant: 30),
          widthAnchor.constraint(equalToConstant: 100),
        ])
      }

      /// Never made from an archive.
      required init?(coder: NSCoder) { nil }
      override var forFirstBaselineLayout: View { label }
    }
    let window = makeWindow()
    let field = Field()
    window.addSubview(field)
    let caption = constrainedLabel("Caption", fontSize: 20, in: window)
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      field.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      caption.leadingAnchor.constraint(equalTo: field.trailingAnchor),
      caption.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    // The field's baseline is its label's: 100 + 6 + 10 = 116; the caption's is 20 below its top.
    #expect(caption.frame.minY == 96)
  }

  @Test func baselineConstraintsFollowTextChanges() {
    let window = makeWindow(width: 200)
    let anchor = constrainedLabel("aaaa", fontSize: 10, in: window)
    anchor.numberOfLines = 0
    anchor.preferredMaxLayoutWidth = 40
    let follower = constrainedLabel("f", fontSize: 10, in: window)
    LayoutConstraint.activate([
      anchor.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      anchor.topAnchor.constraint(equalTo: window.topAnchor),
      follower.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      follower.lastBaselineAnchor.constraint(equalTo: anchor.lastBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(follower.frame.minY == 0)
    anchor.text = "aaaa bbbb"  // two lines: last baseline at 22
    window.layoutIfNeeded()
    #expect(anchor.frame.height == 24)
    #expect(follower.frame.minY == 12)
  }
}
