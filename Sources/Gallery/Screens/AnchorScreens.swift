import Foundation
import LayoutCore

/// LayoutCore with UIKit-style anchors: the acceptance screens of the core.
enum AnchorScreens {
  static let phone = CGSize(width: 375, height: 667)

  static var all: [GalleryScreen] {
    [login, toolbar, card]
  }

  static var login: GalleryScreen {
    GalleryScreen(
      id: "anchors-login", title: "Anchors: a login form", source: "LayoutCore (NSLayoutAnchor style)",
      size: phone
    ) { direction in
      let window = Screen.window(phone, direction)
      window.screenSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
      let margins = window.layoutMarginsGuide
      let title = Screen.label("title", "Welcome back", size: 28, in: window)
      title.font = .boldSystemFont(ofSize: 28)
      let user = Screen.field("username field", "Email", in: window)
      let password = Screen.field("password field", "Password", in: window)
      var configuration = Button.Configuration.filled()
      configuration.title = "Sign in"
      configuration.cornerStyle = .large
      configuration.contentInsets = DirectionalEdgeInsets(top: 12, leading: 48, bottom: 12, trailing: 48)
      let button = Button(configuration: configuration)
      button.debugName = "sign in"
      button.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(button)
      let forgot = Screen.label("forgot", "Forgot password?", size: 13, in: window)
      forgot.textColor = .link
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 40),
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 16),
        user.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 32),
        password.topAnchor.constraint(equalTo: user.bottomAnchor, constant: 12),
        button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
        button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        forgot.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 12),
        forgot.trailingAnchor.constraint(equalTo: password.trailingAnchor),
      ])
      for field in [user, password] {
        LayoutConstraint.activate([
          field.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 16),
          field.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -16),
          field.heightAnchor.constraint(equalToConstant: 44),
        ])
      }
      window.layoutIfNeeded()
      return window
    }
  }

  static var toolbar: GalleryScreen {
    GalleryScreen(
      id: "anchors-toolbar", title: "Anchors: a toolbar (back, title, action)", source: "LayoutCore",
      size: CGSize(width: 375, height: 64)
    ) { direction in
      let window = Screen.window(CGSize(width: 375, height: 64), direction)
      window.backgroundColor = .systemGray6
      let back = Screen.label("back", "‹ Back", in: window)
      back.textColor = .systemBlue
      let title = Screen.label("title", "Settings", size: 17, in: window)
      title.font = .preferredFont(forTextStyle: .headline)
      let action = Screen.label("action", "Done", in: window)
      action.font = .boldSystemFont(ofSize: 17)
      action.textColor = .systemBlue
      LayoutConstraint.activate([
        back.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        back.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        title.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        title.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        action.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        action.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        title.leadingAnchor.constraint(greaterThanOrEqualTo: back.trailingAnchor, constant: 8),
      ])
      window.layoutIfNeeded()
      return window
    }
  }

  static var card: GalleryScreen {
    GalleryScreen(
      id: "anchors-card", title: "Anchors: a card with an image and two labels", source: "LayoutCore",
      size: CGSize(width: 375, height: 140)
    ) { direction in
      let window = Screen.window(CGSize(width: 375, height: 140), direction)
      window.backgroundColor = .systemGroupedBackground
      let card = Screen.view("card", in: window)
      card.backgroundColor = .white
      card.layer.cornerRadius = 12
      card.layer.borderWidth = 0.5
      card.layer.borderColor = Color.separator.cgColor
      card.layer.shadowOpacity = 0.12
      card.layer.shadowOffset = CGSize(width: 0, height: 2)
      card.layer.shadowRadius = 8
      let image = ImageView(image: Image(size: CGSize(width: 80, height: 80), name: "cover"))
      image.debugName = "image"
      image.translatesAutoresizingMaskIntoConstraints = false
      image.layer.cornerRadius = 8
      image.clipsToBounds = true
      card.addSubview(image)
      let title = Screen.label("title", "Swift on every platform", in: card)
      title.font = .preferredFont(forTextStyle: .headline)
      let subtitle = Screen.label("subtitle", "Auto Layout, Linux first", size: 13, in: card)
      subtitle.textColor = .secondaryLabel
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        card.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
        card.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -16),
        image.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        image.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        image.widthAnchor.constraint(equalToConstant: 80),
        image.heightAnchor.constraint(equalTo: image.widthAnchor),
        title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
        title.topAnchor.constraint(equalTo: image.topAnchor, constant: 8),
        title.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
      ])
      window.layoutIfNeeded()
      return window
    }
  }
}
