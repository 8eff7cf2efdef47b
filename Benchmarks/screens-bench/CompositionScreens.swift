import Foundation
import LayoutCore
import LayoutDocument
import LayoutScreens

/// The list written the two remaining ways: Subviews property wrappers, and a
/// layout document (what `autolayout render` reads).
enum CompositionScreens {
  /// Rows declared with `@Subview`, `@ArrangedSubview` and `_VerticalStack`,
  /// arranged in a vertical `StackView`: six views per row.
  static var subviews: Screen {
    Screen(name: "Subviews list", api: "Subviews: @ArrangedSubview(of: \\.line), _VerticalStack { … }") { views in
      let window = SampleScreens.makeWindow()
      let list = SampleScreens.listStack(in: window)
      for index in 0..<SampleScreens.parts(views, viewsPerPart: 6) {
        list.addArrangedSubview(SubviewsRow(index: index))
      }
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      ListScreens.handList(rows: SampleScreens.parts(views, viewsPerPart: 6), spacing: 8)
    }
  }

  /// The stack list as a YAML layout document: read, built and laid out, as
  /// `autolayout render` does (making the text is timed too; it takes about 1%).
  static var document: Screen {
    Screen(name: "layout document", api: "YAML document: stacks of rows, read as autolayout render reads it") {
      views in
      let rows = SampleScreens.parts(views, viewsPerPart: 5)
      let text = listDocument(rows: rows)
      let limits = LayoutDocument.Limits(maximumViews: rows * 5 + 10)
      let document = try LayoutDocument(text: text, file: "list.yaml", options: .init(limits: limits))
      document.layoutIfNeeded()
      return document.window
    } byHand: { views in
      ListScreens.handList(rows: SampleScreens.parts(views, viewsPerPart: 5), spacing: 8)
    }
  }

  /// A document with `rows` rows of an image and two labels in stacks.
  static func listDocument(rows: Int) -> String {
    var text = """
      canvas: {size: 390x844, scale: 3}
      views:
        - name: list
          kind: stack
          axis: vertical
          spacing: 8
          arranged:

      """
    for index in 0..<rows {
      text += """
              - name: row\(index)
                kind: stack
                alignment: center
                spacing: 12
                arranged:
                  - {name: image\(index), intrinsicSize: 48x48}
                  - name: texts\(index)
                    kind: stack
                    axis: vertical
                    spacing: 2
                    arranged:
                      - {name: title\(index), kind: label, text: Row \(index)}
                      - {name: detail\(index), kind: label, text: Detail for row \(index), fontSize: 13}

        """
    }
    text += """
      constraints:
        - H:|[list]|
        - list.top == superview.top

      """
    return text
  }
}
