import Foundation
import LayoutCore

/// The view kit: controls, images and a scroll view, as a settings screen.
enum ViewKitScreens {
  static let phone = CGSize(width: 375, height: 667)

  static var all: [GalleryScreen] { [settings] }

  /// A long settings form in a scroll view: grouped rows of labels and
  /// controls in stacks, sized by the content layout guide.
  static var settings: GalleryScreen {
    GalleryScreen(
      id: "viewkit-settings", title: "View kit: a settings form in a scroll view",
      source: "LayoutCore (ScrollView, StackView, controls)", size: phone
    ) { direction in
      let window = Screen.window(phone, direction)
      window.screenSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
      window.backgroundColor = .systemGroupedBackground
      let scroll = ScrollView()
      scroll.debugName = "scroll"
      scroll.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(scroll)

      let header = Label(text: "Settings")
      header.font = .boldSystemFont(ofSize: 34)
      let profile = row(
        ImageView(image: Image(size: CGSize(width: 56, height: 56), name: "avatar")),
        stacked(title("Ada Lovelace"), subtitle("Apple Account, iCloud and more")))
      let network = group([
        row(icon(.systemOrange), title("Airplane Mode"), Switch()),
        row(icon(.systemBlue), title("Wi-Fi"), value("Home")),
        row(icon(.systemGreen), title("Personal Hotspot"), toggle(on: true)),
      ])
      let segments = SegmentedControl(items: ["Light", "Dark", "Auto"])
      segments.selectedSegmentIndex = 2
      let brightness = Slider()
      brightness.value = 0.7
      let display = group([
        row(title("Appearance"), segments),
        row(icon(.systemIndigo), brightness),
        row(title("Storage"), progress(0.62)),
      ])
      var signOut = Button.Configuration.gray()
      signOut.title = "Sign Out"
      signOut.baseForegroundColor = .systemRed
      let button = Button(configuration: signOut)
      let footer = Label(text: "Layout by swift-autolayout: a Cassowary engine with UIKit's semantics, on Linux.")
      footer.numberOfLines = 0
      footer.font = .preferredFont(forTextStyle: .footnote)
      footer.textColor = .secondaryLabel
      footer.textAlignment = .center

      let form = StackView(arrangedSubviews: [header, group([profile]), network, display, button, footer])
      form.axis = .vertical
      form.spacing = 20
      form.translatesAutoresizingMaskIntoConstraints = false
      form.debugName = "form"
      scroll.addSubview(form)
      LayoutConstraint.activate([
        scroll.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 8),
        form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -24),
        form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
        form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
        form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
      ])
      window.layoutIfNeeded()
      return window
    }
  }

  private static func title(_ text: String) -> Label {
    Label(text: text)
  }

  private static func subtitle(_ text: String) -> Label {
    let label = Label(text: text)
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    return label
  }

  private static func value(_ text: String) -> Label {
    let label = Label(text: text)
    label.textColor = .secondaryLabel
    return label
  }

  private static func icon(_ color: Color) -> View {
    let view = ImageView(image: Image(systemName: "app.fill"))
    view.tintColor = color
    return view
  }

  private static func toggle(on: Bool) -> Switch {
    let control = Switch()
    control.isOn = on
    return control
  }

  private static func progress(_ value: Float) -> ProgressView {
    let bar = ProgressView()
    bar.progress = value
    return bar
  }

  private static func stacked(_ views: View...) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 2
    return stack
  }

  /// A row: the first view at the leading edge, the last at the trailing edge, centred vertically.
  private static func row(_ views: View...) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.alignment = .center
    stack.spacing = 12
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    // One view takes the spare width: a bar or slider if there is one (they
    // have no width of their own), else the first text; controls keep their size.
    // (A stack view has no size of its own, so the others hug and resist
    // harder instead of it hugging less.)
    let stretching =
      views.first { $0 is Slider || $0 is ProgressView } ?? views.first { $0 is Label || $0 is StackView }
    for view in views where view !== stretching {
      view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      view.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    }
    return stack
  }

  /// A white rounded group of rows.
  private static func group(_ rows: [View]) -> StackView {
    let stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.backgroundColor = .secondarySystemGroupedBackground
    stack.layer.cornerRadius = 10
    stack.clipsToBounds = true
    return stack
  }
}
