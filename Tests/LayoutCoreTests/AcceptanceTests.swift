import Foundation
import Testing

@testable import LayoutCore

/// Whole screens laid out to frames worked out by hand, in both directions.
/// In right-to-left, every frame is the left-to-right one mirrored inside its
/// superview: x ↦ superview width − maxX.
@Suite struct AcceptanceTests {
  static let phone = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// The expected frame in `direction`, given the left-to-right one.
  static func mirrored(
    _ frame: CGRect, in width: CGFloat, _ direction: UserInterfaceLayoutDirection
  ) -> CGRect {
    direction == .leftToRight
      ? frame
      : CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
  }

  final class LoginViewController: ViewController {
    let heading = Label(text: "Sign in")
    let email = View()
    let password = View()
    let button = View()
    let forgot = Label(text: "Forgot password?")

    override func viewDidLoad() {
      super.viewDidLoad()
      heading.fontSize = 30  // 105 × 36
      forgot.fontSize = 14  // 112 × 16.8
      for subview in [heading, email, password, button, forgot] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let margins = view.layoutMarginsGuide
      LayoutConstraint.activate([
        heading.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
        heading.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        email.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 24),
        email.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        email.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        email.heightAnchor.constraint(equalToConstant: 44),
        password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
        password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
        password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
        password.heightAnchor.constraint(equalTo: email.heightAnchor),
        button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
        button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        button.widthAnchor.constraint(equalToConstant: 200),
        button.heightAnchor.constraint(equalToConstant: 50),
        forgot.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
        forgot.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func loginForm(direction: UserInterfaceLayoutDirection) {
    let window = Window(
      size: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone, displayScale: 2,
      layoutDirection: direction)
    let login = LoginViewController()
    window.rootViewController = login
    window.layoutIfNeeded()
    // Root view margins: 16 leading and trailing (the system minimum), the
    // safe area (47) at the top.
    let expected: [(View, CGRect)] = [
      (login.heading, rect(16, 79, 105, 36)),
      (login.email, rect(16, 139, 358, 44)),
      (login.password, rect(16, 195, 358, 44)),
      (login.button, rect(95, 263, 200, 50)),
      (login.forgot, rect(262, 329, 112, 17)),  // 16.8 tall: its bottom, 345.8, rounds to 346
    ]
    for (view, frame) in expected { expectFrame(view, Self.mirrored(frame, in: 390, direction)) }
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func toolbar(direction: UserInterfaceLayoutDirection) {
    let window = Window(
      size: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone, displayScale: 2,
      layoutDirection: direction)
    let toolbar = constrainedView("toolbar", in: window)
    let back = constrainedLabel("Back", in: toolbar)  // 40 × 24
    let title = constrainedLabel("Inbox", in: toolbar)  // 50 × 24
    let edit = constrainedLabel("Edit", in: toolbar)  // 40 × 24
    let margins = toolbar.layoutMarginsGuide
    LayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 49),
      back.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      back.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),
      title.centerXAnchor.constraint(equalTo: toolbar.centerXAnchor),
      title.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),
      title.leadingAnchor.constraint(greaterThanOrEqualTo: back.trailingAnchor, constant: 8),
      edit.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
      edit.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      edit.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(toolbar, rect(0, 761, 390, 49))
    expectFrame(back, Self.mirrored(rect(8, 12.5, 40, 24), in: 390, direction))
    expectFrame(title, rect(170, 12.5, 50, 24))
    expectFrame(edit, Self.mirrored(rect(342, 12.5, 40, 24), in: 390, direction))
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func cardWithAnImageAndTwoLabels(direction: UserInterfaceLayoutDirection) {
    let window = Window(
      size: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone, displayScale: 2,
      layoutDirection: direction)
    let card = constrainedView("card", in: window)
    let image = SizedView(size: CGSize(width: 64, height: 64))
    card.addSubview(image)
    let title = constrainedLabel("Sunset", in: card)  // 60 × 24
    // 46 characters at 7 points; 258 points hold 36 a line: two lines, 33.6 tall.
    let subtitle = constrainedLabel(
      "Photographed at the beach in the evening light", fontSize: 14, in: card)
    subtitle.numberOfLines = 0
    let shortest = card.heightAnchor.constraint(equalToConstant: 0)
    shortest.priority = 1
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      shortest,
      image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      // As in UIKit, the subtitle's unwrapped width (322) resists compression at
      // 750 like the image does: a fixed image size settles which one gives way.
      image.widthAnchor.constraint(equalToConstant: 64),
      image.heightAnchor.constraint(equalToConstant: 64),
      image.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
    ])
    window.layoutIfNeeded()
    // The image (76) is taller than the text (12 + 24 + 4 + 33.6 = 73.6): the card is 88.
    expectFrame(card, rect(16, 63, 358, 88))
    expectFrame(image, Self.mirrored(rect(12, 12, 64, 64), in: 358, direction))
    expectFrame(title, Self.mirrored(rect(88, 12, 60, 24), in: 358, direction))
    // 73.6 rounds to 73.5 at scale 2.
    expectFrame(subtitle, Self.mirrored(rect(88, 40, 258, 33.5), in: 358, direction))
    #expect(window.layoutDiagnostics.records.isEmpty)

    // A longer subtitle takes three lines and makes the card taller.
    subtitle.text =
      "Photographed at the beach in the evening light, just before the sun set behind the hills"
    window.layoutIfNeeded()
    #expect(subtitle.frame.height == 50.5)  // 3 × 16.8 = 50.4, bottom 90.4 → 90.5
    #expect(card.frame.height == 102.5)
  }
}
